import { chooseAddon, isZero, type AddonChoice, type AddonGroup, type SpecialGroup } from '@/domain';
import { useT } from '@/lib/i18n';
import { Chips, Section } from './ui';

type GroupRef = SpecialGroup | { readonly normal: string };

/**
 * Add-on groups as rows of choices, under the domain's add-on rules (one item per group, the mixer →
 * pumping method → supporting item chain): `pumping` shows the mixer / slurry group and, while pumping
 * is chosen, the pumping method and (ground pump) the supporting item; `others` the construction and the
 * normal groups.
 */
export function AddonGroups({
  title,
  choice,
  part,
  onChange,
}: {
  title: string;
  choice: AddonChoice;
  part: 'pumping' | 'others';
  onChange: (next: AddonChoice) => void;
}) {
  const t = useT();
  const rows: [AddonGroup, GroupRef][] = [];
  if (part === 'pumping') {
    if (choice.mixerGroup) rows.push([choice.mixerGroup, 'mixerGroup']);
    if (choice.isBengsong && choice.pumpingMethodGroup) rows.push([choice.pumpingMethodGroup, 'pumpingMethodGroup']);
    if (choice.isDibeng && choice.supportingGroup) rows.push([choice.supportingGroup, 'supportingGroup']);
  } else {
    if (choice.constructionGroup) rows.push([choice.constructionGroup, 'constructionGroup']);
    for (const group of choice.normalGroups) rows.push([group, { normal: group.additemId }]);
  }
  if (rows.length === 0) return null;
  const price = (item: AddonGroup['children'][number]) =>
    item.ifNegotiate
      ? t('order.concrete.negotiable')
      : item.additemPrice && !isZero(item.additemPrice)
        ? t('order.concrete.addonPrice', { price: item.additemPrice })
        : '';
  return (
    <Section title={title}>
      {rows.map(([group, ref]) => (
        <div key={group.additemId}>
          <div className="ord-field-label">{group.additemName}</div>
          <Chips
            label={group.additemName}
            options={group.children.map((item) => ({ id: item.additemId, text: [item.additemName, price(item)].filter(Boolean).join(' ') }))}
            value={group.children.find((item) => item.checked)?.additemId ?? ''}
            onChange={(id) => onChange(chooseAddon(choice, ref, id))}
          />
        </div>
      ))}
    </Section>
  );
}
