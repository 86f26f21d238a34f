import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { readChosenAddons } from '@/features/addons';
import { readRebarEntries, rebarEntriesAmount } from '@/features/rebar';
import { errorText } from '@/lib/api';
import { useQuery } from '@/lib/query';
import { buyConditions, goodsDetail, goodsUnits, matchedVariety, rebarPrice } from './queries';
import { cartLineOf, choiceOf, goodsStore, goodsView, unitPrice } from './store';

/**
 * The goods page's data: the goods, its buy conditions and units (the route loader started them), the buyer's
 * choices over them, the variety matched to the chosen conditions (asked again as they change, the last
 * one shown meanwhile), the rebar price of that variety, and the cart line all of it makes.
 */
export function useGoodsPage(goodsId: string, contractId: string | undefined) {
  const detailQuery = useQuery(goodsDetail(goodsId, contractId));
  const conditionsQuery = useQuery(buyConditions(goodsId, contractId));
  const unitsQuery = useQuery(goodsUnits(goodsId));
  const choice = useSnapshot(goodsStore);
  const detail = detailQuery.data;
  const units = unitsQuery.data;
  const conditions = conditionsQuery.data;
  const view = useMemo(() => goodsView(conditions ?? [], units ?? [], choiceOf(choice, goodsId)), [conditions, units, choice, goodsId]);
  const loaded = detail !== undefined && units !== undefined && conditions !== undefined;

  const varietyQuery = useQuery({
    ...matchedVariety(goodsId, view.valueNos, contractId),
    enabled: loaded,
    // While another choice is matched, the last variety of this goods (never another goods') stays on screen.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].goodsId === goodsId ? previous : undefined),
  });
  const variety = varietyQuery.data ?? null;
  const isRebar = detail?.isRebar ?? false;
  const rebarQuery = useQuery({ ...rebarPrice(goodsId, variety?.varietyId ?? ''), enabled: isRebar && variety !== null });

  // The add-on and rebar choices live in this tab's storage (written by /goodChooseServe and /selectRebar,
  // which this page is mounted anew after).
  const addons = useMemo(() => readChosenAddons(goodsId), [goodsId]);
  const rebarEntries = useMemo(() => (isRebar ? readRebarEntries(goodsId) : []), [isRebar, goodsId]);
  const rebarAmount = rebarEntriesAmount(rebarEntries, rebarQuery.data?.rebarPrice ?? '0.00');

  const price = unitPrice(detail, variety, view.unit);
  const line =
    detail === undefined || variety === null || view.unit === null
      ? null
      : cartLineOf({ detail, variety, unit: view.unit, view, price, addons, rebarEntries, rebarAmount });

  const failed = [detailQuery, conditionsQuery, unitsQuery].filter((q) => q.error !== null && q.data === undefined);
  return {
    detail,
    view,
    units: units ?? [],
    variety,
    price,
    line,
    addons,
    rebarEntries,
    rebarAmount,
    unitName: view.unit?.unitName ?? detail?.unit ?? '',
    /** Nothing to show yet: the goods, or the first variety of it, is on its way. */
    loading: !loaded || (varietyQuery.isPending && varietyQuery.fetchStatus !== 'idle'),
    error: failed[0]?.error ?? null,
    retry: () => failed.forEach((q) => void q.refetch()),
    matching: varietyQuery.isFetching,
    varietyError: varietyQuery.error !== null && varietyQuery.data === undefined ? errorText(varietyQuery.error) : '',
  };
}

export type GoodsPage = ReturnType<typeof useGoodsPage>;
