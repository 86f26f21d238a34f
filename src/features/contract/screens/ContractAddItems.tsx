import { Checkbox, Image } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { AddonGroups } from '@/components/AddonGroups';
import { GuardedButton } from '@/components/ClickGuard';
import { EmptyState, ErrorState, LoadingState } from '@/components/LoadState';
import { QuantityStepper } from '@/components/QuantityStepper';
import { StatusBlock } from '@/components/StatusBlock';
import {
  addonChoiceFromTree,
  addonTotal,
  chooseAddon,
  chosenAddons,
  contractAddRoom,
  contractCansaleAfterAdd,
  contractUnitSteps,
  fitsContractRoom,
  formatMoney,
  initialQuantity,
  isContractOrderable,
  shownAddonGroups,
  type AddonChoice,
  type AddonGroupRef,
  type AddonItem,
  type Decimal,
  type UnitSteps,
} from '@/domain';
import { errorText } from '@/lib/api';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { showErrorBanner, showToast } from '@/lib/ui';
import { contractApi, type ContractDetail, type ContractGoods, type GoodsUnit } from '../api';
import { ContractGate } from '../components/ContractGate';
import { ContractSummary } from '../components/ContractSummary';
import '../contract.css';

/** What the page knows of one contract goods once loaded: its quantity grid, the room left, the cart's line. */
interface Prepared {
  readonly goods: ContractGoods;
  readonly name: string;
  readonly steps: UnitSteps;
  /** Already in the contract cart (the gateway adds the new quantity to it), or null. */
  readonly inCart: Decimal | null;
  /** The add-ons of the cart line, or null when the cart does not hold the goods. */
  readonly lineAddonIds: readonly string[] | null;
  readonly tree: readonly AddonItem[];
}

/** What the buyer picks for one contract goods. */
interface Entry {
  readonly selected: boolean;
  readonly quantity: Decimal;
  readonly valid: boolean;
  readonly choice: AddonChoice;
}

// A unit the seller left without counts: no minimum and no grid, only the room as a maximum.
const NO_GRID: UnitSteps = { minOrderCount: '0', minChangeCount: '0', convertRate: '1' };

const unitStepsOf = (units: readonly GoodsUnit[], unitName: string): UnitSteps => {
  const unit = units.find((u) => u.unitName === unitName) ?? units[0];
  return unit === undefined
    ? NO_GRID
    : { minOrderCount: unit.minOrderCount, minChangeCount: unit.minChangeCount, maxOrderCount: unit.maxOrderCount ?? null, convertRate: unit.convertRate };
};

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

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
  const goodsKey = goodsList.map((g) => g.contractGoodsId).join();

  const prepared = useServerData(
    async (signal): Promise<Prepared[]> => {
      if (!orderable || goodsList.length === 0) return [];
      const goodsIds = [...new Set(goodsList.map((g) => g.goodsId))];
      const withAddons = new Set(goodsList.filter((g) => g.hasAdditems).map((g) => g.goodsId));
      const [cart, units, trees] = await Promise.all([
        contractApi.cart(signal),
        Promise.all(goodsIds.map((id) => contractApi.units(id, signal))),
        Promise.all(goodsIds.map((id) => (withAddons.has(id) ? contractApi.addons(contract.contractId, id, signal) : Promise.resolve([])))),
      ]);
      const lines = cart.groups.flatMap((g) => g.children);
      return goodsList.map((goods) => {
        const at = goodsIds.indexOf(goods.goodsId);
        const line = lines.find((l) => l.contractGoodsId === goods.contractGoodsId);
        const room = contractAddRoom(goods.surplusGoodsAmount, line?.quantity);
        return {
          goods,
          name: [goods.goodsName, goods.varietyName].filter(Boolean).join(' '),
          steps: contractUnitSteps(unitStepsOf(units[at] ?? [], goods.unit), room),
          inCart: line?.quantity ?? null,
          lineAddonIds: line ? line.cartAdditems.map((a) => a.additemId) : null,
          tree: (trees[at] ?? []) as AddonItem[],
        };
      });
    },
    [contract.contractId, goodsKey, orderable],
  );
  const cartCount = useServerData((signal) => contractApi.cartCount(signal), []);

  // The buyer's picks, set up from each load (a reload after adding keeps what was selected).
  const [entries, setEntries] = useState<Readonly<Record<string, Entry>>>({});
  useEffect(() => {
    if (prepared.data === undefined) return;
    const only = prepared.data.length === 1;
    setEntries((before) =>
      Object.fromEntries(
        prepared.data!.map((p) => {
          const checked = new Set(p.lineAddonIds ?? []);
          const choice = addonChoiceFromTree(
            p.tree.map((g) => ({ ...g, children: (g.children ?? []).map((c) => ({ ...c, checked: checked.has(c.additemId) })) })),
          );
          const fits = fitsContractRoom(p.steps);
          const selected = fits && (before[p.goods.contractGoodsId]?.selected ?? (only || p.goods.contractGoodsId === contractGoodsId));
          return [p.goods.contractGoodsId, { selected, quantity: initialQuantity(p.steps), valid: true, choice }];
        }),
      ),
    );
  }, [prepared.data, contractGoodsId]);

  const update = useCallback((id: string, change: (entry: Entry) => Entry) => {
    setEntries((before) => {
      const entry = before[id];
      if (entry === undefined) return before;
      const next = change(entry);
      return next === entry ? before : { ...before, [id]: next };
    });
  }, []);

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

  let body;
  if (prepared.error) {
    body = <ErrorState title={t('contract.add.addonsFailed')} detail={errorText(prepared.error)} onRetry={prepared.reload} retryLabel={t('contract.retry')} />;
  } else if (prepared.loading || prepared.data === undefined) {
    body = <LoadingState />;
  } else {
    body = (
      <section className="ctr-section" aria-labelledby="ctr-add-title">
        <h2 id="ctr-add-title" className="ctr-section__title">
          {t('contract.add.choose')}
        </h2>
        {prepared.data.map((p) => {
          const entry = entries[p.goods.contractGoodsId];
          return entry ? <GoodsEntry key={p.goods.contractGoodsId} prepared={p} entry={entry} selectable={prepared.data!.length > 1} update={update} /> : null;
        })}
      </section>
    );
  }

  const picked = (prepared.data ?? []).filter((p) => entries[p.goods.contractGoodsId]?.selected);
  const submit = async () => {
    if (picked.length === 0) {
      showToast(t('contract.add.chooseFirst'));
      return;
    }
    if (picked.some((p) => !entries[p.goods.contractGoodsId]!.valid)) {
      showToast(t('contract.add.fixQuantity'));
      return;
    }
    try {
      for (const p of picked) {
        const entry = entries[p.goods.contractGoodsId]!;
        const additemIds = chosenAddons(entry.choice).map((a) => a.additemId);
        await contractApi.add({
          contractId: contract.contractId,
          contractGoodsId: p.goods.contractGoodsId,
          goodsId: p.goods.goodsId,
          quantity: entry.quantity,
          addons: additemIds.map((additemId) => ({ additemId })),
        });
        // A line already in the cart keeps its add-ons when more is added: the buyer's new choice replaces them.
        if (p.lineAddonIds !== null && !sameIds(p.lineAddonIds, additemIds)) await contractApi.updateAddons(p.goods.contractGoodsId, additemIds);
      }
      showToast(t('contract.add.added'));
    } catch (error) {
      showErrorBanner(t('contract.add.failed', { message: errorText(error) }));
    }
    prepared.reload();
    cartCount.reload();
  };

  return (
    <>
      {body}
      <footer className="app-bottom-bar ctr-bar">
        <Link className="ctr-bar__cart" to={href('/ShoppingCart')}>
          {cartCount.data ? t('contract.contractCartCount', { count: cartCount.data.contractNum }) : t('contract.contractCart')}
        </Link>
        {prepared.data !== undefined && (
          <GuardedButton color="primary" shape="rounded" className="ctr-bar__submit" onClick={submit}>
            {t('contract.add.submit', { count: picked.length })}
          </GuardedButton>
        )}
      </footer>
    </>
  );
}

function GoodsEntry({
  prepared,
  entry,
  selectable,
  update,
}: {
  prepared: Prepared;
  entry: Entry;
  selectable: boolean;
  update: (id: string, change: (entry: Entry) => Entry) => void;
}) {
  const t = useT();
  const { goods, name, steps, inCart } = prepared;
  const id = goods.contractGoodsId;
  const fits = fitsContractRoom(steps);
  const onValidity = useCallback((valid: boolean) => update(id, (e) => (e.valid === valid ? e : { ...e, valid })), [id, update]);
  const onQuantity = useCallback((quantity: Decimal) => update(id, (e) => ({ ...e, quantity })), [id, update]);
  const choose = (group: AddonGroupRef, additemId: string) => update(id, (e) => ({ ...e, choice: chooseAddon(e.choice, group, additemId) }));
  const hasAddons = shownAddonGroups(entry.choice).length > 0;

  return (
    <article className="ctr-add" aria-label={name}>
      <div className="ctr-add__head">
        {selectable && (
          <Checkbox checked={entry.selected} disabled={!fits} onChange={(selected) => update(id, (e) => ({ ...e, selected }))}>
            <span className="app-sr-only">{t('contract.add.select', { name })}</span>
          </Checkbox>
        )}
        <Image src={goods.imageUrl ?? ''} width={56} height={56} fit="cover" alt="" className="ctr-goods__image" />
        <div className="ctr-goods__info">
          <h3 className="ctr-goods__name">{name}</h3>
          <p className="ctr-goods__price">{t('contract.detail.price', { price: formatMoney(goods.unitPrice), unit: goods.unit })}</p>
        </div>
      </div>
      {fits ? (
        <>
          <QuantityStepper
            value={entry.quantity}
            steps={steps}
            unitName={goods.unit}
            onChange={onQuantity}
            onValidity={onValidity}
            labels={{
              input: t('contract.add.quantityOf', { name }),
              increase: t('contract.add.increaseOf', { name }),
              decrease: t('contract.add.decreaseOf', { name }),
            }}
          />
          <p className="ctr-add__surplus" aria-live="polite">
            {t('contract.add.surplus', {
              surplus: goods.surplusGoodsAmount,
              left: contractCansaleAfterAdd(goods.surplusGoodsAmount, inCart, entry.quantity),
              unit: goods.unit,
            })}
          </p>
          {inCart !== null && <p className="ctr-muted">{t('contract.add.inCart', { quantity: inCart, unit: goods.unit })}</p>}
        </>
      ) : (
        <p className="ctr-notice" role="note">
          {t('contract.add.noRoom')}
        </p>
      )}
      {hasAddons && (
        <div className="ctr-add__addons">
          <h4 className="ctr-add__addons-title">{t('contract.add.addons')}</h4>
          <AddonGroups choice={entry.choice} idPrefix={`ctr-addon-${id}`} onChoose={choose} disabled={!fits} inCard headingLevel={5} />
          <p className="ctr-add__addons-total">
            {t('contract.add.addonsTotal', { price: addonTotal(entry.choice), unit: goods.unit })}
            {entry.choice.isBengsong && <span className="ctr-muted"> · {t('contract.add.pumpingExcluded')}</span>}
          </p>
        </div>
      )}
    </article>
  );
}
