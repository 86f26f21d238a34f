import { useSnapshot } from 'valtio';
import { startBuyNow, type BuyerCartLine } from '@/features/cart';
import { api, type CallBody } from '@/lib/api';
import { baseQuantity } from '@/domain';
import { useT } from '@/lib/i18n';
import { loginHref, useLocation, useNavigate } from '@/lib/navigation';
import { queryClient } from '@/lib/query';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import { goodsDetail } from './queries';
import type { GoodsPage } from './useGoodsPage';

// Every cart count on screen reads under ['cart']; favourites are shown under ['member'].
const CART: readonly (readonly string[])[] = [['cart']];
const FAVOURITES: readonly (readonly string[])[] = [['member']];

/** The cart line the goods page made, as cart.add takes it. */
function cartAddBody(line: BuyerCartLine): CallBody<'cart.add'> {
  return {
    goodsId: line.goodsId,
    resourceId: line.resourceId,
    quantity: line.quantity,
    unit: line.unit,
    selectInfos: line.selectInfos.map((s) => ({ attributeNo: s.attributeNo, attributeValueNo: s.attributeValueNo })),
    addons: line.cartAdditems.map((a) => ({ additemId: a.additemId })),
    ...(line.isRebar && line.rebarEntries && line.rebarEntries.length > 0 ? { rebarEntries: line.rebarEntries } : {}),
  };
}

/**
 * What the goods page does: add to the cart (the contract cart under a contract, at the contract's price,
 * in the goods' pricing unit), buy now (the order cart becomes this one line), collect. Acting needs a
 * login: a visitor is sent to log in and back.
 */
export function useGoodsActions(page: GoodsPage, goodsId: string, contractId: string | undefined, quantityValid: boolean) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { loggedIn, userInfo } = useSnapshot(session);
  const { detail, variety } = page;
  const failed = (message: string) => t('goods.detail.failed', { message });
  // Under a contract: the contract goods of the matched variety (the detail names the contract's first one).
  const contractGoodsId = detail?.contractId ? (variety?.contractGoodsId ?? detail.contractGoodsId) : undefined;
  const contract = detail?.contractId && contractGoodsId ? detail.contractId : undefined;

  const add = useWrite({
    write: async (line: BuyerCartLine) => {
      const addons = line.cartAdditems.map((a) => ({ additemId: a.additemId }));
      if (contract && contractGoodsId) {
        await api.cart.contractAdd({
          contractId: contract,
          contractGoodsId,
          goodsId: line.goodsId,
          quantity: baseQuantity(line.quantity, line.convertRate),
          addons,
        });
        return;
      }
      await api.cart.add(cartAddBody(line));
    },
    // Without a network the add waits on the device (not a contract's: the contract cart is priced by the gateway).
    queue:
      contract && contractGoodsId
        ? undefined
        : (line, idempotencyKey) => ({
            call: 'cart.add',
            body: { ...cartAddBody(line), idempotencyKey },
            label: t('goods.detail.waitingAdd', { name: line.goodsName, quantity: line.quantity, unit: line.unit }),
          }),
    invalidates: CART,
    message: failed,
    onSuccess: () => showToast(t('goods.detail.added')),
  });

  const favourite = useWrite({
    write: async ({ memberId, collect }: { memberId: string; collect: boolean }) => {
      if (collect) await api.member.storeCollect({ memberId, goodsId });
      else await api.member.removeByGoodsIds({ memberId, goodsIds: [goodsId] });
    },
    invalidates: FAVOURITES,
    message: failed,
    onSuccess: (_, { collect }) => {
      queryClient.setQueryData(goodsDetail(goodsId, contractId).queryKey, (old) => (old ? { ...old, favourite: collect } : old));
      showToast(collect ? t('goods.detail.favourited') : t('goods.detail.unfavourited'));
    },
  });

  const requireLogin = (): boolean => {
    if (loggedIn) return true;
    void navigate(loginHref(`${location.pathname}${location.search}`));
    return false;
  };
  const readyLine = (): BuyerCartLine | null => {
    if (page.line === null) {
      showToast(page.varietyError ? t('goods.detail.noVariety') : t('goods.detail.chooseConditions'));
      return null;
    }
    if (!quantityValid) {
      showToast(t('goods.detail.fixQuantity'));
      return null;
    }
    return page.line;
  };

  return {
    adding: add.pending,
    favouriting: favourite.pending,
    addToCart: () => {
      if (!requireLogin()) return;
      const line = readyLine();
      if (line !== null) void add.run(line);
    },
    buyNow: () => {
      if (!requireLogin() || detail === undefined) return;
      const line = readyLine();
      if (line === null) return;
      // Under a contract the order is placed and priced under it (the group's contractId), not as contractId '0'.
      startBuyNow(
        { sellerId: detail.sellerId, sellerName: detail.sellerName, effective: true, ...(contract ? { contractId: contract } : {}) },
        contract && contractGoodsId ? { ...line, contractGoodsId } : line,
      );
      void navigate(href('/v2/order', { from: 'buyNow', goodsId, contractId }));
    },
    toggleFavourite: () => {
      if (!requireLogin()) return;
      const memberId = userInfo?.memberId;
      if (memberId) void favourite.run({ memberId, collect: !(detail?.favourite ?? false) });
    },
  };
}
