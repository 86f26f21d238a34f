import { useMemo } from 'react';
import { useQueries, useQuery } from '@/lib/query';
import { cartContractAddonsQuery, goodsAddonsQuery, goodsMatchVarietyQuery } from '@/lib/queries';
import type { AddonItem } from '@/domain';
import { checkoutOptionsOf, concreteGoodsReads, contractOf, contractSubInit } from '../checkoutQueries';
import { catalogueOfferOf, concreteAddonChoice, contractConcreteGoods, contractOfferOf, gradeMatches, type ConcreteOffer } from '../concrete';

interface Read {
  readonly isPending: boolean;
  readonly error: unknown;
  readonly refetch: () => Promise<unknown>;
}

/** What the reads say together: loading while one that is needed is, the first failure, a retry of the failed ones. */
function together(reads: readonly (Read | false)[]) {
  const needed = reads.filter((read): read is Read => read !== false);
  const failed = needed.filter((read) => read.error !== null);
  return {
    loading: failed.length === 0 && needed.some((read) => read.isPending),
    error: failed[0]?.error ?? null,
    retry: () => void Promise.all(failed.map((read) => read.refetch())),
  };
}

/**
 * What the concrete order form offers, from the query cache: under a contract its concrete goods at the
 * contract price (order.contractSubInit, contract.details, then the goods' units and detail), else the
 * catalogue goods' grades (goods detail, buy conditions and units, a variety matched per grade, the seller's
 * default address). `offer` is null when the route names neither goods nor contract.
 */
export function useConcreteOffer(goodsId: string | undefined, contractId: string | undefined) {
  const init = useQuery({ ...contractSubInit(contractId ?? ''), enabled: !!contractId });
  const details = useQuery({ ...contractOf(contractId ?? ''), enabled: !!contractId });
  const formGoods = contractId ? (init.data && details.data ? contractConcreteGoods(init.data, details.data, goodsId) : '') : (goodsId ?? '');
  const [detailQuery, conditionsQuery, unitsQuery] = concreteGoodsReads(formGoods);
  const detail = useQuery({ ...detailQuery, enabled: !!formGoods });
  const conditions = useQuery({ ...conditionsQuery, enabled: !!formGoods && !contractId });
  const units = useQuery({ ...unitsQuery, enabled: !!formGoods });

  const catalogue = !contractId && !!goodsId;
  const wanted = catalogue && conditions.data ? gradeMatches(conditions.data) : [];
  const varieties = useQueries({
    queries: wanted.map((attributeValueNos) => goodsMatchVarietyQuery({ goodsId: goodsId ?? '', attributeValueNos })),
  });
  const sellerId = catalogue ? (detail.data?.sellerId ?? '') : '';
  // The suggested site address only: the form goes on without it.
  const checkout = useQuery({ ...checkoutOptionsOf({ sellerId, children: [{ goodsId: goodsId ?? '' }] }), enabled: !!sellerId });

  const contractGoodsDone = !formGoods || (detail.data !== undefined && units.data !== undefined);
  const state = contractId ? together([init, details, !!formGoods && detail, !!formGoods && units]) : together(catalogue ? [detail, conditions, units] : []);
  const varietiesDone = varieties.every((read) => !read.isPending);
  const checkoutDone = !sellerId || !checkout.isPending;

  let offer: ConcreteOffer | null | undefined;
  if (contractId) {
    offer =
      init.data && details.data && contractGoodsDone
        ? contractOfferOf(init.data, details.data, goodsId, { units: units.data ?? [], detail: detail.data ?? null })
        : undefined;
  } else if (goodsId) {
    offer =
      detail.data && conditions.data && units.data && varietiesDone && checkoutDone
        ? catalogueOfferOf(
            goodsId,
            detail.data,
            conditions.data,
            units.data,
            varieties.map((read) => read.data),
            checkout.data?.defaultAddressId,
          )
        : undefined;
  } else offer = null;
  return { offer, loading: offer === undefined && (state.loading || !varietiesDone || !checkoutDone), error: state.error, retry: state.retry };
}

/** The add-on groups of the form's goods as a choice, the form's checked items checked (the contract's prices under a contract). */
export function useConcreteAddons(goodsId: string, contractId: string | undefined, checked: readonly string[]) {
  const catalogueAddons = useQuery({ ...goodsAddonsQuery({ goodsId }), enabled: !!goodsId && !contractId });
  const contractAddons = useQuery({ ...cartContractAddonsQuery({ contractId: contractId ?? '', goodsId }), enabled: !!goodsId && !!contractId });
  const read = contractId ? contractAddons : catalogueAddons;
  const tree = read.data as readonly AddonItem[] | undefined;
  const choice = useMemo(() => (tree ? concreteAddonChoice(tree, checked) : null), [tree, checked]);
  return { choice, read };
}
