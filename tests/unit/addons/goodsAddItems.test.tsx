// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readChosenAddons } from '../../../src/features/addons/index.ts';
import { reset as resetAddons } from '../../../src/features/addons/store.ts';
import GoodsAddItems from '../../../src/features/addons/screens/GoodsAddItems.tsx';
import { ADDON_TREE, CONCRETE_DETAIL } from '../cart/fixtures.ts';
import { installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

function gateway() {
  return installGateway({
    'goods.addons': ok(ADDON_TREE),
    'goods.detail': ok(CONCRETE_DETAIL),
    'cart.contractAddons': ok(
      ADDON_TREE.map((g) => ({ ...g, children: g.children.map((c) => (c.additemId === 'mixer_pump' ? { ...c, additemPrice: '12.00' } : c)) })),
    ),
  });
}

const check = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

beforeEach(() => {
  setUpScreenTest();
  sessionStorage.clear();
  resetAddons();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('/goodsAddItems', () => {
  it('under a contract: the contract prices, and the choice reaches the goods page only when confirmed', async () => {
    const gw = gateway();
    const { location } = renderScreen('/goodsAddItems?goodsId=g_concrete&contractId=ct1', <GoodsAddItems />);
    expect(await screen.findByRole('checkbox', { name: '泵送混凝土 ¥12.00' })).toBeTruthy();
    expect(screen.getByText('以下为合同约定价格')).toBeTruthy();
    expect(new URL(gw.calls('cart.contractAddons')[0]!.url).searchParams.get('contractId')).toBe('ct1');
    expect(gw.calls('goods.addons')).toHaveLength(0);

    await userEvent.click(check(/泵送混凝土/));
    await userEvent.click(check(/振捣施工/));
    // 12.00 + 6.00; the pumping method (汽车泵) is not added.
    expect(screen.getByText('附加服务费合计 ¥18.00')).toBeTruthy();
    expect(readChosenAddons('g_concrete')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(readChosenAddons('g_concrete')).toEqual({
      chosen: [
        { additemId: 'mixer_pump', additemName: '泵送混凝土', parentName: '搅拌车/砂浆', additemPrice: '12.00' },
        { additemId: 'pump_truck', additemName: '汽车泵', parentName: '泵送方式', additemPrice: '25.00' },
        { additemId: 'vibrate', additemName: '振捣施工', parentName: '施工项', additemPrice: '6.00' },
      ],
      addUnitPrice: '18.00',
    });
    await waitFor(() => expect(location()).toBe('/from'));
  });

  it('without a contract: the goods own add-ons; leaving without confirming keeps the earlier choice', async () => {
    const gw = gateway();
    renderScreen('/goodsAddItems?goodsId=g_concrete', <GoodsAddItems />);
    expect(await screen.findByRole('checkbox', { name: '泵送混凝土 ¥15.00' })).toBeTruthy();
    expect(screen.queryByText('以下为合同约定价格')).toBeNull();
    expect(gw.calls('cart.contractAddons')).toHaveLength(0);
    await userEvent.click(check(/振捣施工/));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(readChosenAddons('g_concrete')?.chosen.map((c) => c.additemId)).toEqual(['vibrate']);

    // Opened again: the saved choice is shown; a change not confirmed is not saved, nor is Clear.
    cleanup();
    resetAddons();
    renderScreen('/goodsAddItems?goodsId=g_concrete', <GoodsAddItems />);
    await screen.findByRole('checkbox', { name: /振捣施工/ });
    expect(check(/振捣施工/).checked).toBe(true);
    await userEvent.click(check(/泵送混凝土/));
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(check(/振捣施工/).checked).toBe(false);
    expect(readChosenAddons('g_concrete')?.chosen.map((c) => c.additemId)).toEqual(['vibrate']);
  });
});
