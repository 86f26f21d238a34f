import { Button, Checkbox } from 'antd-mobile';
import { Money, money } from '@/components/Money';
import type { ContractCartTotal } from '@/domain';
import { useT } from '@/lib/i18n';
import './cart.css';
import './contractCart.css';

/**
 * The bottom bar of a contract cart (all contracts or one): select all, the domain's totals (total = goods
 * totalSmall + add-ons totalBig), and the order button — or, for a buyer whose menu tree leaves contract
 * ordering out, a note instead of it. `orderLabel` names the button (结算(n) or 去下单(n)).
 */
export function ContractCartBar({
  allChecked,
  selectable,
  onToggleAll,
  total,
  mayOrder,
  orderCount,
  orderLabel,
  onOrder,
  blockedNote,
}: {
  allChecked: boolean;
  /** False when no line can be checked (no effective contract): the select-all box is disabled. */
  selectable: boolean;
  onToggleAll: () => void;
  total: ContractCartTotal;
  mayOrder: boolean;
  orderCount: number;
  orderLabel: string;
  onOrder: () => void;
  /** Said instead of the whole bar when the lines cannot be selected nor ordered (an ineffective contract). */
  blockedNote?: string | undefined;
}) {
  const t = useT();
  // Nothing can be selected or ordered: the bar only says why.
  if (blockedNote !== undefined) {
    return (
      <footer className="cart-bar">
        <p className="ccart-no-permission ccart-blocked" role="note">
          {blockedNote}
        </p>
      </footer>
    );
  }
  const action = mayOrder ? (
    <Button color="primary" shape="rounded" onClick={onOrder} disabled={orderCount === 0}>
      {orderLabel}
    </Button>
  ) : (
    <p className="ccart-no-permission" role="note">
      {t('cart.contract.noPermission')}
    </p>
  );
  return (
    <footer className="cart-bar">
      <Checkbox checked={allChecked} disabled={!selectable} onChange={onToggleAll}>
        {t('cart.selectAll')}
      </Checkbox>
      <div className="cart-bar__total">
        <span>{t('cart.total')}</span>
        <strong data-testid="contract-cart-total">
          <Money value={total.total} tone="strong" />
        </strong>
        <span className="ccart-breakdown" data-testid="contract-cart-breakdown">
          {t('cart.contract.breakdown', { goods: money(total.totalSmall), addons: money(total.totalBig) })}
        </span>
      </div>
      {action}
    </footer>
  );
}
