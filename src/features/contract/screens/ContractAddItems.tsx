import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/LoadState';
import { StatusBlock } from '@/components/StatusBlock';
import { chosenAddons, isContractOrderable } from '@/domain';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { invalidate, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import { addToContractCart, type ContractCartAddition, type ContractDetail } from '../api';
import { contractCartCount } from '../queries';
import { ContractGate } from '../components/ContractGate';
import { ContractGoodsEntry } from '../components/ContractGoodsEntry';
import { ContractSummary } from '../components/ContractSummary';
import { entryOf, type EntryChange } from '../components/contractAdd';
import { useContractGoods } from '../components/useContractGoods';
import '../contract.css';

// Every cart badge and the contract cart read under ['cart'].
const CART = [['cart']] as const;

/**
 * /contractDetail/additems?contractId=…&contractGoodsId=…: contract goods into the contract cart — one
 * goods, or any of the contract's when no contractGoodsId is given. Each has a quantity on its unit's grid,
 * at most what is left under the contract (surplus less what the cart holds; cansaleNumShow follows the
 * quantity live; a typed quantity above it is refused with the catalogue's message and never sent), and
 * the contract's add-ons with the domain's choice rules. An ineffective contract takes nothing.
 */
export default function ContractAddItems() {
  const { contractId, contractGoodsId } = useRouteQuery('/contractDetail/additems');
  const title = useRouteTitle('/contractDetail/additems');
  return (
    <ContractGate contractId={contractId} title={title} className="app-hit-inputs">
      {(contract) => <AddBody contract={contract} contractGoodsId={contractGoodsId} />}
    </ContractGate>
  );
}

function AddBody({ contract, contractGoodsId }: { contract: ContractDetail; contractGoodsId: string | undefined }) {
  const t = useT();
  const orderable = isContractOrderable(contract);
  const goodsList = contractGoodsId ? contract.goodsList.filter((g) => g.contractGoodsId === contractGoodsId) : contract.goodsList;
  const prepared = useContractGoods(contract.contractId, orderable ? goodsList : []);
  const cartCount = useQuery(contractCartCount());

  // Only what the buyer changed is kept: the rest follows the cart, which moves with every add.
  const [changes, setChanges] = useState<Readonly<Record<string, EntryChange>>>({});
  const change = useCallback((id: string, next: EntryChange) => {
    setChanges((before) => {
      const current = before[id] ?? {};
      const same = (Object.keys(next) as (keyof EntryChange)[]).every((key) => current[key] === next[key]);
      return same ? before : { ...before, [id]: { ...current, ...next } };
    });
  }, []);
  const only = prepared.data?.length === 1;
  const rows = (prepared.data ?? []).map((p) => {
    const id = p.goods.contractGoodsId;
    return { prepared: p, entry: entryOf(p, changes[id], only || id === contractGoodsId) };
  });
  const picked = rows.filter((row) => row.entry.selected);

  const add = useWrite({
    write: (additions: readonly ContractCartAddition[]) => addToContractCart(contract.contractId, additions),
    invalidates: CART,
    message: (message) => t('contract.add.failed', { message }),
    onSuccess: () => {
      showToast(t('contract.add.added'));
      // A new quantity and add-ons start from the refreshed room and cart line; the selection stays.
      setChanges((before) => Object.fromEntries(Object.entries(before).map(([id, c]) => [id, { selected: c.selected, valid: c.valid }])));
    },
    // Goods added before the failure are in the cart: show what it holds now.
    onError: () => void invalidate(...CART),
  });

  if (!orderable) {
    return (
      <>
        <ContractSummary contract={contract} />
        <StatusBlock status="default" title={t('contract.add.ineffective')}>
          <Link className="ctr-action" to={href('/contractDetail', { contractId: contract.contractId })} replace>
            {t('contract.add.backToContract')}
          </Link>
        </StatusBlock>
      </>
    );
  }
  if (goodsList.length === 0) return <EmptyState title={contractGoodsId ? t('contract.add.goodsNotFound') : t('contract.add.noGoods')} />;

  const submit = () => {
    if (picked.length === 0) {
      showToast(t('contract.add.chooseFirst'));
      return;
    }
    if (picked.some((row) => !row.entry.valid)) {
      showToast(t('contract.add.fixQuantity'));
      return;
    }
    void add.run(
      picked.map(({ prepared: { goods, lineAddonIds }, entry }) => ({
        contractGoodsId: goods.contractGoodsId,
        goodsId: goods.goodsId,
        quantity: entry.quantity,
        additemIds: chosenAddons(entry.choice).map((a) => a.additemId),
        lineAddonIds,
      })),
    );
  };

  let body;
  if (prepared.error) {
    body = <ErrorState title={t('contract.add.addonsFailed')} error={prepared.error} onRetry={prepared.retry} retryLabel={t('contract.retry')} />;
  } else if (prepared.data === undefined) {
    body = <LoadingState />;
  } else {
    body = (
      <section className="ctr-section" aria-labelledby="ctr-add-title">
        <h2 id="ctr-add-title" className="ctr-section__title">
          {t('contract.add.choose')}
        </h2>
        {rows.map((row) => (
          <ContractGoodsEntry key={row.prepared.goods.contractGoodsId} {...row} selectable={rows.length > 1} change={change} />
        ))}
      </section>
    );
  }

  return (
    <>
      {body}
      <footer className="app-bottom-bar ctr-bar">
        <Link className="app-link ctr-bar__cart" to={href('/ShoppingCart')}>
          {cartCount.data ? t('contract.contractCartCount', { count: cartCount.data.contractNum }) : t('contract.contractCart')}
        </Link>
        {prepared.data !== undefined && (
          <Button color="primary" shape="rounded" className="ctr-bar__submit" loading={add.pending} onClick={submit}>
            {t('contract.add.submit', { count: picked.length })}
          </Button>
        )}
      </footer>
    </>
  );
}
