import {
  cartContractCountQuery,
  cartCountQuery,
  goodsBuyConditionsQuery,
  goodsCategoriesQuery,
  goodsDetailQuery,
  goodsMatchVarietyQuery,
  goodsRebarPriceQuery,
  goodsSearchPages,
  goodsShopDetailQuery,
  goodsStoresQuery,
  goodsUnitsQuery,
} from '@/lib/queries';
import { pageRecord } from '@/lib/pageRecord';
import { defineLoaders } from '@/lib/routeData';
import { session } from '@/lib/session';

// A goods opened under a contract is read at the contract's prices.
const underContract = (contractId: string | undefined) => (contractId ? { contractId } : {});

export const goodsDetail = (goodsId: string, contractId?: string) => goodsDetailQuery({ goodsId, ...underContract(contractId) });
export const buyConditions = (goodsId: string, contractId?: string) => goodsBuyConditionsQuery({ goodsId, ...underContract(contractId) });
export const goodsUnits = (goodsId: string) => goodsUnitsQuery({ goodsId });
/** The variety of the chosen buy conditions (keyed by them: each choice asks once). */
export const matchedVariety = (goodsId: string, attributeValueNos: readonly string[], contractId?: string) =>
  goodsMatchVarietyQuery({ goodsId, attributeValueNos: [...attributeValueNos], ...underContract(contractId) });
export const rebarPrice = (goodsId: string, varietyId: string) => goodsRebarPriceQuery({ goodsId, varietyId });
export const shopDetail = (shopId: string) => goodsShopDetailQuery({ shopId });
export const pickupStores = (sellerId: string) => goodsStoresQuery({ sellerId });

/** The count on the goods page's cart button: the contract cart's under a contract, else the buyer cart's. */
export const cartBadge = (contractId?: string) => (contractId ? cartContractCountQuery() : cartCountQuery());

/** Goods per page of a category. */
export const CATEGORY_PAGE_SIZE = 10;
export const categoryTree = () => goodsCategoriesQuery();
/** The goods of a category (and its subcategories), best sellers first. */
export const categoryGoodsPages = (categoryId: string) => goodsSearchPages({ categoryId, sort: 'sales' }, CATEGORY_PAGE_SIZE);

const goodsPage = ({ goodsId, contractId }: { goodsId: string; contractId?: string }) => [
  pageRecord(goodsDetail(goodsId, contractId)),
  buyConditions(goodsId, contractId),
  goodsUnits(goodsId),
  session.loggedIn && cartBadge(contractId),
];

export const loaders = defineLoaders({
  // A shared link lands here: the goods is asked for while the screen's code is on its way.
  '/shoppingDetail': goodsPage,
  '/v2/detail': goodsPage,
  '/shoppingDetail/DeliveryModel': ({ goodsId }) => [pageRecord(goodsDetail(goodsId))],
  '/shoppingDetail/PromotionModel': ({ goodsId }) => [pageRecord(goodsDetail(goodsId))],
  '/goods': ({ categoryId }) => [categoryTree(), categoryId ? categoryGoodsPages(categoryId) : null],
});
