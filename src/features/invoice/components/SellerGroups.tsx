import { Checkbox, Tag } from 'antd-mobile';
import type { InvoiceOrderLine, InvoiceSellerGroup } from '@/domain';
import { money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { Link, type Href } from '@/lib/navigation';
import type { InvoiceableOrder } from '../api';
import '../invoice.css';

/** A line of the selection: an order (or, on the ship forms, a waybill's freight). */
export interface SelectLine extends InvoiceOrderLine {
  /** The order or waybill number. */
  readonly no: string;
  readonly description: string;
  readonly time: string;
  /** The order's total, when it differs from what is left to invoice. */
  readonly amount?: string;
}

export type SelectGroup = InvoiceSellerGroup<SelectLine>;

/** An invoiceable order as a line of the selection. */
export const orderLine = (order: InvoiceableOrder): Omit<SelectLine, 'checked'> => ({
  orderId: order.orderId,
  sellerId: order.sellerId,
  sellerName: order.sellerName,
  isPlatform: order.isPlatform,
  invoiceableAmount: order.invoiceableAmount,
  no: order.orderNo,
  description: order.goodsNames,
  time: order.completedAt,
  amount: order.amount,
});

/**
 * The invoiceable orders grouped by seller (one invoice per seller), each seller and each order with its
 * check box (the cart's cascades, src/domain/invoice.ts); without `onToggle…` the groups are shown only.
 */
export function SellerGroups({
  groups,
  onToggleSeller,
  onToggleLine,
  infoHref,
  selectSellerLabel,
  noLabel,
  selectLineLabel,
}: {
  groups: readonly SelectGroup[];
  onToggleSeller?: (sellerId: string) => void;
  onToggleLine?: (id: string) => void;
  /** A line's details page (the order's invoicing details). */
  infoHref?: (line: SelectLine) => Href;
  selectSellerLabel: (name: string) => string;
  /** How a line's number reads (订单号 …, 运单号 …). */
  noLabel: (no: string) => string;
  /** The name of a line's check box. */
  selectLineLabel?: (no: string) => string;
}) {
  const t = useT();
  return (
    <>
      {groups.map((group) => (
        <section key={group.sellerId} className="inv-group" aria-label={group.sellerName}>
          <div className="inv-group__head">
            {onToggleSeller && (
              <Checkbox checked={group.checked} onChange={() => onToggleSeller(group.sellerId)}>
                <span className="app-sr-only">{selectSellerLabel(group.sellerName)}</span>
              </Checkbox>
            )}
            <span className="inv-group__name">{group.sellerName}</span>
            <Tag fill="outline" color={group.isPlatform ? 'primary' : 'default'} className="inv-tag">
              {group.isPlatform ? t('invoice.platform') : t('invoice.shop')}
            </Tag>
          </div>
          {group.children.map((line) => (
            <div key={line.orderId} className="inv-line" data-testid={`invoice-line-${line.no}`}>
              {onToggleLine && (
                <Checkbox checked={line.checked} onChange={() => onToggleLine(line.orderId)}>
                  <span className="app-sr-only">{(selectLineLabel ?? ((no) => t('invoice.select.selectOrder', { no })))(line.no)}</span>
                </Checkbox>
              )}
              <div className="inv-line__info">
                <p className="inv-line__no">{noLabel(line.no)}</p>
                {line.description && <p className="inv-line__desc">{line.description}</p>}
                <p className="inv-muted">
                  {line.time}
                  {line.amount !== undefined && line.amount !== line.invoiceableAmount
                    ? ` · ${t('invoice.select.orderAmount', { amount: money(line.amount) })}`
                    : ''}
                </p>
                <p className="inv-line__amount">{t('invoice.select.invoiceable', { amount: money(line.invoiceableAmount) })}</p>
              </div>
              {infoHref && (
                <Link className="app-link inv-line__info-link" to={infoHref(line)} aria-label={t('invoice.select.infoOf', { no: line.no })}>
                  {t('invoice.select.info')}
                </Link>
              )}
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
