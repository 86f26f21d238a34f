import Button from 'antd-mobile/es/components/button';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { Timeline } from '@/components/Timeline';
import { StatusTag as SharedStatusTag } from '@/components/StatusTag';
import { errorText } from '@/lib/api';
import { menuButtons } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { nativeBridge } from '@/lib/native';
import { Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { loadStateOf, useQuery } from '@/lib/query';
import { useCan } from '@/lib/session';
import { showErrorBanner } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { TakeBill, WaybillDetail as Detail } from '../api';
import { orderTakes, waybillDetail } from '../queries';
import { Row, Section } from '@/components/Card';
import { CallLink, LoadState, StatusTag, takeTimeText } from '../components/ui';
import '../components/waybill.css';

/** The takes (trade bills) of the waybill's order: quantity, delivered, finished or not (hasOver). */
function TakeBills({ takes, unit }: { takes: readonly TakeBill[]; unit: string }) {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  if (takes.length === 0) return null;
  return (
    <Section title={t('waybill.detail.takeBills')}>
      {takes.map((take) => (
        <div key={take.takeId} className="wb-take">
          <div className="wb-take__head">
            <span>{takeTimeText(take.takeTime.date, take.takeTime.timeSlot, locale)}</span>
            <SharedStatusTag tone={take.hasOver ? 'success' : 'info'}>
              {take.hasOver ? t('waybill.detail.takeOver') : t('waybill.detail.takeOpen')}
            </SharedStatusTag>
          </div>
          <p className="app-card__line">
            {take.goodsName} · {t('waybill.detail.takeDelivered', { delivered: take.deliveredQuantity, quantity: take.quantity, unit })} ·{' '}
            {t('waybill.detail.takeWaybills', { count: take.waybillCount })}
          </p>
        </div>
      ))}
    </Section>
  );
}

function Photos({ urls }: { urls: readonly string[] }) {
  const t = useT();
  const view = (index: number): void => {
    nativeBridge()
      .imageTools({ images: urls, index })
      .catch((error: unknown) => showErrorBanner(errorText(error)));
  };
  return (
    <Section title={t('waybill.detail.photos')}>
      <div className="wb-photos">
        {urls.map((url, index) => (
          <button key={url} type="button" aria-label={t('waybill.detail.photo', { index: index + 1 })} onClick={() => view(index)}>
            <img src={url} alt="" />
          </button>
        ))}
      </div>
    </Section>
  );
}

function DetailBody({ waybill, takes }: { waybill: Detail; takes: readonly TakeBill[] }) {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const quantity = (value: string | undefined) => (value ? t('waybill.common.quantity', { quantity: value, unit: waybill.unit }) : t('waybill.common.none'));
  return (
    <>
      <div className="wb-hero" role="status">
        <h2>{t(`waybill.status.${waybill.status}`)}</h2>
        <p>{t('waybill.list.waybillNo', { no: waybill.waybillNo })}</p>
      </div>
      <Section title={t('waybill.detail.summary')} extra={<StatusTag status={waybill.status} />}>
        <Row label={t('waybill.detail.orderNo')}>
          <Link
            className="wb-link"
            to={href('/order/orderDetail', { orderId: waybill.orderId })}
            aria-label={`${t('waybill.detail.openOrder')} ${waybill.orderNo}`}
          >
            {waybill.orderNo}
          </Link>
        </Row>
        <Row label={t('waybill.detail.goods')}>{waybill.goodsName}</Row>
      </Section>
      <Section title={t('waybill.detail.transport')}>
        {waybill.plateNumber && <Row label={t('waybill.detail.vehicle')}>{waybill.plateNumber}</Row>}
        {waybill.shipName && <Row label={t('waybill.detail.ship')}>{waybill.shipName}</Row>}
        {waybill.carrierName && <Row label={t('waybill.detail.carrier')}>{waybill.carrierName}</Row>}
        {waybill.driverName && (
          <Row label={t('waybill.detail.driver')}>
            {waybill.driverName} {waybill.driverMobile}
            {waybill.driverMobile && (
              <CallLink phone={waybill.driverMobile} label={t('waybill.detail.callDriver', { name: waybill.driverName })}>
                {t('waybill.detail.call')}
              </CallLink>
            )}
          </Row>
        )}
        {waybill.loadingAddress && <Row label={t('waybill.detail.loadingAddress')}>{waybill.loadingAddress}</Row>}
        {waybill.unloadingAddress && <Row label={t('waybill.detail.unloadingAddress')}>{waybill.unloadingAddress}</Row>}
        {waybill.takeTime && <Row label={t('waybill.detail.takeTime')}>{takeTimeText(waybill.takeTime, waybill.timeSlot, locale)}</Row>}
      </Section>
      <Section title={t('waybill.detail.quantities')}>
        <Row label={t('waybill.detail.planned')}>{quantity(waybill.quantity)}</Row>
        <Row label={t('waybill.detail.loaded')}>{quantity(waybill.loadedQuantity)}</Row>
        <Row label={t('waybill.detail.signedQuantity')}>{quantity(waybill.signedQuantity)}</Row>
      </Section>
      <Section title={t('waybill.detail.times')}>
        <Row label={t('waybill.detail.createdAt')}>{waybill.createTime}</Row>
        {waybill.signTime && <Row label={t('waybill.detail.signedAt')}>{waybill.signTime}</Row>}
      </Section>
      {waybill.imageUrls && waybill.imageUrls.length > 0 && <Photos urls={waybill.imageUrls} />}
      <Section title={t('waybill.detail.timeline')}>
        <Timeline
          label={t('waybill.detail.timeline')}
          events={waybill.events.map((event, index) => ({
            key: `${event.time}-${index}`,
            title: event.description,
            description: `${event.time} · ${t(`waybill.status.${event.status}`)}`,
            // A cancelled waybill ends on a failure, not a current state.
            status: index === waybill.events.length - 1 ? (event.status === 'cancelled' ? 'error' : 'current') : 'done',
          }))}
        />
      </Section>
      <TakeBills takes={takes} unit={waybill.unit} />
    </>
  );
}

/**
 * /waybill/detail?waybillId=…: a waybill's vehicle or ship, driver (a call through the app's dialler, a
 * tel: link in a browser), addresses, take time, quantities, times, photos, status timeline and the takes
 * of its order; reassign it (while not delivered, for a buyer whose menu tree has the button) and see its
 * reassignment history.
 */
export default function WaybillDetail() {
  const t = useT();
  const title = useRouteTitle('/waybill/detail');
  const navigate = useNavigate();
  const mayReassign = useCan(menuButtons.waybillReassign);
  const { waybillId } = useRouteQuery('/waybill/detail');
  const waybill = useQuery(waybillDetail(waybillId));
  const data = waybill.data;
  // The takes are extra: the waybill shows without them when they cannot be read.
  const takes = useQuery({ ...orderTakes(data?.orderId ?? ''), enabled: data !== undefined });
  return (
    <div className="app-screen wb-page wb-page--bar">
      <Header title={title} />
      <LoadState {...loadStateOf(waybill)}>{data && <DetailBody waybill={data} takes={takes.data ?? []} />}</LoadState>
      {data && (
        <div className="app-bottom-bar wb-bar">
          <Button onClick={() => void navigate(href('/waybill/reassign_history', { waybillId }))}>{t('waybill.detail.history')}</Button>
          {data.canReassign && mayReassign && (
            <Button color="primary" onClick={() => void navigate(href('/waybill/reassign', { waybillId }))}>
              {t('waybill.detail.reassign')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
