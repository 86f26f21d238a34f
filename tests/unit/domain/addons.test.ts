import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addonChoiceFromTree,
  addonNameSaysNegotiated,
  addonTotal,
  checkOnly,
  checkedChild,
  chooseAddon,
  chooseConstruction,
  chooseMixer,
  chooseNormal,
  choosePumpingMethod,
  chooseSupporting,
  chosenAddons,
  chosenByGroup,
  createAddonChoice,
  formatAddonTotal,
  groupSubtotal,
  hasChooseAttr,
  isBengsongItem,
  isDibengItem,
  shownAddonGroups,
  splitAddonName,
  toggleChild,
  type AddonChoice,
  type AddonGroup,
  type AddonGroupType,
  type AddonItem,
  type SpecialGroup,
} from '@/domain';

function item(parentId: string, additemId: string, additemName: string, additemPrice: string | null = '0.00', checked = false): AddonItem {
  return { additemId, additemName, additemPrice, parentId, parentName: parentId, checked };
}
function group(additemId: string, children: readonly AddonItem[], groupType?: AddonGroupType): AddonGroup {
  return { additemId, additemName: additemId, additemPrice: null, parentId: '', parentName: '', checked: false, children, groupType };
}

const mixer = group('mixer', [item('mixer', 'm1', '砂浆', '5.00'), item('mixer', 'm2', '泵送混凝土车', '10.00'), item('mixer', 'm3', '搅拌车', '3.00')]);
const pumping = group('pump', [item('pump', 'p1', '汽车泵', '100.00'), item('pump', 'p2', '地泵', '80.00'), item('pump', 'p3', '车载泵', '90.00')]);
const supporting = group('sup', [item('sup', 's1', '泵管', '2.50'), item('sup', 's2', '布料机', '4.00')]);
const construction = group('con', [item('con', 'k1', '振捣', '1.10'), item('con', 'k2', '抹面', '1.20')]);
const normal = group('n1', [item('n1', 'x1', '早强剂', '0.33'), item('n1', 'x2', '防冻剂', null)]);

const base = (): AddonChoice =>
  createAddonChoice({ mixerGroup: mixer, pumpingMethodGroup: pumping, supportingGroup: supporting, constructionGroup: construction, normalGroups: [normal] });
const ids = (g: AddonGroup | null) => g?.children.filter((c) => c.checked).map((c) => c.additemId) ?? [];

describe('add-ons: one checked child per group', () => {
  it('choosing a child unchecks the others; choosing it again unchecks it (toggle)', () => {
    const g = toggleChild(normal, 'x1');
    expect(ids(g)).toEqual(['x1']);
    expect(ids(toggleChild(g, 'x2'))).toEqual(['x2']);
    expect(ids(toggleChild(g, 'x1'))).toEqual([]);
    expect(ids(checkOnly(g, null))).toEqual([]);
  });
  it('a loaded group with two checked children keeps only the first', () => {
    const twice = group('n1', [item('n1', 'a', 'A', '1', true), item('n1', 'b', 'B', '1', true)]);
    expect(ids(createAddonChoice({ normalGroups: [twice] }).normalGroups[0] ?? null)).toEqual(['a']);
  });
  it('should never leave more than one checked child in any group', () => {
    fc.assert(
      fc.property(choiceSequence, (choice) => {
        for (const g of [choice.mixerGroup, choice.pumpingMethodGroup, choice.supportingGroup, choice.constructionGroup, ...choice.normalGroups]) {
          expect(ids(g).length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('add-ons: mixer truck → pumping (name contains 泵送) → pumping method → ground pump (name contains 地泵) → supporting item', () => {
  it('isBengsong and isDibeng by name', () => {
    expect(isBengsongItem({ additemName: '泵送混凝土车' })).toBe(true);
    expect(isBengsongItem({ additemName: '搅拌车' })).toBe(false);
    expect(isBengsongItem(null)).toBe(false);
    expect(isDibengItem({ additemName: '地泵' })).toBe(true);
    expect(isDibengItem({ additemName: '汽车泵' })).toBe(false);
  });
  it('a mixer item with 泵送 turns pumping on and defaults the pumping method to the first option', () => {
    const c = chooseMixer(base(), 'm2');
    expect(c.isBengsong).toBe(true);
    expect(ids(c.pumpingMethodGroup)).toEqual(['p1']);
    expect(c.isDibeng).toBe(false);
    expect(ids(c.supportingGroup)).toEqual([]);
  });
  it('defaults to the first option unless a non-first option is already checked', () => {
    const preset = createAddonChoice({ ...base(), pumpingMethodGroup: checkOnly(pumping, 'p3') });
    expect(ids(preset.pumpingMethodGroup)).toEqual([]);
    const raw: AddonChoice = { ...base(), pumpingMethodGroup: checkOnly(pumping, 'p3') };
    expect(ids(chooseMixer(raw, 'm2').pumpingMethodGroup)).toEqual(['p3']);
    const firstChecked: AddonChoice = { ...base(), pumpingMethodGroup: checkOnly(pumping, 'p1') };
    expect(ids(chooseMixer(firstChecked, 'm2').pumpingMethodGroup)).toEqual(['p1']);
  });
  it('any other mixer choice clears pumping and supporting and turns ground-pump mode off', () => {
    let c = chooseMixer(base(), 'm2');
    c = choosePumpingMethod(c, 'p2');
    expect(c.isDibeng).toBe(true);
    c = chooseMixer(c, 'm3');
    expect(c).toMatchObject({ isBengsong: false, isDibeng: false });
    expect(ids(c.pumpingMethodGroup)).toEqual([]);
    expect(ids(c.supportingGroup)).toEqual([]);
    expect(ids(c.mixerGroup)).toEqual(['m3']);
  });
  it('unchecking the pumping mixer item clears the chain too', () => {
    const c = chooseMixer(chooseMixer(base(), 'm2'), 'm2');
    expect(ids(c.mixerGroup)).toEqual([]);
    expect(c.isBengsong).toBe(false);
    expect(ids(c.pumpingMethodGroup)).toEqual([]);
  });
  it('a pumping method with 地泵 turns ground-pump mode on and defaults the supporting item to the first option', () => {
    const c = choosePumpingMethod(chooseMixer(base(), 'm2'), 'p2');
    expect(c.isDibeng).toBe(true);
    expect(ids(c.pumpingMethodGroup)).toEqual(['p2']);
    expect(ids(c.supportingGroup)).toEqual(['s1']);
  });
  it('the supporting item keeps a non-first option already checked', () => {
    const c = chooseSupporting(choosePumpingMethod(chooseMixer(base(), 'm2'), 'p2'), 's2');
    expect(ids(c.supportingGroup)).toEqual(['s2']);
    expect(ids(choosePumpingMethod(c, 'p2').supportingGroup)).toEqual(['s2']);
  });
  it('any other pumping method clears the supporting item', () => {
    const c = choosePumpingMethod(choosePumpingMethod(chooseMixer(base(), 'm2'), 'p2'), 'p3');
    expect(c.isDibeng).toBe(false);
    expect(ids(c.supportingGroup)).toEqual([]);
  });
  it('a defaulted pumping method that is a ground pump defaults the supporting item as well', () => {
    const groundFirst = group('pump', [item('pump', 'q1', '地泵', '80.00'), item('pump', 'q2', '汽车泵', '100.00')]);
    const c = chooseMixer(createAddonChoice({ mixerGroup: mixer, pumpingMethodGroup: groundFirst, supportingGroup: supporting }), 'm2');
    expect(c.isDibeng).toBe(true);
    expect(ids(c.supportingGroup)).toEqual(['s1']);
  });
  it('pumping method and supporting item are radio groups, offered only while their mode is on', () => {
    const off = base();
    expect(choosePumpingMethod(off, 'p2')).toBe(off);
    expect(chooseSupporting(off, 's1')).toBe(off);
    const on = choosePumpingMethod(chooseMixer(base(), 'm2'), 'p2');
    expect(ids(choosePumpingMethod(on, 'p2').pumpingMethodGroup)).toEqual(['p2']);
    expect(ids(chooseSupporting(chooseSupporting(on, 's1'), 's1').supportingGroup)).toEqual(['s1']);
  });
  it('missing special groups make the choices no-ops', () => {
    const empty = createAddonChoice({});
    expect(chooseMixer(empty, 'm1')).toBe(empty);
    expect(chooseConstruction(empty, 'k1')).toBe(empty);
    expect(choosePumpingMethod(empty, 'p1')).toBe(empty);
    expect(chooseSupporting(empty, 's1')).toBe(empty);
    const noOptions = chooseMixer(createAddonChoice({ mixerGroup: mixer, pumpingMethodGroup: group('pump', []) }), 'm2');
    expect(noOptions.isBengsong).toBe(true);
    expect(noOptions.isDibeng).toBe(false);
  });
  it('should keep the flags and the chain consistent after any sequence of choices', () => {
    fc.assert(
      fc.property(choiceSequence, (c) => {
        expect(c.isBengsong).toBe(isBengsongItem(checkedChild(c.mixerGroup)));
        expect(c.isDibeng).toBe(c.isBengsong && isDibengItem(checkedChild(c.pumpingMethodGroup)));
        expect(ids(c.pumpingMethodGroup).length).toBe(c.isBengsong ? 1 : 0);
        expect(ids(c.supportingGroup).length).toBe(c.isDibeng ? 1 : 0);
      }),
    );
  });
});

describe('add-ons: hasChooseAttr, chosen items by group, construction and normal groups', () => {
  it('hasChooseAttr is true once any add-on is chosen', () => {
    const c = base();
    expect(hasChooseAttr(c)).toBe(false);
    expect(hasChooseAttr(chooseConstruction(c, 'k1'))).toBe(true);
    expect(hasChooseAttr(chooseNormal(c, 'n1', 'x1'))).toBe(true);
    expect(hasChooseAttr(chooseNormal(chooseNormal(c, 'n1', 'x1'), 'n1', 'x1'))).toBe(false);
  });
  it('lists the chosen items and the chosen item of each group', () => {
    const c = chooseAddon(chooseAddon(chooseAddon(base(), 'mixerGroup', 'm2'), 'constructionGroup', 'k2'), { normal: 'n1' }, 'x2');
    expect(chosenAddons(c).map((i) => i.additemId)).toEqual(['m2', 'p1', 'k2', 'x2']);
    expect(Object.fromEntries(Object.entries(chosenByGroup(c)).map(([k, v]) => [k, v.additemId]))).toEqual({ mixer: 'm2', pump: 'p1', con: 'k2', n1: 'x2' });
    const c2 = chooseAddon(chooseAddon(c, 'pumpingMethodGroup', 'p2'), 'supportingGroup', 's2');
    expect(ids(c2.supportingGroup)).toEqual(['s2']);
  });
  it('builds the choice from the add-on tree by groupType', () => {
    const c = addonChoiceFromTree([
      group('mixer', mixer.children, 'mixerTruck'),
      group('pump', pumping.children, 'pumpingMethod'),
      group('sup', supporting.children, 'supportingItem'),
      group('con', construction.children, 'construction'),
      group('n1', normal.children, 'normal'),
      group('n2', [item('n2', 'y', 'Y')]),
      group('mixer2', [item('mixer2', 'z', 'Z')], 'mixerTruck'),
    ]);
    expect([c.mixerGroup?.additemId, c.pumpingMethodGroup?.additemId, c.supportingGroup?.additemId, c.constructionGroup?.additemId]).toEqual([
      'mixer',
      'pump',
      'sup',
      'con',
    ]);
    expect(c.normalGroups.map((g) => g.additemId)).toEqual(['n1', 'n2', 'mixer2']);
  });
});

describe('add-ons: the add-on total excludes the pumping-method price; two-decimal display', () => {
  it('sums the checked items except the pumping method', () => {
    let c = chooseMixer(base(), 'm2'); // 10.00, pumping method p1 100.00 excluded
    c = choosePumpingMethod(c, 'p2'); // 80.00 excluded, supporting s1 2.50
    c = chooseConstruction(c, 'k1'); // 1.10
    c = chooseNormal(c, 'n1', 'x1'); // 0.33
    expect(addonTotal(c)).toBe('13.93');
    expect(formatAddonTotal(c)).toBe('13.93');
    expect(formatAddonTotal(base())).toBe('0.00');
    expect(groupSubtotal(c.pumpingMethodGroup)).toBe('80.00');
    expect(groupSubtotal(null)).toBe('0.00');
  });
  it('a negotiated item without a price adds nothing', () => {
    expect(addonTotal(chooseNormal(base(), 'n1', 'x2'))).toBe('0.00');
  });
  it('should equal the sum of the checked prices of every group but the pumping method, in cents', () => {
    fc.assert(
      fc.property(choiceSequence, (c) => {
        const cents = (g: AddonGroup | null) =>
          (g?.children ?? []).filter((i) => i.checked).reduce((s, i) => s + (i.additemPrice === null ? 0n : BigInt(i.additemPrice.replace('.', ''))), 0n);
        const expected = [c.mixerGroup, c.supportingGroup, c.constructionGroup, ...c.normalGroups].reduce((s, g) => s + cents(g), 0n);
        expect(addonTotal(c)).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`);
        expect(addonTotal(c)).toMatch(/^\d+\.\d{2}$/);
      }),
    );
  });
});

describe('add-ons: the groups a screen shows', () => {
  const shown = (c: AddonChoice, part?: 'all' | 'pumping' | 'others') => shownAddonGroups(c, part).map((s) => [s.group.additemId, s.ref, s.kind, s.hint]);
  it('pumping off: the mixer truck, the construction item and the normal groups, all toggles, without hints', () => {
    expect(shown(base())).toEqual([
      ['mixer', 'mixerGroup', 'check', undefined],
      ['con', 'constructionGroup', 'check', undefined],
      ['n1', { normal: 'n1' }, 'check', undefined],
    ]);
  });
  it('pumping brings the pumping method, a ground pump the supporting item: radio groups with their hint, in chain order', () => {
    const pumpingOn = chooseMixer(base(), 'm2');
    expect(shown(pumpingOn).map(([id, , kind, hint]) => [id, kind, hint])).toEqual([
      ['mixer', 'check', undefined],
      ['pump', 'radio', 'pumping'],
      ['con', 'check', undefined],
      ['n1', 'check', undefined],
    ]);
    const groundPump = choosePumpingMethod(pumpingOn, 'p2');
    expect(shown(groundPump).map(([id, ref, kind, hint]) => [id, ref, kind, hint])).toEqual([
      ['mixer', 'mixerGroup', 'check', undefined],
      ['pump', 'pumpingMethodGroup', 'radio', 'pumping'],
      ['sup', 'supportingGroup', 'radio', 'groundPump'],
      ['con', 'constructionGroup', 'check', undefined],
      ['n1', { normal: 'n1' }, 'check', undefined],
    ]);
    expect(shown(groundPump, 'pumping').map(([id]) => id)).toEqual(['mixer', 'pump', 'sup']);
    expect(shown(groundPump, 'others').map(([id]) => id)).toEqual(['con', 'n1']);
  });
  it('a missing group is left out; a choice without groups shows none', () => {
    expect(shownAddonGroups(createAddonChoice({}))).toEqual([]);
    expect(shown(createAddonChoice({ normalGroups: [normal] }), 'pumping')).toEqual([]);
    expect(shown(createAddonChoice({ mixerGroup: mixer }), 'others')).toEqual([]);
  });
  it('should show every group once across the pumping and other parts, and each ref should choose in its own group', () => {
    fc.assert(
      fc.property(choiceSequence, (c) => {
        const all = shownAddonGroups(c);
        expect([...shownAddonGroups(c, 'pumping'), ...shownAddonGroups(c, 'others')]).toEqual(all);
        expect(all.some((s) => s.group === c.pumpingMethodGroup)).toBe(c.isBengsong);
        expect(all.some((s) => s.group === c.supportingGroup)).toBe(c.isDibeng);
        for (const s of all) {
          const first = s.group.children[0]!;
          const after = chooseAddon(c, s.ref, first.additemId);
          const same = shownAddonGroups(after).find((t) => t.group.additemId === s.group.additemId);
          // A radio group keeps its item; a toggle flips it (the chain may hide the group afterwards).
          if (same) expect(checkedChild(same.group)?.additemId === first.additemId).toBe(s.kind === 'radio' || !first.checked);
        }
      }),
    );
  });
  it('a negotiated item whose name already says 面议 is recognised', () => {
    expect(addonNameSaysNegotiated('夜间施工（价格面议）')).toBe(true);
    expect(addonNameSaysNegotiated('夜间施工')).toBe(false);
  });
});

describe('add-ons: name display splits at 3 characters', () => {
  it('splits after the third character', () => {
    expect(splitAddonName('汽车泵送费')).toEqual(['汽车泵', '送费']);
    expect(splitAddonName('地泵')).toEqual(['地泵']);
    expect(splitAddonName('布料机')).toEqual(['布料机']);
    expect(splitAddonName('𠀋𠀋𠀋𠀋')).toEqual(['𠀋𠀋𠀋', '𠀋']);
  });
  it('should keep the whole name and put at most 3 characters in the first part', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.string({ unit: fc.constantFrom('泵', '送', '地', '车') }), (a, b) => {
        const name = a + b;
        const parts = splitAddonName(name);
        expect(parts.join('')).toBe(name);
        expect(Array.from(parts[0]).length).toBe(Math.min(3, Array.from(name).length));
        expect(parts.length).toBe(Array.from(name).length > 3 ? 2 : 1);
      }),
    );
  });
});

// Random sequences of choices over the fixture groups, applied through the public dispatch.
const groupIds: Record<SpecialGroup, readonly string[]> = {
  mixerGroup: ['m1', 'm2', 'm3'],
  pumpingMethodGroup: ['p1', 'p2', 'p3'],
  supportingGroup: ['s1', 's2'],
  constructionGroup: ['k1', 'k2'],
};
const step = fc.oneof(
  ...(Object.keys(groupIds) as SpecialGroup[]).map((g) => fc.constantFrom(...groupIds[g]).map((id) => ({ g: g as SpecialGroup | { normal: string }, id }))),
  fc.constantFrom('x1', 'x2').map((id) => ({ g: { normal: 'n1' } as SpecialGroup | { normal: string }, id })),
);
const choiceSequence = fc.array(step, { maxLength: 15 }).map((steps) => steps.reduce((c, s) => chooseAddon(c, s.g, s.id), base()));
