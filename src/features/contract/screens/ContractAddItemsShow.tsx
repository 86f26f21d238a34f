import { EmptyState, ErrorState, LoadingState } from '@/components/LoadState';
import { Money } from '@/components/Money';
import type { AddonItem } from '@/domain';
import { useQueries } from '@/lib/query';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { ContractDetail } from '../api';
import { contractAddons } from '../queries';
import { ContractGate } from '../components/ContractGate';
import '../contract.css';

/**
 * /contractDetail/additemsShowPages?contractId=…&contractGoodsId=…: the add-on items of a contract's goods
 * and the prices agreed in the contract, grouped by add-on group — read only (one goods, or every goods
 * of the contract that has add-ons).
 */
export default function ContractAddItemsShow() {
  const { contractId, contractGoodsId } = useRouteQuery('/contractDetail/additemsShowPages');
  const title = useRouteTitle('/contractDetail/additemsShowPages');
  return (
    <ContractGate contractId={contractId} title={title}>
      {(contract) => <AddonPrices contract={contract} contractGoodsId={contractGoodsId} />}
    </ContractGate>
  );
}

function AddonPrices({ contract, contractGoodsId }: { contract: ContractDetail; contractGoodsId: string | undefined }) {
  const t = useT();
  const goodsList = contract.goodsList.filter((g) => g.hasAdditems && (contractGoodsId === undefined || g.contractGoodsId === contractGoodsId));
  const goodsIds = [...new Set(goodsList.map((g) => g.goodsId))];
  // Goods sharing a goodsId (C30 and C35 of one concrete) share one add-on tree: asked once each.
  const trees = useQueries({
    queries: goodsIds.map((id) => contractAddons(contract.contractId, id)),
    combine: (reads) => ({
      data: reads.every((read) => read.data !== undefined) ? new Map(goodsIds.map((id, i) => [id, (reads[i]?.data ?? []) as AddonItem[]])) : undefined,
      error: reads.find((read) => read.error)?.error ?? null,
      retry: () => reads.filter((read) => read.error).forEach((read) => void read.refetch()),
    }),
  });
  const { data } = trees;
  const error = data === undefined ? trees.error : null;
  const reload = trees.retry;
  let body;
  if (goodsList.length === 0) body = <EmptyState title={t('contract.show.empty')} />;
  else if (error) body = <ErrorState title={t('contract.show.failed')} error={error} onRetry={reload} retryLabel={t('contract.retry')} />;
  else if (data === undefined) body = <LoadingState />;
  else
    body = goodsList.map((goods) => {
      const name = [goods.goodsName, goods.varietyName].filter(Boolean).join(' ');
      const groups = (data.get(goods.goodsId) ?? []).filter((g) => (g.children ?? []).length > 0);
      return (
        <section key={goods.contractGoodsId} className="ctr-section" aria-label={name}>
          <h2 className="ctr-section__title">{name}</h2>
          {groups.length === 0 ? (
            <p className="ctr-muted">{t('contract.show.noAddons')}</p>
          ) : (
            groups.map((group) => (
              <div key={group.additemId} className="ctr-addon-group">
                <h3 className="ctr-addon-group__title">{group.additemName}</h3>
                <dl className="ctr-terms">
                  {(group.children ?? []).map((item) => (
                    <div key={item.additemId} className="ctr-terms__row">
                      <dt>{item.additemName}</dt>
                      <dd className="ctr-price">{item.ifNegotiate ? t('contract.show.negotiate') : <Money value={item.additemPrice} />}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))
          )}
        </section>
      );
    });

  return (
    <>
      <p className="ctr-subtitle">{t('contract.show.contractOf', { no: contract.contractNo, seller: contract.sellerName })}</p>
      {body}
    </>
  );
}
