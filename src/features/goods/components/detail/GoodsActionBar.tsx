import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import { useSnapshot } from 'valtio';
import { CartIcon } from '@/components/icons/icons';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { cartContractCountQuery, cartCountQuery } from '@/lib/queries';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';

export interface GoodsActionBarProps {
  readonly shopName: string;
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

/**
 * The bottom bar as shopping apps lay it out: the shop and the cart (with its count) as labelled icons on
 * the left, add to cart and buy now as one large pill on the right.
 */
export function GoodsActionBar({ shopName, contractId, busy, onAddToCart, onBuyNow }: GoodsActionBarProps) {
  const t = useT();
  const navigate = useNavigate();
  const count = useCartCount(contractId);
  return (
    <footer className="goods-bar">
      {/* There is no shop page: the shop's goods are a search by its name. */}
      <button type="button" className="goods-bar__icon" onClick={() => void navigate(href('/v2/search', { keyword: shopName }))}>
        <ShopbagOutline className="goods-bar__glyph" aria-hidden="true" />
        <span>{t('goods.detail.shop')}</span>
      </button>
      <button
        type="button"
        className="goods-bar__icon"
        aria-describedby={count ? 'goods-cart-count' : undefined}
        onClick={() => void navigate(contractId ? href('/ShoppingCart') : href('/cart/cart'))}
      >
        <Badge content={count ? <span aria-hidden="true">{count > 99 ? '99+' : count}</span> : null}>
          <CartIcon className="goods-bar__glyph" />
        </Badge>
        <span>{t('goods.detail.cart')}</span>
      </button>
      {count ? (
        <span id="goods-cart-count" hidden>
          {t('goods.detail.cartCount', { count })}
        </span>
      ) : null}
      <div className="goods-bar__actions">
        <Button className="goods-bar__add" color="warning" onClick={onAddToCart} disabled={busy}>
          {t('goods.detail.addToCart')}
        </Button>
        <Button className="goods-bar__buy" color="primary" onClick={onBuyNow} disabled={busy}>
          {t('goods.detail.buyNow')}
        </Button>
      </div>
    </footer>
  );
}
