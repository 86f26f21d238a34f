import Checkbox from 'antd-mobile/es/components/checkbox';
import Radio from 'antd-mobile/es/components/radio';
import { StatusBlock } from '@/components/StatusBlock';
import {
  addonNameSaysNegotiated,
  formatMoney,
  shownAddonGroups,
  splitAddonName,
  type AddonChoice,
  type AddonGroupRef,
  type AddonGroupsPart,
  type AddonItem,
  type ShownAddonGroup,
} from '@/domain';
import { useT } from '@/lib/i18n';
import './addonGroups.css';

export interface AddonGroupsProps {
  readonly choice: AddonChoice;
  /** A tap on an item: hand it to the domain's `chooseAddon(choice, ref, additemId)`. */
  readonly onChoose: (ref: AddonGroupRef, additemId: string) => void;
  /** Which groups: all of them (the default), the pumping chain, or the construction and normal groups. */
  readonly part?: AddonGroupsPart;
  /** Prefix of the group headings' ids; give each instance its own when one page shows one tree twice. */
  readonly idPrefix?: string;
  /** The items show but take no tap (e.g. no room left under the contract). */
  readonly disabled?: boolean;
  /** The groups sit inside a card of the page: no card of their own. */
  readonly inCard?: boolean;
  /** The level of the group headings, under the page's own (2 by default). */
  readonly headingLevel?: 2 | 3 | 4 | 5;
}

/**
 * The add-on groups of a goods as the domain offers them ({@link shownAddonGroups}): the mixer truck, the
 * pumping method while pumping is on and the supporting item while a ground pump is chosen (radio buttons,
 * with a hint of why they appeared), the construction item and the normal groups (check boxes that toggle,
 * one per group). Each item reads whole to assistive technology ("泵送混凝土 ¥15.00") while its name shows
 * split after 3 characters (§4). A tree without groups says so when `part` is 'all'; a part without
 * groups renders nothing.
 */
export function AddonGroups({ choice, onChoose, part = 'all', idPrefix = 'addon-group', disabled, inCard, headingLevel = 2 }: AddonGroupsProps) {
  const t = useT();
  const groups = shownAddonGroups(choice, part);
  if (groups.length === 0) return part === 'all' ? <StatusBlock status="empty" title={t('addons.empty')} /> : null;
  return (
    // app-hit-inputs keeps antd-mobile's inputs in the accessibility tree wherever the groups are shown.
    <div className={inCard ? 'addon-groups addon-groups--in-card app-hit-inputs' : 'addon-groups app-hit-inputs'}>
      {groups.map((shown) => (
        <GroupSection
          key={shown.group.additemId}
          shown={shown}
          headingId={`${idPrefix}-${shown.group.additemId}`}
          headingLevel={headingLevel}
          disabled={disabled}
          onChoose={onChoose}
        />
      ))}
    </div>
  );
}

function GroupSection({
  shown: { group, ref, kind, hint },
  headingId,
  headingLevel,
  disabled,
  onChoose,
}: {
  shown: ShownAddonGroup;
  headingId: string;
  headingLevel: 2 | 3 | 4 | 5;
  disabled: boolean | undefined;
  onChoose: AddonGroupsProps['onChoose'];
}) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  // A radio group keeps one item chosen; a check group toggles (the domain's rules either way).
  const Control = kind === 'radio' ? Radio : Checkbox;
  return (
    <section className="addon-groups__group" aria-labelledby={headingId}>
      <Heading id={headingId} className="addon-groups__title">
        {group.additemName}
      </Heading>
      {hint && <p className="addon-groups__hint">{hint === 'pumping' ? t('addons.pumpingHint') : t('addons.groundPumpHint')}</p>}
      <div className="addon-groups__items" role={kind === 'radio' ? 'radiogroup' : 'group'} aria-labelledby={headingId}>
        {group.children.map((item) => (
          <Control
            key={item.additemId}
            className="addon-groups__item"
            checked={item.checked ?? false}
            disabled={disabled}
            onChange={() => onChoose(ref, item.additemId)}
          >
            <ItemLabel item={item} />
          </Control>
        ))}
      </div>
    </section>
  );
}

/** The item's name and price (or 面议, unless the name says so already): whole for the label, the name split for the eye. */
function ItemLabel({ item: { additemName: name, additemPrice, ifNegotiate } }: { item: AddonItem }) {
  const t = useT();
  const whole = ifNegotiate
    ? addonNameSaysNegotiated(name)
      ? name
      : t('addons.negotiate', { name })
    : t('addons.item', { name, price: formatMoney(additemPrice) });
  const [first, rest] = splitAddonName(name);
  const at = Math.max(0, whole.indexOf(name));
  return (
    <>
      <span className="app-sr-only">{whole}</span>
      <span className="addon-groups__shown" aria-hidden="true">
        {whole.slice(0, at)}
        <span className="addon-groups__name">
          <span>{first}</span>
          {rest !== undefined && <span>{rest}</span>}
        </span>
        {whole.slice(at + name.length)}
      </span>
    </>
  );
}
