import { useSnapshot } from 'valtio';
import { useClickGuard } from '@/components/ClickGuard';
import { errorText } from '@/lib/api';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { loginHref, useLocation, useNavigate } from '@/lib/navigation';
import { session } from '@/lib/session';
import { showErrorBanner, showToast } from '@/lib/ui';
import { collectionApi } from '../api';
import './shopFollow.css';

/**
 * 收藏店铺 / 已收藏 beside a shop (the goods detail's shop row): whether the buyer keeps the shop
 * (member.findShops for that shop), and a tap to keep or drop it. A visitor is sent to log in first.
 */
export function ShopFavouriteButton({ shopId, shopName }: { shopId: string; shopName: string }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { loggedIn, userInfo } = useSnapshot(session);
  const memberId = loggedIn ? userInfo?.memberId : undefined;
  const { guard } = useClickGuard();
  const kept = useServerData((signal) => (memberId ? collectionApi.shopCollected(memberId, shopId, signal) : Promise.resolve(false)), [memberId, shopId]);
  const on = kept.data === true;

  const toggle = async () => {
    if (!memberId) {
      void navigate(loginHref(`${location.pathname}${location.search}`));
      return;
    }
    try {
      if (on) await collectionApi.removeShops(memberId, [shopId]);
      else await collectionApi.collectShop(memberId, shopId);
      kept.setData(!on);
      showToast(on ? t('collection.shop.unfollowed') : t('collection.shop.followed'));
    } catch (error) {
      showErrorBanner(t('collection.shop.failed', { message: errorText(error) }));
    }
  };

  return (
    <button
      type="button"
      className={on ? 'col-shop-follow col-shop-follow--on' : 'col-shop-follow'}
      aria-pressed={on}
      aria-label={t('collection.shop.followLabel', { name: shopName })}
      disabled={memberId !== undefined && kept.loading}
      onClick={() => void guard(toggle)()}
    >
      {on ? t('collection.shop.following') : t('collection.shop.follow')}
    </button>
  );
}
