import { Button, Checkbox, SpinLoading } from 'antd-mobile';
import { useMemo } from 'react';
import { Header } from '@/components/Header';
import { Money } from '@/components/Money';
import { StatusBlock } from '@/components/StatusBlock';
import { buyerCartTotal, buyerOrderCarts } from '@/domain';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { useWaitingWrites } from '@/lib/offline/useWaitingWrites';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { CartShop, InvalidLines } from '../components/CartLineRow';
import { buyerCart, contractCartCount } from '../queries';
import { isAllShownChecked, selectableLines, selectAll, settle, shownCart, type CartGroup } from '../store';
import { useCartSelection } from '../useCartWrite';
import { useTapped } from '../shownSelection';
import '../components/cart.css';

/**
 * /cart/cart: the buyer cart by seller. Select all / shop / line (domain cascades, saved), quantity with
 * the goods stepper (saved through the cart update call), swipe to delete, unavailable lines apart and
 * never ordered, add-on and rebar summaries, the domain's total, and settle to the order confirm page.
 */
export default function Cart() {
  const t = useT();
  const navigate = useNavigate();
  const cart = useQuery(buyerCart());
  const contractCount = useQuery(contractCartCount()).data?.contractNum;
  const waiting = useWaitingWrites();
  const groups = useTapped(
    cart.data,
    useMemo(() => shownCart(cart.data, waiting), [cart.data, waiting]),
  );

  let body;
  if (cart.data === undefined && cart.error !== null) {
    body = (
      <StatusBlock status="default" title={t('cart.loadFailed')} description={errorText(cart.error)}>
        <Button color="primary" onClick={() => void cart.refetch()}>
          {t('cart.retry')}
        </Button>
      </StatusBlock>
    );
  } else if (cart.data === undefined) {
    body = (
      <div className="cart-loading">
        <SpinLoading color="primary" aria-label={t('common.loading')} />
      </div>
    );
  } else if (groups.length === 0) {
    body = (
      <StatusBlock status="empty" title={t('cart.empty')}>
        <Button color="primary" onClick={() => void navigate(href('/index'))}>
          {t('cart.goShopping')}
        </Button>
      </StatusBlock>
    );
  } else {
    const invalidLines = groups.flatMap((g) => g.children.filter((l) => !l.effective || !g.effective));
    body = (
      <>
        {groups.map((g) => {
          const lines = selectableLines(g);
          return lines.length > 0 ? <CartShop key={g.sellerId} groups={groups} group={g} lines={lines} /> : null;
        })}
        <InvalidLines lines={invalidLines} />
      </>
    );
  }

  return (
    <div className="cart-page app-hit-inputs">
      <Header
        title={t('cart.title')}
        right={
          <button type="button" className="app-link" onClick={() => void navigate(href('/ShoppingCart'))}>
            {contractCount ? t('cart.contractEntryCount', { count: contractCount }) : t('cart.contractEntry')}
          </button>
        }
      />
      <main className="cart-body">{body}</main>
      {groups.length > 0 && <CartBar groups={groups} />}
    </div>
  );
}

/** Select all, the domain's total of the checked effective lines, and settle. */
function CartBar({ groups }: { groups: readonly CartGroup[] }) {
  const t = useT();
  const navigate = useNavigate();
  const select = useCartSelection();
  const orderCount = buyerOrderCarts(groups).reduce((n, g) => n + g.children.length, 0);
  const onSettle = () => {
    if (!settle(groups)) {
      showToast(t('cart.chooseFirst'));
      return;
    }
    void navigate(href('/v2/order', { from: 'cart' }));
  };
  return (
    <footer className="cart-bar">
      <Checkbox checked={isAllShownChecked(groups)} onChange={() => void select.run(selectAll(groups))}>
        {t('cart.selectAll')}
      </Checkbox>
      <div className="cart-bar__total">
        <span>{t('cart.total')}</span>
        <strong data-testid="cart-total">
          <Money value={buyerCartTotal(groups)} tone="strong" />
        </strong>
      </div>
      <Button color="primary" shape="rounded" onClick={onSettle} disabled={orderCount === 0}>
        {t('cart.settle', { count: orderCount })}
      </Button>
    </footer>
  );
}
