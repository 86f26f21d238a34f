import { Checkbox, Radio } from 'antd-mobile';
import { StatusBlock } from '@/components/StatusBlock';
import { useT } from '@/lib/i18n';
import { formatMoney, splitAddonName, type AddonChoice, type AddonGroup, type SpecialGroup } from '@/domain';
import './addons.css';

/** Which group an item is chosen in: a special group, or a normal one by its id (domain `chooseAddon`). */
export type AddonGroupRef = SpecialGroup | { readonly normal: string };

/**
 * The groups of an add-on choice as the domain offers them: the mixer truck, then the pumping method while
 * pumping is on and the supporting item while a ground pump is chosen (radio buttons, with a hint), the
 * construction item and the normal groups (check boxes that toggle, one per group). A tap is handed to
 * `onChoose`, which applies the domain's rules; an empty tree says so.
 */
export function AddonGroups({ choice, onChoose }: { choice: AddonChoice; onChoose: (group: AddonGroupRef, additemId: string) => void }) {
  const t = useT();
  const groups: [AddonGroup, AddonGroupRef, 'radio' | 'check', string?][] = [];
  if (choice.mixerGroup) groups.push([choice.mixerGroup, 'mixerGroup', 'check']);
  if (choice.pumpingMethodGroup && choice.isBengsong) groups.push([choice.pumpingMethodGroup, 'pumpingMethodGroup', 'radio', t('addons.pumpingHint')]);
  if (choice.supportingGroup && choice.isDibeng) groups.push([choice.supportingGroup, 'supportingGroup', 'radio', t('addons.groundPumpHint')]);
  if (choice.constructionGroup) groups.push([choice.constructionGroup, 'constructionGroup', 'check']);
  for (const g of choice.normalGroups) groups.push([g, { normal: g.additemId }, 'check']);
  if (groups.length === 0) return <StatusBlock status="empty" title={t('addons.empty')} />;
  return (
    <>
      {groups.map(([group, ref, kind, hint]) => (
        <GroupSection key={group.additemId} group={group} groupRef={ref} kind={kind} hint={hint} onChoose={onChoose} />
      ))}
    </>
  );
}

function GroupSection({
  group,
  groupRef,
  kind,
  hint,
  onChoose,
}: {
  group: AddonGroup;
  groupRef: AddonGroupRef;
  kind: 'radio' | 'check';
  hint?: string | undefined;
  onChoose: (group: AddonGroupRef, additemId: string) => void;
}) {
  const t = useT();
  const headingId = `addon-group-${group.additemId}`;
  // The name shows split after 3 characters (a long name wraps as 汽车泵 / 送费, §4); the label reads whole.
  const label = (name: string, price: string | null, negotiate?: boolean) => {
    const whole = negotiate ? t('addons.negotiate', { name }) : t('addons.item', { name, price: formatMoney(price) });
    const [first, rest] = splitAddonName(name);
    const at = Math.max(0, whole.indexOf(name));
    return (
      <>
        <span className="addons-item__label">{whole}</span>
        <span className="addons-item__shown" aria-hidden="true">
          {whole.slice(0, at)}
          <span className="addons-item__name">
            <span>{first}</span>
            {rest !== undefined && <span>{rest}</span>}
          </span>
          {whole.slice(at + name.length)}
        </span>
      </>
    );
  };
  return (
    <section className="addons-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="addons-group__title">
        {group.additemName}
      </h2>
      {hint && <p className="addons-group__hint">{hint}</p>}
      <div className="addons-group__items" role={kind === 'radio' ? 'radiogroup' : 'group'} aria-labelledby={headingId}>
        {group.children.map((item) =>
          kind === 'radio' ? (
            <Radio key={item.additemId} className="addons-item" checked={item.checked ?? false} onChange={() => onChoose(groupRef, item.additemId)}>
              {label(item.additemName, item.additemPrice, item.ifNegotiate)}
            </Radio>
          ) : (
            <Checkbox key={item.additemId} className="addons-item" checked={item.checked ?? false} onChange={() => onChoose(groupRef, item.additemId)}>
              {label(item.additemName, item.additemPrice, item.ifNegotiate)}
            </Checkbox>
          ),
        )}
      </div>
    </section>
  );
}
