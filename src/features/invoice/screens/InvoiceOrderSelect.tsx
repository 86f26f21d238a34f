import { Button, Checkbox, List } from 'antd-mobile';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { LoadState } from '@/components/LoadState';
import { Money } from '@/components/Money';
import { StatusBlock } from '@/components/StatusBlock';
import {
  allInvoiceOrdersChecked,
  groupInvoiceOrders,
  invoiceBatches,
  selectedInvoiceTotal,
  toggleAllInvoiceOrders,
  toggleInvoiceOrder,
  toggleInvoiceSeller,
} from '@/domain';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { Link, useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { AddInvoiceKind } from '../api';
import { ApplyGate } from '../components/ApplyGate';
import { orderLine as lineOf, SellerGroups, type SelectGroup, type SelectLine } from '../components/SellerGroups';
import { selectableOrders } from '../queries';
import { invoiceSelection } from '../store';
import '../invoice.css';

const ADD_KINDS: readonly AddInvoiceKind[] = ['personal', 'platform', 'personalShip', 'platformShip'];
const addHref = {
  personal: href('/add_Invoice/personal'),
  platform: href('/add_Invoice/platform'),
  personalShip: href('/add_Invoice/personal-ship'),
  platformShip: href('/add_Invoice/platform-ship'),
} as const;

/**
 * /account/invoice/order: the buyer's paid orders not yet invoiced, grouped by seller. Select all, a
 * seller or an order (the cart's cascades); the bar sums what is left to invoice of the selection exactly
 * (the domain's rule, the one the gateway applies). One invoice holds one seller's orders: a selection over
 * several sellers says so and goes on to one application per seller. The other add-invoice forms (a
 * shop's or the platform's goods, ship freight) are linked below.
 */
export default function InvoiceOrderSelect() {
  const title = useRouteTitle('/account/invoice/order');
  return (
    <ApplyGate title={title}>
      <OrderSelect title={title} />
    </ApplyGate>
  );
}

function OrderSelect({ title }: { title: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { orderIds } = useSnapshot(invoiceSelection);
  const read = useQuery(selectableOrders());
  const { data } = read;
  const orders = data?.list ?? [];
  const groups: SelectGroup[] = groupInvoiceOrders(orders.map(lineOf), orderIds);
  const select = (next: SelectGroup[]) => {
    invoiceSelection.orderIds = next.flatMap((g) => g.children.filter((line) => line.checked).map((line) => line.orderId));
  };
  const batches = invoiceBatches<SelectLine, SelectGroup>(groups);
  const count = batches.reduce((n, batch) => n + batch.orders.length, 0);

  const apply = () => {
    if (count === 0) {
      showToast(t('invoice.select.chooseFirst'));
      return;
    }
    void navigate(href('/account/invoice/apply', { orderIds: batches.flatMap((batch) => batch.orders.map((o) => o.orderId)).join(',') }));
  };

  return (
    <div className="app-screen inv-page app-hit-inputs">
      <Header
        title={title}
        right={
          <Link className="app-link" to={href('/account/invoice/list')}>
            {t('invoice.myInvoices')}
          </Link>
        }
      />
      <LoadState {...loadStateOf(read)} failedTitle={t('invoice.select.loadFailed')} retryLabel={t('invoice.retry')}>
        {orders.length === 0 ? (
          <StatusBlock status="empty" title={t('invoice.select.empty')} description={t('invoice.select.emptyHint')} />
        ) : (
          <>
            <p className="inv-note">{t('invoice.select.intro')}</p>
            <SellerGroups
              groups={groups}
              onToggleSeller={(sellerId) => select(toggleInvoiceSeller<SelectLine, SelectGroup>(groups, sellerId))}
              onToggleLine={(orderId) => select(toggleInvoiceOrder<SelectLine, SelectGroup>(groups, orderId))}
              infoHref={(line) => href('/account/invoice/order-info', { orderId: line.orderId })}
              selectSellerLabel={(name) => t('invoice.select.selectSeller', { name })}
              noLabel={(no) => t('invoice.select.orderNo', { no })}
            />
            {data && data.total > orders.length && <p className="inv-note">{t('invoice.select.more', { count: data.total - orders.length })}</p>}
          </>
        )}
      </LoadState>
      <List header={t('invoice.select.others')} className="inv-others">
        {ADD_KINDS.map((kind) => (
          <List.Item key={kind} description={t(`invoice.kindHint.${kind}`)}>
            <Link className="app-link" to={addHref[kind]}>
              {t(`invoice.kind.${kind}`)}
            </Link>
          </List.Item>
        ))}
      </List>
      {orders.length > 0 && (
        <footer className="inv-bar">
          {batches.length > 1 && (
            <p className="inv-bar__note" role="status">
              {t('invoice.select.perSeller', { count: batches.length })}
            </p>
          )}
          <div className="inv-bar__row">
            <Checkbox checked={allInvoiceOrdersChecked(groups)} onChange={() => select(toggleAllInvoiceOrders<SelectLine, SelectGroup>(groups))}>
              {t('invoice.select.selectAll')}
            </Checkbox>
            <div className="inv-bar__total">
              <span>{t('invoice.select.total')}</span>
              <strong data-testid="invoice-selected-total">
                <Money value={selectedInvoiceTotal(groups)} tone="strong" />
              </strong>
            </div>
            <Button color="primary" shape="rounded" onClick={apply} disabled={count === 0}>
              {t('invoice.select.apply', { count })}
            </Button>
          </div>
        </footer>
      )}
    </div>
  );
}
