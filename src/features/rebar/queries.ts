import { cartRebarEntriesQuery, goodsRebarOptionsQuery, goodsRebarPriceQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

/** The shapes and typical values of a rebar goods. */
export const rebarOptions = (goodsId: string) => goodsRebarOptionsQuery({ goodsId });
/** The rebar price of a goods, of the goods page's specification when it names one. */
export const rebarPriceOf = (goodsId: string, varietyId?: string) => goodsRebarPriceQuery({ goodsId, ...(varietyId ? { varietyId } : {}) });
/** A cart line's saved entries and price. */
export const cartLineRebar = (cartResourceId: string) => cartRebarEntriesQuery({ cartResourceId });

export const loaders = defineLoaders({
  '/selectRebar': ({ goodsId, cartResourceId, varietyId }) => [
    cartResourceId ? cartLineRebar(cartResourceId) : goodsId && rebarPriceOf(goodsId, varietyId),
    goodsId && rebarOptions(goodsId),
  ],
});
