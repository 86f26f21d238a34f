import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { useId, useState } from 'react';
import { Money } from '@/components/Money';
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

type Hint = NonNullable<ShownAddonGroup['hint']>;

/**
 * The add-on groups of a goods as the domain offers them ({@link shownAddonGroups}): the mixer truck, the
 * pumping method while pumping is on and the supporting item while a ground pump is chosen (radio buttons),
 * the construction item and the normal groups (check boxes that toggle, one per group). Each item is a tile
 * of its name and price, the chosen one tinted and marked; it reads whole to assistive technology
 * ("泵送混凝土 ¥15.00"). A tree without groups says so when `part` is 'all'; a part without groups renders
 * nothing.
 */
export function AddonGroups({ choice, onChoose, part = 'all', idPrefix = 'addon-group', disabled, inCard, headingLevel = 2 }: AddonGroupsProps) {
  const t = useT();
  const groups = shownAddonGroups(choice, part);
  const [prompted, answered] = usePrompts(groups);
  if (groups.length === 0) return part === 'all' ? <StatusBlock status="empty" title={t('addons.empty')} /> : null;
  return (
    <div className={inCard ? 'addon-groups addon-groups--in-card' : 'addon-groups'}>
      {groups.map((shown) => (
        <GroupSection
          key={shown.group.additemId}
          shown={shown}
          prompt={shown.hint !== undefined && prompted.includes(shown.hint)}
          headingId={`${idPrefix}-${shown.group.additemId}`}
          headingLevel={headingLevel}
          disabled={disabled}
          onChoose={(ref, additemId) => {
            if (shown.hint) answered(shown.hint);
            onChoose(ref, additemId);
          }}
        />
      ))}
    </div>
  );
}

/**
 * Which chained groups ask the buyer to choose: one that a tap has just brought (pumping chosen → the pumping
 * method, a ground pump → the supporting item), until the buyer chooses in it. A group that was there from
 * the start holds a choice already made (a saved cart line, a draft), so it asks nothing.
 */
function usePrompts(groups: readonly ShownAddonGroup[]): [readonly Hint[], (hint: Hint) => void] {
  const offered = groups.flatMap((g) => (g.hint ? [g.hint] : []));
  const [state, setState] = useState<{ offered: readonly Hint[]; prompted: readonly Hint[] }>({ offered, prompted: [] });
  let current = state;
  if (offered.join() !== state.offered.join()) {
    // Adjusting state to the groups of this render (React's "state from the previous render" pattern).
    const appeared = offered.filter((hint) => !state.offered.includes(hint));
    current = { offered, prompted: [...state.prompted.filter((hint) => offered.includes(hint)), ...appeared] };
    setState(current);
  }
  const answered = (hint: Hint) => setState((s) => (s.prompted.includes(hint) ? { ...s, prompted: s.prompted.filter((h) => h !== hint) } : s));
  return [current.prompted, answered];
}

function GroupSection({
  shown: { group, ref, kind, hint },
  prompt,
  headingId,
  headingLevel,
  disabled,
  onChoose,
}: {
  shown: ShownAddonGroup;
  prompt: boolean;
  headingId: string;
  headingLevel: 2 | 3 | 4 | 5;
  disabled: boolean | undefined;
  onChoose: AddonGroupsProps['onChoose'];
}) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  // Native radios of one name: one stays chosen and the arrow keys move the choice, as the domain's radio groups want.
  const radioName = useId();
  return (
    <section className="addon-groups__group" aria-labelledby={headingId}>
      <Heading id={headingId} className="addon-groups__title">
        {group.additemName}
      </Heading>
      {prompt && hint && (
        <p className="addon-groups__hint" role="status">
          {hint === 'pumping' ? t('addons.pumpingHint') : t('addons.groundPumpHint')}
        </p>
      )}
      <div className="addon-groups__items" role={kind === 'radio' ? 'radiogroup' : 'group'} aria-labelledby={headingId}>
        {group.children.map((item) => {
          const checked = item.checked ?? false;
          return (
            <label
              key={item.additemId}
              className={`addon-groups__item${checked ? ' addon-groups__item--on' : ''}${disabled ? ' addon-groups__item--disabled' : ''}`}
            >
              <input
                className="addon-groups__input"
                type={kind === 'radio' ? 'radio' : 'checkbox'}
                name={kind === 'radio' ? radioName : undefined}
                checked={checked}
                disabled={disabled}
                onChange={() => onChoose(ref, item.additemId)}
              />
              <ItemLabel item={item} />
              {checked && <CheckOutline className="addon-groups__mark" aria-hidden="true" />}
            </label>
          );
        })}
      </div>
    </section>
  );
}

/**
 * The item's label: whole for assistive technology ("泵送混凝土 ¥15.00", or 面议 unless the name says so
 * already); for the eye the name (one line, two at most) over its price. The name's first characters up to
 * the spec's split (§4) stay together on the first line; a negotiated name's bracketed 面议 note moves to the
 * price line, so "夜间施工（价格面议）" reads 夜间施工 over 价格面议.
 */
function ItemLabel({ item: { additemName: name, additemPrice, ifNegotiate } }: { item: AddonItem }) {
  const t = useT();
  const saysNegotiated = addonNameSaysNegotiated(name);
  const whole = ifNegotiate ? (saysNegotiated ? name : t('addons.negotiate', { name })) : t('addons.item', { name, price: formatMoney(additemPrice) });
  const bracket = name.search(/[（(]/);
  const noteInName = ifNegotiate && saysNegotiated && bracket > 0 && addonNameSaysNegotiated(name.slice(bracket));
  const shownName = noteInName ? name.slice(0, bracket) : name;
  const price = ifNegotiate ? noteInName ? name.slice(bracket + 1).replace(/[）)]$/, '') : t('addons.negotiable') : <Money value={additemPrice} />;
  const [head, tail] = splitAddonName(shownName);
  return (
    <>
      <span className="app-sr-only">{whole}</span>
      <span className="addon-groups__face" aria-hidden="true">
        <span className="addon-groups__name">
          <span className="addon-groups__name-head">{head}</span>
          {tail}
        </span>
        <span className="addon-groups__price">{price}</span>
      </span>
    </>
  );
}
