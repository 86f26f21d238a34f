import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import { useSnapshot } from 'valtio';
import { Money } from '@/components/Money';
import { buyerLineAmount, type BuyerCartLine } from '@/features/cart';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { cartContractCountQuery, cartCountQuery } from '@/lib/queries';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';

export interface GoodsActionBarProps {
  readonly line: BuyerCartLine | null;
  readonly contractId: string | undefined;
  readonly busy: boolean;
  readonly onAddToCart: () => void;
  readonly onBuyNow: () => void;
}

/** The cart count the goods page shows: the contract cart's under a contract, else the buyer cart's; null for a visitor. */
function useCartCount(contractId: string | undefined): number | null {
  const { loggedIn } = useSnapshot(session);
  const buyer = useQuery({ ...cartCountQuery(), enabled: loggedIn && !contractId });
  const underContract = useQuery({ ...cartContractCountQuery(), enabled: loggedIn && !!contractId });
  if (!loggedIn) return null;
  return (contractId ? underContract.data?.contractNum : buyer.data?.cartNum) ?? null;
}

/** The bottom bar: the total of the line, the cart with its count, add to cart and buy now. */
export function GoodsActionBar({ line, contractId, busy, onAddToCart, onBuyNow }: GoodsActionBarProps) {
  const t = useT();
  const navigate = useNavigate();
  const count = useCartCount(contractId);
  return (
    <footer className="goods-bar">
      <div className="goods-bar__total">
        <span>{t('goods.detail.total')}</span>
        <strong aria-label={t('goods.detail.total')}>
          <Money value={line ? buyerLineAmount(line) : '0'} tone="strong" />
        </strong>
      </div>
      <Button
        size="small"
        fill="none"
        aria-describedby={count ? 'goods-cart-count' : undefined}
        onClick={() => void navigate(contractId ? href('/ShoppingCart') : href('/cart/cart'))}
      >
        <Badge content={count ? <span aria-hidden="true">{count > 99 ? '99+' : count}</span> : null}>{t('goods.detail.cart')}</Badge>
      </Button>
      {count ? (
        <span id="goods-cart-count" hidden>
          {t('goods.detail.cartCount', { count })}
        </span>
      ) : null}
      <Button size="small" color="warning" onClick={onAddToCart} disabled={busy}>
        {t('goods.detail.addToCart')}
      </Button>
      <Button size="small" color="primary" onClick={onBuyNow} disabled={busy}>
        {t('goods.detail.buyNow')}
      </Button>
    </footer>
  );
}
