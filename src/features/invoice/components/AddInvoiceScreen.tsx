import { Button, Checkbox } from 'antd-mobile';
import { useState } from 'react';
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
import { api } from '@/lib/api';
import { invoiceAddFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import type { Href } from '@/lib/navigation';
import { showToast } from '@/lib/ui';
import type { AddInvoiceKind, InvoiceAddItem } from '../api';
import { addItems } from '../queries';
import { ApplyGate } from './ApplyGate';
import { InvoiceForm } from './InvoiceForm';
import { SellerGroups, type SelectGroup, type SelectLine } from './SellerGroups';
import { useInvoiceForm } from './useInvoiceForm';
import '../invoice.css';

const lineOf =
  (isPlatform: boolean) =>
  (item: InvoiceAddItem): Omit<SelectLine, 'checked'> => ({
    orderId: item.bizId,
    sellerId: item.issuerId,
    sellerName: item.issuerName,
    isPlatform,
    invoiceableAmount: item.invoiceableAmount,
    no: item.bizNo,
    description: item.description,
    time: item.completedAt,
    amount: item.amount,
  });

/**
 * An /add_Invoice form (spec/calls/invoice.yaml): the invoiceable items of its kind — a shop's or the
 * platform's paid orders, or the freight of their signed ship waybills — grouped by issuer and selected with
 * the cart's cascades, then the invoice form; one invoice per issuer, each for the exact sum of its items.
 * `orderId` (the route's query) ticks that order first; each route's screen passes its title and href.
 */
export function AddInvoiceScreen(props: { kind: AddInvoiceKind; title: string; here: Href; orderId: string | undefined }) {
  return (
    <ApplyGate title={props.title}>
      <AddInvoiceForm {...props} />
    </ApplyGate>
  );
}

function AddInvoiceForm({ kind, title, here, orderId }: { kind: AddInvoiceKind; title: string; here: Href; orderId: string | undefined }) {
  const t = useT();
  const form = useInvoiceForm(`add:${kind}`, here, invoiceAddFields);
  const [checked, setChecked] = useState<readonly string[]>(orderId ? [orderId] : []);
  const read = useQuery(addItems(kind));
  const { data } = read;
  const isPlatform = kind === 'platform' || kind === 'platformShip';
  const ship = kind === 'personalShip' || kind === 'platformShip';
  const groups: SelectGroup[] = groupInvoiceOrders((data?.list ?? []).map(lineOf(isPlatform)), checked);
  const select = (next: SelectGroup[]) => setChecked(next.flatMap((g) => g.children.filter((line) => line.checked).map((line) => line.orderId)));
  const batches = invoiceBatches<SelectLine, SelectGroup>(groups);

  const submit = () => {
    if (batches.length === 0) {
      showToast(t('invoice.add.chooseFirst'));
      return;
    }
    return form.submit(
      batches.map((batch) => ({ sellerId: batch.sellerId, sellerName: batch.sellerName, ids: batch.orders.map((line) => line.orderId) })),
      (batch, request) => api.invoice.add({ ...request, kind, bizIds: [...batch.ids] }),
    );
  };

  const empty = data !== undefined && data.list.length === 0;
  return (
    <div className="app-screen inv-page app-hit-inputs">
      <Header title={title} />
      <p className="inv-note">{t(`invoice.kindHint.${kind}`)}</p>
      <LoadState {...loadStateOf(read)} loading={read.isPending || !form.ready} failedTitle={t('invoice.add.loadFailed')} retryLabel={t('invoice.retry')}>
        {empty ? (
          <StatusBlock status="empty" title={t('invoice.add.empty')} description={t('invoice.add.emptyHint')} />
        ) : (
          <>
            <h2 className="inv-section-title">{t('invoice.apply.items')}</h2>
            <div className="inv-select-all">
              <Checkbox checked={allInvoiceOrdersChecked(groups)} onChange={() => select(toggleAllInvoiceOrders<SelectLine, SelectGroup>(groups))}>
                {t('invoice.select.selectAll')}
              </Checkbox>
              <span>
                {t('invoice.select.total')}{' '}
                <strong>
                  <Money value={selectedInvoiceTotal(groups)} tone="strong" />
                </strong>
              </span>
            </div>
            {batches.length > 1 && (
              <p className="inv-note inv-note--warn" role="status">
                {t('invoice.select.perSeller', { count: batches.length })}
              </p>
            )}
            <SellerGroups
              groups={groups}
              onToggleSeller={(issuerId) => select(toggleInvoiceSeller<SelectLine, SelectGroup>(groups, issuerId))}
              onToggleLine={(bizId) => select(toggleInvoiceOrder<SelectLine, SelectGroup>(groups, bizId))}
              selectSellerLabel={(name) => t('invoice.add.selectIssuer', { name })}
              noLabel={(no) => (ship ? t('invoice.add.waybillNo', { no }) : t('invoice.select.orderNo', { no }))}
              selectLineLabel={(no) => t('invoice.add.selectItem', { no })}
            />
            <InvoiceForm form={form} here={here} />
          </>
        )}
      </LoadState>
      {!empty && form.ready && (
        <div className="app-bottom-bar">
          <Button block color="primary" loading={form.pending} onClick={() => void submit()}>
            {t('invoice.apply.submit')}
          </Button>
        </div>
      )}
    </div>
  );
}
