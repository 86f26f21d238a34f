import { Button, Dialog, Popup } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { api } from '@/lib/api';
import { Link, useNavigate, type Href } from '@/lib/navigation';
import { menuButtons } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import type { OrderDetail } from '../api';
import { ORDER_CHANGED } from '../afterSalesQueries';
import { Section } from './ui';
import './refund.css';

/** A confirmed change of the order: the call, what to say once done, and what follows. */
interface OrderStep {
  readonly call: () => Promise<unknown>;
  readonly done: string;
  readonly after?: (() => void) | undefined;
}

/** How many actions the bar shows before the rest go into the "more" sheet (fits 375 px). */
const VISIBLE = 3;

interface Entry {
  readonly key: string;
  readonly node: (inSheet: boolean) => ReactNode;
}

/**
 * The actions an order offers, by its action flags (and, on the detail, its after-sales state): pay, pay a
 * top-up, confirm receipt, order again (a contract order, for a buyer who may order under contracts:
 * its lines back into the contract cart), evaluate, cancel, request a refund, add items, request an
 * invoice (the apply form with this order), delete — a refund and an invoice only for a buyer whose menu
 * tree has their buttons. The first three show; the rest open from "more" so the bar stays usable at 375 px.
 */
export function OrderActions({
  orderId,
  actions,
  onRemoved,
  contractId,
  afterSales,
}: {
  orderId: string;
  actions: OrderDetail['actions'];
  /** After the order was deleted (the detail leaves the page). */
  onRemoved?: () => void;
  contractId?: string | undefined;
  /** The detail's after-sales state (the list cards go by the flags alone). */
  afterSales?: OrderDetail['afterSales'] | undefined;
}) {
  const t = useT();
  const mayOrderContract = useCan(menuButtons.contractOrder);
  const mayRefund = useCan(menuButtons.refundApply);
  const mayInvoice = useCan(menuButtons.invoiceApply);
  const again = !!contractId && mayOrderContract;
  const navigate = useNavigate();
  const [moreOpen, setMoreOpen] = useState(false);
  const change = useWrite({
    write: (step: OrderStep) => step.call(),
    invalidates: ORDER_CHANGED,
    message: (message) => t('order.detail.actionFailed', { message }),
    onSuccess: (_, step) => {
      showToast(step.done);
      step.after?.();
    },
  });
  // Asks first; the write refuses a second run while one is under way.
  const run = (ask: string, step: OrderStep) => async () => {
    setMoreOpen(false);
    const ok = await Dialog.confirm({ content: ask, confirmText: t('common.ok'), cancelText: t('common.cancel') });
    if (ok) await change.run(step);
  };
  const linkClass = (primary: boolean, inSheet: boolean) => (inSheet ? 'rf-sheet__item' : primary ? 'rf-action rf-action--primary' : 'rf-action');
  const link = (key: string, to: Href, label: string, primary = false): Entry => ({
    key,
    node: (inSheet) => (
      <Link key={key} className={linkClass(primary, inSheet)} to={to}>
        {label}
      </Link>
    ),
  });
  const button = (key: string, label: string, onClick: () => unknown, primary = false): Entry => ({
    key,
    node: (inSheet) =>
      inSheet ? (
        <button key={key} type="button" className="rf-sheet__item" onClick={() => void onClick()}>
          {label}
        </button>
      ) : (
        <Button key={key} size="small" color={primary ? 'primary' : 'default'} fill={primary ? 'solid' : 'outline'} onClick={() => void onClick()}>
          {label}
        </Button>
      ),
  });

  const entries: Entry[] = [];
  if (actions.pay) entries.push(button('pay', t('order.detail.pay'), () => void navigate(href('/pay', { orderId })), true));
  if (actions.supplementPay) entries.push(link('supplement', href('/order/supplement', { orderId }), t('order.actions.supplement'), true));
  if (actions.confirmReceipt)
    entries.push(
      button(
        'confirmReceipt',
        t('order.detail.confirmReceipt'),
        run(t('order.detail.confirmReceiptAsk'), { call: () => api.order.confirmReceipt({ orderId }), done: t('order.detail.received') }),
      ),
    );
  if (again && contractId)
    entries.push(button('again', t('order.detail.orderAgain'), () => void navigate(href('/ShoppingCart/contractAgain', { contractId, orderId }))));
  if (afterSales?.evaluate) entries.push(link('evaluate', href('/evaluation/addEvaluate', { orderId }), t('order.actions.evaluate')));
  if (actions.cancel)
    entries.push(
      button(
        'cancel',
        t('order.detail.cancel'),
        run(t('order.detail.cancelConfirm'), { call: () => api.order.cancel({ orderId }), done: t('order.detail.cancelled') }),
      ),
    );
  if (actions.refund && mayRefund) entries.push(link('refund', href('/order/refundEdit', { orderId }), t('order.actions.refund')));
  if (actions.addItem) entries.push(link('addItem', href('/order/addItem', { orderId }), t('order.actions.addItem')));
  if (actions.invoice && mayInvoice) entries.push(link('applyInvoice', href('/account/invoice/apply', { orderIds: orderId }), t('order.actions.applyInvoice')));
  if (actions.remove)
    entries.push(
      button(
        'remove',
        t('order.actions.remove'),
        run(t('order.actions.removeAsk'), { call: () => api.order.remove({ orderId }), done: t('order.actions.removed'), after: onRemoved }),
      ),
    );
  if (entries.length === 0) return null;

  const overflow = entries.length > VISIBLE;
  const shown = overflow ? entries.slice(0, VISIBLE - 1) : entries;
  const rest = overflow ? entries.slice(VISIBLE - 1) : [];
  return (
    <div className="ord-actions rf-actions" role="group" aria-label={t('order.actions.label')}>
      {overflow && (
        <Button size="small" fill="none" className="rf-more" aria-haspopup="dialog" aria-expanded={moreOpen} onClick={() => setMoreOpen(true)}>
          {t('order.actions.more')}
        </Button>
      )}
      {[...shown].reverse().map((entry) => entry.node(false))}
      {overflow && (
        <Popup visible={moreOpen} onMaskClick={() => setMoreOpen(false)} onClose={() => setMoreOpen(false)} bodyClassName="rf-sheet">
          <div role="dialog" aria-label={t('order.actions.moreTitle')}>
            <h2 className="rf-sheet__title">{t('order.actions.moreTitle')}</h2>
            {rest.map((entry) => entry.node(true))}
            <button type="button" className="rf-sheet__item rf-sheet__cancel" onClick={() => setMoreOpen(false)}>
              {t('common.cancel')}
            </button>
          </div>
        </Popup>
      )}
    </div>
  );
}

/**
 * The detail's links to what follows the order: refund and top-up progress, waybills, service data,
 * quality reports and the invoice — each shown when the order has it.
 */
export function OrderServiceLinks({ order }: { order: OrderDetail }) {
  const t = useT();
  const { orderId, status, afterSales } = order;
  const paid = status !== 'pendingPayment' && status !== 'cancelled';
  const links: { key: string; to: Href; label: string }[] = [];
  if (afterSales.refundId)
    links.push({
      key: 'refundProgress',
      to: href('/order/refundProgress', { orderId, refundId: afterSales.refundId }),
      label: t('order.actions.refundProgress'),
    });
  if (afterSales.supplementId)
    links.push({
      key: 'supplementProgress',
      to: href('/order/supplement/progress', { orderId, supplementId: afterSales.supplementId }),
      label: t('order.actions.supplementProgress'),
    });
  if (paid) links.push({ key: 'waybills', to: href('/waybill/list', { orderId }), label: t('order.actions.waybills') });
  if (paid) links.push({ key: 'serviceData', to: href('/order/serviceData', { orderId }), label: t('order.actions.serviceData') });
  if (afterSales.hasQualityReports) links.push({ key: 'quality', to: href('/qualityReport', { orderId }), label: t('order.actions.qualityReports') });
  if (order.invoiceStatus !== 'none') links.push({ key: 'invoice', to: href('/order/invoice', { orderId }), label: t('order.actions.invoice') });
  if (links.length === 0) return null;
  return (
    <Section title={t('order.actions.services')}>
      <nav className="rf-links rf-links--inset" aria-label={t('order.actions.services')}>
        {links.map((l) => (
          <Link key={l.key} className="rf-links__item" to={l.to}>
            {l.label}
          </Link>
        ))}
      </nav>
    </Section>
  );
}
