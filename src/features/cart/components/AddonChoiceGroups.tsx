import { Checkbox, Radio } from 'antd-mobile';
import { formatMoney, type AddonChoice, type AddonGroup, type SpecialGroup } from '@/domain';
import { useT } from '@/lib/i18n';
import './addPriceItems.css';

/** Which group an item is chosen in: a special group, or a normal one by its id (domain `chooseAddon`). */
export type AddonGroupRef = SpecialGroup | { readonly normal: string };

/**
 * The groups of an add-on choice as the domain offers them: the mixer truck, then the pumping method while
 * pumping is on and the supporting item while a ground pump is chosen (radio buttons: one is always
 * chosen), the construction item and the normal groups (check boxes that toggle, one per group).
 */
export function AddonChoiceGroups({ choice, onChoose }: { choice: AddonChoice; onChoose: (group: AddonGroupRef, additemId: string) => void }) {
  const t = useT();
  const groups: [AddonGroup, AddonGroupRef, 'radio' | 'check', string?][] = [];
  if (choice.mixerGroup) groups.push([choice.mixerGroup, 'mixerGroup', 'check']);
  if (choice.pumpingMethodGroup && choice.isBengsong) groups.push([choice.pumpingMethodGroup, 'pumpingMethodGroup', 'radio', t('cart.addPrice.pumpingHint')]);
  if (choice.supportingGroup && choice.isDibeng) groups.push([choice.supportingGroup, 'supportingGroup', 'radio', t('cart.addPrice.groundPumpHint')]);
  if (choice.constructionGroup) groups.push([choice.constructionGroup, 'constructionGroup', 'check']);
  for (const g of choice.normalGroups) groups.push([g, { normal: g.additemId }, 'check']);

  const label = (name: string, price: string | null, negotiate?: boolean) =>
    negotiate ? t('cart.addPrice.negotiate', { name }) : t('cart.addPrice.item', { name, price: formatMoney(price) });

  return (
    <>
      {groups.map(([group, ref, kind, hint]) => {
        const headingId = `add-price-group-${group.additemId}`;
        return (
          <section key={group.additemId} className="api-group" aria-labelledby={headingId}>
            <h3 id={headingId} className="api-group__title">
              {group.additemName}
            </h3>
            {hint && <p className="api-group__hint">{hint}</p>}
            <div className="api-group__items" role={kind === 'radio' ? 'radiogroup' : 'group'} aria-labelledby={headingId}>
              {group.children.map((item) =>
                kind === 'radio' ? (
                  <Radio key={item.additemId} className="api-item" checked={item.checked ?? false} onChange={() => onChoose(ref, item.additemId)}>
                    {label(item.additemName, item.additemPrice, item.ifNegotiate)}
                  </Radio>
                ) : (
                  <Checkbox key={item.additemId} className="api-item" checked={item.checked ?? false} onChange={() => onChoose(ref, item.additemId)}>
                    {label(item.additemName, item.additemPrice, item.ifNegotiate)}
                  </Checkbox>
                ),
              )}
            </div>
          </section>
        );
      })}
    </>
  );
}
