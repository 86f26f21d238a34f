import type { CallBody } from '@/lib/api';
import {
  cartContractAddonsQuery,
  cartContractCountQuery,
  cartContractListQuery,
  contractDetailsQuery,
  contractFindSellerQuery,
  contractMyContractsPages,
  contractSalesmanQuery,
  goodsUnitsQuery,
} from '@/lib/queries';
import { pageRecord } from '@/lib/pageRecord';
import { defineLoaders } from '@/lib/routeData';
import { session } from '@/lib/session';

const PAGE_SIZE = 10;

/** What the contract list is narrowed to: a status tab, a seller, a keyword. */
export type ContractFilter = Omit<CallBody<'contract.myContracts'>, 'pageNum' | 'pageSize'>;

/** The buyer's contracts under a filter, page by page. */
export const contractPages = (filter: ContractFilter) => contractMyContractsPages(filter, PAGE_SIZE);
/** The sellers the buyer holds contracts with (the list's seller filter). */
export const contractSellers = () => contractFindSellerQuery({});
/** A contract with its goods (404 when missing or another buyer's). */
export const contractDetail = (contractId: string) => contractDetailsQuery({ contractId });
/** The salesmen of the sellers the member holds contracts with. */
export const salesmen = (memberId: string) => contractSalesmanQuery({ memberId });
/** The add-on tree of a contract goods, priced as agreed in the contract. */
export const contractAddons = (contractId: string, goodsId: string) => cartContractAddonsQuery({ contractId, goodsId });
/** The number of lines in the contract cart. */
export const contractCartCount = () => cartContractCountQuery();
/** The contract cart (what it already holds of each contract goods). */
export const contractCart = () => cartContractListQuery();
/** The units of a goods (the quantity grid of the contract unit). */
export const goodsUnits = (goodsId: string) => goodsUnitsQuery({ goodsId });

export const loaders = defineLoaders({
  '/myContract': ({ status }) => [contractPages(status === 'executing' || status === 'finished' ? { status } : {}), contractSellers()],
  '/contractDetail': ({ contractId }) => {
    const memberId = session.userInfo?.memberId;
    return [pageRecord(contractDetail(contractId)), contractCartCount(), memberId !== undefined && salesmen(memberId)];
  },
  '/contractDetail/detail': ({ contractId }) => [pageRecord(contractDetail(contractId))],
  // The units and add-ons depend on the contract's goods: the screen asks for them once the contract is in.
  '/contractDetail/additems': ({ contractId }) => [pageRecord(contractDetail(contractId)), contractCart(), contractCartCount()],
  '/contractDetail/additemsShowPages': ({ contractId }) => [pageRecord(contractDetail(contractId))],
});
