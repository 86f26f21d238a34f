import { BottomAction } from '@/components/BottomAction';
import { Header } from '@/components/Header';
import { PagedItems } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { usePagedList } from '@/lib/query';
import { href, localHref } from '@/lib/routes';
import { DriverCard } from '../components/DriverCard';
import { LoadState, useRouteTitle } from '../components/ui';
import { driverPages } from '../queries';
import '../components/driver.css';

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
      <BottomAction onClick={() => navigate(href('/mydriver/editordetail'))}>{t('driver.list.add')}</BottomAction>
    </div>
  );
}
