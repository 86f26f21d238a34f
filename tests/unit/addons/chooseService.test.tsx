// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readChosenAddons } from '../../../src/features/addons/index.ts';
import { reset as resetAddons } from '../../../src/features/addons/store.ts';
import ChooseService from '../../../src/features/addons/screens/ChooseService.tsx';
import { ADDON_TREE, CONCRETE_DETAIL } from '../cart/fixtures.ts';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

function gateway(options: { fails?: () => boolean } = {}) {
  return installGateway({
    'goods.addons': () => (options.fails?.() ? fail('500', '附加服务查询异常', 500)() : ok(ADDON_TREE)()),
    'goods.detail': ok(CONCRETE_DETAIL),
    'cart.contractAddons': ok(
      ADDON_TREE.map((g) => ({ ...g, children: g.children.map((c) => (c.additemId === 'mixer_pump' ? { ...c, additemPrice: '12.00' } : c)) })),
    ),
  });
}

const check = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const subtotal = () => screen.getByText(/^附加服务费合计/).textContent;

beforeEach(() => {
  setUpScreenTest();
  sessionStorage.clear();
  resetAddons();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('add-on choice', () => {
  it('pumping opens the pumping method defaulted to its first option; a ground pump opens the supporting item defaulted too', async () => {
    gateway();
    renderScreen('/goodChooseServe?goodsId=g_concrete', <ChooseService />);
    expect(await screen.findByText('商品：预拌混凝土（商砼）')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(subtotal()).toBe('附加服务费合计 ¥0.00');

    await userEvent.click(check(/泵送混凝土/));
    expect(check(/泵送混凝土/).checked).toBe(true);
    expect(screen.getByText('已选择泵送，请选择泵送方式')).toBeTruthy();
    expect(radio(/汽车泵/).checked).toBe(true);
    expect(radio(/^地泵 /).checked).toBe(false);
    expect(screen.queryByRole('radio', { name: /地泵管道/ })).toBeNull();
    // The pumping method (汽车泵 25.00) is not added.
    expect(subtotal()).toBe('附加服务费合计 ¥15.00');

    await userEvent.click(radio(/^地泵 /));
    expect(radio(/地泵管道50米内/).checked).toBe(true);
    expect(radio(/地泵管道100米内/).checked).toBe(false);
    expect(subtotal()).toBe('附加服务费合计 ¥20.00');
    await userEvent.click(radio(/地泵管道100米内/));
    expect(subtotal()).toBe('附加服务费合计 ¥24.00');

    // Another mixer choice clears pumping and supporting.
    await userEvent.click(check(/自卸直卸/));
    expect(check(/泵送混凝土/).checked).toBe(false);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(subtotal()).toBe('附加服务费合计 ¥0.00');
  });

  it('groups toggle, a negotiated item adds nothing, the choice is kept in this tab for the goods page', async () => {
    gateway();
    renderScreen('/goodChooseServe?goodsId=g_concrete', <ChooseService />);
    await screen.findByText('商品：预拌混凝土（商砼）');
    await userEvent.click(check(/泵送混凝土/));
    await userEvent.click(check(/振捣施工/));
    await userEvent.click(check(/夜间施工（面议）/));
    expect(subtotal()).toBe('附加服务费合计 ¥21.00');
    expect(screen.getByText('已选：泵送混凝土、汽车泵、振捣施工、夜间施工')).toBeTruthy();
    expect(readChosenAddons('g_concrete')).toEqual({
      chosen: [
        { additemId: 'mixer_pump', additemName: '泵送混凝土', parentName: '搅拌车/砂浆', additemPrice: '15.00' },
        { additemId: 'pump_truck', additemName: '汽车泵', parentName: '泵送方式', additemPrice: '25.00' },
        { additemId: 'vibrate', additemName: '振捣施工', parentName: '施工项', additemPrice: '6.00' },
        { additemId: 'night', additemName: '夜间施工', parentName: '特殊要求', additemPrice: '0.00' },
      ],
      addUnitPrice: '21.00',
    });
    await userEvent.click(check(/振捣施工/));
    expect(check(/振捣施工/).checked).toBe(false);

    // A reload brings the choice back.
    cleanup();
    resetAddons();
    renderScreen('/goodChooseServe?goodsId=g_concrete', <ChooseService />);
    await screen.findByText('商品：预拌混凝土（商砼）');
    expect(check(/泵送混凝土/).checked).toBe(true);
    expect(radio(/汽车泵/).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(readChosenAddons('g_concrete')).toBeNull();
  });

  it('shows an add-on name whole in its tile (its first 3 characters kept together), while its label reads whole', async () => {
    gateway();
    renderScreen('/goodChooseServe?goodsId=g_concrete', <ChooseService />);
    const pump = (await screen.findByRole('checkbox', { name: '泵送混凝土 ¥15.00' })).closest('label');
    expect(pump?.querySelector('[aria-hidden="true"] .addon-groups__name')?.textContent).toBe('泵送混凝土');
    expect(pump?.querySelector('.addon-groups__name-head')?.textContent).toBe('泵送混');
    const short = screen.getByRole('checkbox', { name: /^振捣施工/ }).closest('label');
    expect(short?.querySelector('.addon-groups__price')?.textContent).toBe('¥6.00');
  });

  it('contract goods use the contract prices', async () => {
    const gw = gateway();
    renderScreen('/goodChooseServe?goodsId=g_concrete&contractId=ct1', <ChooseService />);
    expect(await screen.findByRole('checkbox', { name: '泵送混凝土 ¥12.00' })).toBeTruthy();
    expect(new URL(gw.calls('cart.contractAddons')[0]!.url).searchParams.get('contractId')).toBe('ct1');
  });

  it('Done goes back to the goods page', async () => {
    gateway();
    const { location } = renderScreen('/goodChooseServe?goodsId=g_concrete', <ChooseService />);
    await screen.findByText('商品：预拌混凝土（商砼）');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location()).toBe('/from'));
  });

  it('a failed load says so and retries', async () => {
    let failing = true;
    gateway({ fails: () => failing });
    renderScreen('/goodChooseServe?goodsId=g_concrete', <ChooseService />);
    expect(await screen.findByText('附加服务加载失败')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('checkbox', { name: /泵送混凝土/ })).toBeTruthy();
  });
});
