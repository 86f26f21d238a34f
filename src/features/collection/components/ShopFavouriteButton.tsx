import { useSnapshot } from 'valtio';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { loginHref, useLocation, useNavigate } from '@/lib/navigation';
import { callKey, invalidate, useQuery } from '@/lib/query';
import { session } from '@/lib/session';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import { shopKept } from '../queries';
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
  const kept = useQuery({ ...shopKept(memberId ?? '', shopId), enabled: memberId !== undefined });
  const on = kept.data === true;

  const toggle = useWrite({
    write: ({ member, keep }: { member: string; keep: boolean }) =>
      keep ? api.member.collectShop({ memberId: member, shopId }) : api.member.removeByShopIds({ memberId: member, shopIds: [shopId] }),
    message: (message) => t('collection.shop.failed', { message }),
    // The button shows the kept state again before it takes another tap (the favourites list changes too).
    onSuccess: async (_data, { keep }) => {
      showToast(keep ? t('collection.shop.followed') : t('collection.shop.unfollowed'));
      await invalidate(callKey('member.findShops'));
    },
  });
  const tap = () => {
    if (memberId === undefined) void navigate(loginHref(`${location.pathname}${location.search}`));
    else void toggle.run({ member: memberId, keep: !on });
  };

  return (
    <button
      type="button"
      className={on ? 'col-shop-follow col-shop-follow--on' : 'col-shop-follow'}
      aria-pressed={on}
      aria-label={t('collection.shop.followLabel', { name: shopName })}
      disabled={memberId !== undefined && kept.isPending}
      onClick={tap}
    >
      <span className="col-shop-follow__pill">{on ? t('collection.shop.following') : t('collection.shop.follow')}</span>
    </button>
  );
}
