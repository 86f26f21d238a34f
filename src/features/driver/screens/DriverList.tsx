import { Button } from 'antd-mobile';
import { Header } from '@/components/Header';
import { PagedItems } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import { usePagedList } from '@/lib/query';
import { href, localHref } from '@/lib/routes';
import type { Driver } from '../api';
import { LoadState, useRouteTitle } from '../components/ui';
import { driverPages } from '../queries';
import '../components/driver.css';

function DriverCard({ driver }: { driver: Driver }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="drv-card">
      <Link
        className="drv-card__main"
        to={href('/mydriver/editordetail', { driverId: driver.driverId, mode: 'detail' })}
        aria-label={t('driver.list.open', { name: driver.name })}
      >
        <h2 className="drv-card__name">
          {driver.name} {driver.mobile}
        </h2>
        <p className="drv-card__line">
          {[
            driver.licenseType ? t('driver.list.license', { type: driver.licenseType }) : null,
            driver.plateNumber ? t('driver.list.vehicle', { plate: driver.plateNumber }) : null,
            t(`driver.status.${driver.status}`),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </Link>
      <Button
        size="small"
        aria-label={t('driver.list.edit', { name: driver.name })}
        onClick={() => navigate(href('/mydriver/editordetail', { driverId: driver.driverId, mode: 'edit' }))}
      >
        {t('driver.list.editShort')}
      </Button>
    </div>
  );
}

/**
 * /mydriver?from=: the buyer's drivers page by page; a card opens the driver's detail, 编辑 the edit,
 * 添加司机 the add form. The back arrow returns to `from` when given (the page that sent the buyer here).
 */
export default function DriverList() {
  const t = useT();
  const title = useRouteTitle('/mydriver');
  const navigate = useNavigate();
  const from = localHref(useRouteQuery('/mydriver').from);
  const list = usePagedList(driverPages(), (d) => d.driverId);
  return (
    <div className="app-screen">
      <Header title={title} {...(from ? { onBack: () => navigate(from, { replace: true }) } : {})} />
      <PagedItems list={list} keyOf={(driver) => driver.driverId} empty={t('driver.list.empty')} State={LoadState} endInList className="drv-list">
        {(driver) => <DriverCard driver={driver} />}
      </PagedItems>
      <div className="app-bottom-bar">
        <Button block color="primary" onClick={() => navigate(href('/mydriver/editordetail'))}>
          {t('driver.list.add')}
        </Button>
      </div>
    </div>
  );
}
