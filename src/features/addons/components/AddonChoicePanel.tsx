import { Button, Space, SpinLoading } from 'antd-mobile';
import { useSnapshot } from 'valtio';
import { AddonGroups } from '@/components/AddonGroups';
import { StatusBlock } from '@/components/StatusBlock';
import { useT } from '@/lib/i18n';
import { chosenAddons, formatAddonTotal, type AddonChoice } from '@/domain';
import { addonsStore, choose, clearChoice } from '../store';
import './addons.css';

export interface AddonChoicePanelProps {
  /** Loads the tree again after a failure. */
  readonly onRetry: () => void;
  /** The buyer is done choosing. */
  readonly onConfirm: () => void;
}

/**
 * The add-on choice of the goods in the add-ons store, as /goodChooseServe and /goodsAddItems show it: the
 * groups ({@link AddonGroups}), each tap applied by the domain's rules through the store, and the bar with
 * what is chosen, the subtotal (the pumping method left out, §5), Clear and Done. Loading and failure
 * states included.
 */
export function AddonChoicePanel({ onRetry, onConfirm }: AddonChoicePanelProps) {
  const t = useT();
  const snap = useSnapshot(addonsStore);
  const choice = snap.choice as AddonChoice | null;

  if (snap.status === 'error') {
    return (
      <main className="addons-body">
        <StatusBlock status="default" title={t('addons.loadFailed')} description={snap.error}>
          <Button color="primary" onClick={onRetry}>
            {t('addons.retry')}
          </Button>
        </StatusBlock>
      </main>
    );
  }
  if (choice === null || snap.status !== 'ready') {
    return (
      <main className="addons-body">
        <div className="addons-loading">
          <SpinLoading color="primary" aria-label={t('common.loading')} />
        </div>
      </main>
    );
  }

  const chosen = chosenAddons(choice);

  return (
    <>
      <main className="addons-body">
        <AddonGroups choice={choice} onChoose={choose} />
      </main>
      <footer className="app-bottom-bar addons-footer">
        <div className="addons-footer__summary">
          <p className="addons-footer__chosen">
            {chosen.length > 0 ? t('addons.chosen', { names: chosen.map((c) => c.additemName).join('、') }) : t('addons.noneChosen')}
          </p>
          <p className="addons-footer__total" aria-live="polite">
            {t('addons.subtotal', { price: formatAddonTotal(choice) })}
          </p>
          {choice.isBengsong && <p className="addons-footer__note">{t('addons.pumpingExcluded')}</p>}
        </div>
        <Space>
          <Button size="small" onClick={clearChoice} disabled={chosen.length === 0}>
            {t('addons.clear')}
          </Button>
          <Button size="small" color="primary" onClick={onConfirm}>
            {t('addons.confirm')}
          </Button>
        </Space>
      </footer>
    </>
  );
}
