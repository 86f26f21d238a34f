// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AddonGroups } from '@/components/AddonGroups';
import { addonChoiceFromTree, chooseAddon, type AddonChoice, type AddonItem } from '@/domain';
import { ADDON_TREE } from '../cart/fixtures.ts';
import { setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

const PUMPING_HINT = '已选择泵送，请选择泵送方式';
const GROUND_PUMP_HINT = '已选择地泵，请选择配套项';

/** The tree with the given items checked, as a saved line or draft brings it. */
function choiceWith(...checked: string[]): AddonChoice {
  return addonChoiceFromTree(
    (ADDON_TREE as unknown as AddonItem[]).map((g) => ({ ...g, children: (g.children ?? []).map((c) => ({ ...c, checked: checked.includes(c.additemId) })) })),
  );
}

function Chooser({ initial }: { initial: AddonChoice }) {
  const [choice, setChoice] = useState(initial);
  return <AddonGroups choice={choice} onChoose={(ref, id) => setChoice((c) => chooseAddon(c, ref, id))} />;
}

const check = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

beforeEach(() => setUpScreenTest());
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('AddonGroups', () => {
  it('asks for the pumping method only when a tap has just brought it, and stops once the buyer chooses there', async () => {
    render(<Chooser initial={choiceWith()} />);
    expect(screen.queryByText(PUMPING_HINT)).toBeNull();

    await userEvent.click(check(/泵送混凝土/));
    expect(radio(/汽车泵/).checked).toBe(true);
    expect(screen.getByText(PUMPING_HINT)).toBeTruthy();

    // Choosing 地泵 answers the pumping prompt; the supporting item it brings asks in turn.
    await userEvent.click(radio(/^地泵 /));
    expect(screen.queryByText(PUMPING_HINT)).toBeNull();
    expect(screen.getByText(GROUND_PUMP_HINT)).toBeTruthy();
    await userEvent.click(radio(/地泵管道100米内/));
    expect(screen.queryByText(GROUND_PUMP_HINT)).toBeNull();

    // Pumping off and on again: the pumping method has just appeared again, so it asks again.
    await userEvent.click(check(/泵送混凝土/));
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(check(/泵送混凝土/));
    expect(screen.getByText(PUMPING_HINT)).toBeTruthy();
  });

  it('a choice that comes with pumping and a ground pump chosen (a saved cart line) asks for nothing', () => {
    render(<Chooser initial={choiceWith('mixer_pump', 'pump_ground', 'pipe50')} />);
    expect(radio(/^地泵 /).checked).toBe(true);
    expect(radio(/地泵管道50米内/).checked).toBe(true);
    expect(screen.queryByText(PUMPING_HINT)).toBeNull();
    expect(screen.queryByText(GROUND_PUMP_HINT)).toBeNull();
  });

  it('each item is a tile of its whole name over its price, the chosen one marked; radio and check semantics kept', async () => {
    render(<Chooser initial={choiceWith('mixer_pump')} />);
    const pump = check(/泵送混凝土/).closest('label')!;
    const face = pump.querySelector('[aria-hidden="true"]')!;
    // The name is one text (never "泵送混/凝土" on two lines), its first 3 characters kept together.
    expect(face.querySelector('.addon-groups__name')?.textContent).toBe('泵送混凝土');
    expect(face.querySelector('.addon-groups__name-head')?.textContent).toBe('泵送混');
    expect(face.querySelector('.addon-groups__price')?.textContent).toBe('¥15.00');
    expect(pump.classList.contains('addon-groups__item--on')).toBe(true);
    expect(pump.querySelector('.addon-groups__mark')).not.toBeNull();
    const direct = check(/自卸直卸/).closest('label')!;
    expect(direct.querySelector('.addon-groups__mark')).toBeNull();

    // Accessible names read whole; the pumping method is a radio group.
    expect(screen.getByRole('checkbox', { name: '泵送混凝土 ¥15.00' })).toBeTruthy();
    const methods = screen.getByRole('radiogroup', { name: '泵送方式' });
    const radioNames = new Set(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('name')),
    );
    expect(radioNames.size).toBe(1);
    expect([...radioNames][0]).toBeTruthy();
    // A negotiated item reads "（面议）" in its name and shows 面议 as its price.
    const night = screen.getByRole('checkbox', { name: '夜间施工（面议）' }).closest('label')!;
    expect(night.querySelector('.addon-groups__price')?.textContent).toBe('面议');
  });

  it('a negotiated name that says so shows the note on the price line; disabled items take no tap', async () => {
    const tree = ADDON_TREE.map((g) =>
      g.additemId === 'g_special' ? { ...g, children: g.children.map((c) => ({ ...c, additemName: '夜间施工（价格面议）' })) } : g,
    ) as unknown as AddonItem[];
    let taps = 0;
    render(<AddonGroups choice={addonChoiceFromTree(tree)} disabled onChoose={() => taps++} />);
    const night = screen.getByRole('checkbox', { name: '夜间施工（价格面议）' });
    const tile = night.closest('label')!;
    expect(tile.querySelector('.addon-groups__name')?.textContent).toBe('夜间施工');
    expect(tile.querySelector('.addon-groups__price')?.textContent).toBe('价格面议');
    expect((night as HTMLInputElement).disabled).toBe(true);
    expect(tile.classList.contains('addon-groups__item--disabled')).toBe(true);
    await userEvent.click(night);
    expect(taps).toBe(0);
  });
});
