import { Button, Space } from 'antd-mobile';
import { useSnapshot } from 'valtio';
import { AddonGroups } from '@/components/AddonGroups';
import { LoadState } from '@/components/LoadState';
import { money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { addonTotal, chosenAddons, type AddonChoice, type AddonItem } from '@/domain';
import { loadStateOf, useQuery } from '@/lib/query';
import { contractAddonTree, goodsAddonTree } from '../queries';
import { addonsStore, choose, clearChoice, shownChoice, type AddonSubject } from '../store';
import './addons.css';

export interface AddonChoicePanelProps {
  readonly subject: AddonSubject;
  /** The buyer is done choosing (with the choice on screen). */
  readonly onConfirm: (choice: AddonChoice) => void;
}

/** The add-on tree of the goods: the contract's under a contract, else the goods' own. */
function useAddonTree({ goodsId, contractId }: AddonSubject) {
  const own = useQuery({ ...goodsAddonTree(goodsId), enabled: !contractId });
  const underContract = useQuery({ ...contractAddonTree(goodsId, contractId ?? ''), enabled: !!contractId });
  return contractId ? underContract : own;
}

/**
 * The add-on choice of a goods, as /goodChooseServe and /goodsAddItems show it: the groups ({@link AddonGroups}),
 * each tap applied by the domain's rules through the store, and the bar with what is chosen, the subtotal
 * (the pumping method left out, §5), Clear and Done. Loading and failure states included.
 */
export function AddonChoicePanel({ subject, onConfirm }: AddonChoicePanelProps) {
  const t = useT();
  const { key, picked } = useSnapshot(addonsStore);
  const tree = useAddonTree(subject);
  const choice = tree.data ? shownChoice(picked as AddonChoice | null, key, subject, tree.data as readonly AddonItem[]) : null;
  const chosen = choice ? chosenAddons(choice) : [];

  return (
    <>
      <main className="addons-body">
        <LoadState {...loadStateOf(tree)} failedTitle={t('addons.loadFailed')} retryLabel={t('addons.retry')} className="addons-loading">
          {choice && <AddonGroups choice={choice} onChoose={(group, id) => choose(subject, choice, group, id)} />}
        </LoadState>
      </main>
      {choice && (
        <footer className="app-bottom-bar addons-footer">
          <div className="addons-footer__summary">
            <p className="addons-footer__chosen">
              {chosen.length > 0 ? t('addons.chosen', { names: chosen.map((c) => c.additemName).join('、') }) : t('addons.noneChosen')}
            </p>
            <p className="addons-footer__total" aria-live="polite">
              {t('addons.subtotal', { price: money(addonTotal(choice)) })}
            </p>
            {choice.isBengsong && <p className="addons-footer__note">{t('addons.pumpingExcluded')}</p>}
          </div>
          <Space>
            <Button size="small" onClick={() => clearChoice(subject, choice)} disabled={chosen.length === 0}>
              {t('addons.clear')}
            </Button>
            <Button size="small" color="primary" onClick={() => onConfirm(choice)}>
              {t('addons.confirm')}
            </Button>
          </Space>
        </footer>
      )}
    </>
  );
}
