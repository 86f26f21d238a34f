import { Button } from 'antd-mobile';
import { useState } from 'react';
import { AddonGroups } from '@/components/AddonGroups';
import { addonChoiceFromTree, addonTotal, chooseAddon, chosenAddons, lineMoney, type AddonItem } from '@/domain';
import { money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import type { OrderDetail } from '../api';

type OrderItem = OrderDetail['orderItems'][number];

export interface AddItemChoiceProps {
  /** The line the add-ons are for. */
  readonly item: OrderItem;
  /** The groups it can still take (order.addItemOptions). */
  readonly tree: readonly AddonItem[];
  /** The request is on its way. */
  readonly busy: boolean;
  /** The buyer confirms these add-ons. */
  readonly onSubmit: (additemIds: string[]) => void;
}

/**
 * The add-ons an order line can still take, chosen by the shared add-on rules ({@link AddonGroups} and the
 * domain's `chooseAddon`), with what they add to the order: the line's quantity × the chosen unit prices,
 * as the gateway prices them (the pumping method left out, §5). Choosing nothing gives a message and sends
 * nothing.
 */
export function AddItemChoice({ item, tree, busy, onSubmit }: AddItemChoiceProps) {
  const t = useT();
  const [choice, setChoice] = useState(() => addonChoiceFromTree(tree));
  const [problem, setProblem] = useState('');
  const chosen = chosenAddons(choice);
  const amount = lineMoney(item.quantity, addonTotal(choice));
  const submit = () => {
    if (chosen.length === 0) {
      setProblem(t('orderService.addItem.required'));
      return;
    }
    setProblem('');
    onSubmit(chosen.map((c) => c.additemId));
  };
  return (
    <>
      <section className="ord-section" aria-label={t('orderService.addItem.choose')}>
        <div className="ord-section__head">
          <h2 className="ord-section__title">{t('orderService.addItem.choose')}</h2>
        </div>
        <AddonGroups choice={choice} onChoose={(ref, additemId) => setChoice((c) => chooseAddon(c, ref, additemId))} inCard headingLevel={3} />
        {problem && (
          <p className="app-field-error" role="alert">
            {problem}
          </p>
        )}
      </section>
      <div className="app-bottom-bar ord-bar">
        <div className="ord-bar__total">
          <div className="ord-muted">
            {chosen.length > 0
              ? t('orderService.addItem.chosen', { names: chosen.map((c) => c.additemName).join('、') })
              : t('orderService.addItem.noneChosen')}
          </div>
          <div aria-live="polite">
            <strong>{t('orderService.addItem.amount', { quantity: item.quantity, unit: item.unit, amount: money(amount) })}</strong>
          </div>
          {choice.isBengsong && <div className="ord-muted">{t('orderService.addItem.pumpingExcluded')}</div>}
        </div>
        <Button color="primary" loading={busy} loadingText={t('orderService.addItem.submitting')} onClick={submit}>
          {t('orderService.addItem.submit')}
        </Button>
      </div>
    </>
  );
}
