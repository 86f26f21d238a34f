import { Checkbox, Radio } from 'antd-mobile';
import { formatMoney, type AddonChoice, type AddonGroup, type SpecialGroup } from '@/domain';
import { useT } from '@/lib/i18n';

/** Which group a tap belongs to, as the domain's `chooseAddon` takes it. */
export type AddonGroupRef = SpecialGroup | { readonly normal: string };

/**
 * The add-on groups of one contract goods, priced as agreed in the contract, with the domain's choice
 * rules: one checked child per group; the pumping method (radio) shows once a pumping mixer item is
 * chosen, the supporting item once a ground pump is.
 */
export function AddonGroups({
  choice,
  idPrefix,
  onChoose,
  disabled,
}: {
  choice: AddonChoice;
  idPrefix: string;
  onChoose: (group: AddonGroupRef, additemId: string) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const groups: [AddonGroup, AddonGroupRef, 'radio' | 'check', string?][] = [];
  if (choice.mixerGroup) groups.push([choice.mixerGroup, 'mixerGroup', 'check']);
  if (choice.pumpingMethodGroup && choice.isBengsong) groups.push([choice.pumpingMethodGroup, 'pumpingMethodGroup', 'radio', t('contract.add.pumpingHint')]);
  if (choice.supportingGroup && choice.isDibeng) groups.push([choice.supportingGroup, 'supportingGroup', 'radio', t('contract.add.groundPumpHint')]);
  if (choice.constructionGroup) groups.push([choice.constructionGroup, 'constructionGroup', 'check']);
  for (const g of choice.normalGroups) groups.push([g, { normal: g.additemId }, 'check']);
  // A negotiated item has no price; its name often says so already (夜间施工（价格面议）), else the label adds it.
  const negotiated = t('contract.show.negotiate');
  const label = (name: string, price: string | null, negotiate?: boolean) =>
    negotiate ? (name.includes(negotiated) ? name : t('contract.add.negotiate', { name })) : t('contract.add.addonItem', { name, price: formatMoney(price) });

  return (
    <>
      {groups.map(([group, ref, kind, hint]) => {
        const headingId = `${idPrefix}-${group.additemId}`;
        return (
          <div key={group.additemId} className="ctr-addon-group">
            <h4 id={headingId} className="ctr-addon-group__title">
              {group.additemName}
            </h4>
            {hint && <p className="ctr-addon-group__hint">{hint}</p>}
            <div className="ctr-addon-group__items" role={kind === 'radio' ? 'radiogroup' : 'group'} aria-labelledby={headingId}>
              {group.children.map((item) =>
                kind === 'radio' ? (
                  <Radio key={item.additemId} checked={item.checked ?? false} disabled={disabled} onChange={() => onChoose(ref, item.additemId)}>
                    {label(item.additemName, item.additemPrice, item.ifNegotiate)}
                  </Radio>
                ) : (
                  <Checkbox key={item.additemId} checked={item.checked ?? false} disabled={disabled} onChange={() => onChoose(ref, item.additemId)}>
                    {label(item.additemName, item.additemPrice, item.ifNegotiate)}
                  </Checkbox>
                ),
              )}
            </div>
          </div>
        );
      })}
    </>
  );
}
