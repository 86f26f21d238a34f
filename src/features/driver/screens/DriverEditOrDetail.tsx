import { Button } from 'antd-mobile';
import { Header } from '@/components/Header';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useGoBack, useNavigate, useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import type { Driver } from '../api';
import { DriverForm } from '../components/DriverForm';
import { LoadState, Row, useRouteTitle } from '../components/ui';
import { driverDetail, driverVehicles } from '../queries';
import { draftOfDriver, emptyDriverDraft } from '../store';
import '../components/driver.css';

/** A saved driver's fields, read only, with the way to the edit. */
function DriverDetail({ driver }: { driver: Driver }) {
  const t = useT();
  const navigate = useNavigate();
  const none = t('driver.detail.none');
  return (
    <>
      <dl className="drv-detail">
        <Row label={t('driver.detail.name')}>{driver.name}</Row>
        <Row label={t('driver.detail.mobile')}>{driver.mobile}</Row>
        <Row label={t('driver.detail.idCardNo')}>{driver.idCardNo ?? none}</Row>
        <Row label={t('driver.detail.licenseNo')}>{driver.licenseNo ?? none}</Row>
        <Row label={t('driver.detail.licenseType')}>{driver.licenseType ?? none}</Row>
        <Row label={t('driver.detail.vehicle')}>{driver.plateNumber ?? none}</Row>
        <Row label={t('driver.detail.status')}>{t(`driver.status.${driver.status}`)}</Row>
      </dl>
      <div className="app-bottom-bar">
        <Button block color="primary" onClick={() => navigate(href('/mydriver/editordetail', { driverId: driver.driverId, mode: 'edit' }), { replace: true })}>
          {t('driver.detail.edit')}
        </Button>
      </div>
    </>
  );
}

/** A saved driver in the form; saved, the page shows the driver's detail in its place. */
function DriverEdit({ driver }: { driver: Driver }) {
  const t = useT();
  const navigate = useNavigate();
  const vehicles = useQuery(driverVehicles());
  // The vehicles are a choice of the form, not the page: when they fail the form still opens, without them.
  return (
    <LoadState {...loadStateOf(vehicles)} error={null}>
      {vehicles.error !== null && (
        <p className="drv-state" role="status">
          {t('driver.form.vehiclesFailed')}
        </p>
      )}
      <DriverForm
        key={driver.driverId}
        initial={draftOfDriver(driver)}
        vehicles={vehicles.data?.list}
        save={(body) => api.driver.edit({ ...body, driverId: driver.driverId })}
        onSaved={() => {
          showToast(t('driver.form.saved'));
          navigate(href('/mydriver/editordetail', { driverId: driver.driverId, mode: 'detail' }), { replace: true });
        }}
      />
    </LoadState>
  );
}

/** A saved driver: the detail or the edit by `mode` (detail when absent). */
function SavedDriver({ driverId, mode }: { driverId: string; mode: 'edit' | 'detail' }) {
  const driver = useQuery(driverDetail(driverId));
  const t = useT();
  return (
    <LoadState {...loadStateOf(driver)} failedTitle={t('driver.detail.loadFailed')}>
      {driver.data && (mode === 'edit' ? <DriverEdit driver={driver.data} /> : <DriverDetail driver={driver.data} />)}
    </LoadState>
  );
}

/** A new driver; saved, the page shows the new driver's detail in its place. */
function NewDriver() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <DriverForm
      initial={emptyDriverDraft()}
      save={(body) => api.driver.add(body)}
      onSaved={(driver) => {
        showToast(t('driver.form.added'));
        navigate(href('/mydriver/editordetail', { driverId: driver.driverId, mode: 'detail' }), { replace: true });
      }}
    />
  );
}

/**
 * /mydriver/editordetail?driverId=&mode=edit|detail: one driver's detail (the default) or edit; without a
 * driverId, the form adds a driver (spec driver.add). Saving shows the driver's detail in place of the form.
 */
export default function DriverEditOrDetail() {
  const { driverId, mode } = useRouteQuery('/mydriver/editordetail');
  const title = useRouteTitle('/mydriver/editordetail');
  const goBack = useGoBack();
  return (
    <div className="app-screen">
      <Header title={title} onBack={() => goBack(href('/mydriver'))} />
      {/* Keyed by mode: the detail shown after a save loads the driver as saved. */}
      {driverId ? <SavedDriver key={mode ?? 'detail'} driverId={driverId} mode={mode ?? 'detail'} /> : <NewDriver />}
    </div>
  );
}
