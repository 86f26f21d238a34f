import { readOrderCart, startBuyNow, type BuyerCartLine } from '@/features/cart';
import type { Href } from '@/lib/href';
import { href } from '@/lib/routes';
import type { ConcreteOffer } from './concrete';
import type { ConcretePicks } from './concreteForm';
import { prepareCheckout } from './store';

/**
 * Hands the form over to the confirm page: one buy-now line and a fresh checkout with the site address,
 * the pour time and the memo (the slump: it has no field in the order draft). Answers the confirm page's address.
 */
export function handConcreteOver(offer: ConcreteOffer, line: BuyerCartLine, form: ConcretePicks, buyerMemo: string): Href {
  startBuyNow(
    {
      sellerId: offer.sellerId,
      sellerName: offer.sellerName,
      effective: true,
      ...(offer.contractId ? { contractId: offer.contractId } : {}),
      ...(offer.contractNo ? { contractNo: offer.contractNo } : {}),
    },
    line,
  );
  prepareCheckout(readOrderCart(), { addressId: form.addressId, takeDate: form.takeDate, timeSlot: form.timeSlot || undefined, buyerMemo });
  return offer.contractId
    ? href('/v2/order', { from: 'contract', contractId: offer.contractId })
    : href('/v2/order', { from: 'buyNow', goodsId: offer.goodsId });
}
