import Badge from 'antd-mobile/es/components/badge';
import { useNavigate } from '@/lib/navigation';
import { CartIcon } from '@/components/icons/icons';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';

const SearchIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
);

/**
 * The home top bar: a search box that opens /v2/search, and the cart with its count badge — the cart
 * only for a logged-in buyer (`cartNum` null hides it).
 */
export function TopBar({ cartNum }: { cartNum: number | null }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="home-top-bar">
      <button type="button" className="home-top-bar__search" onClick={() => void navigate(href('/v2/search'))} aria-label={t('home.search')}>
        <SearchIcon />
        <span className="home-top-bar__placeholder">{t('home.searchPlaceholder')}</span>
      </button>
      {cartNum !== null && (
        <button
          type="button"
          className="home-top-bar__cart"
          onClick={() => void navigate(href('/cart/cart'))}
          aria-label={t('home.cartWithCount', { count: cartNum })}
        >
          <Badge content={cartNum > 0 ? (cartNum > 99 ? '99+' : String(cartNum)) : null}>
            <CartIcon />
          </Badge>
        </button>
      )}
    </div>
  );
}
