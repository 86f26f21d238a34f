// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOrderCart } from '../../../src/features/cart/index.ts';
import { shownContractCart } from '../../../src/features/cart/contractStore.ts';
import { contractCart } from '../../../src/features/cart/queries.ts';
import { queryClient } from '../../../src/lib/query.ts';
import { contractCartTotal } from '@/domain';
import Cart from '../../../src/features/cart/screens/Cart.tsx';
import ShoppingCart from '../../../src/features/cart/screens/ShoppingCart.tsx';
import { setLocale } from '../../../src/lib/i18n.ts';
import { contractLine, CONTRACT_GROUPS, expiredGroup } from './contractFixtures.ts';
import { menuButtons } from '../../../src/lib/constants.ts';
import { fail, grantButtons, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

type Groups = typeof CONTRACT_GROUPS;

type Checked = { scope: 'all' | 'group' | 'line'; contractId?: string; contractGoodsId?: string; checked: boolean };

/** A contract cart that keeps what is saved to it, as the gateway does (the screens read it again after each write). */
function gateway(options: { groups?: Groups; listFails?: () => boolean; checkedFails?: boolean } = {}) {
  let groups = options.groups ?? CONTRACT_GROUPS;
  const lastBody = async <B,>(id: 'cart.contractUpdateChecked' | 'cart.contractUpdate' | 'cart.contractRemove') =>
    (await gw.calls(id).at(-1)!.clone().json()) as B;
  const check = ({ scope, contractId, contractGoodsId, checked }: Checked) => {
    groups = groups.map((g) => {
      if (!g.effective) return g;
      const children = g.children.map((l) =>
        scope === 'all' || (scope === 'group' && g.contractId === contractId) || l.contractGoodsId === contractGoodsId ? { ...l, checked } : l,
      );
      return { ...g, children, checked: children.every((l) => l.checked) };
    }) as Groups;
  };
  const gw = installGateway({
    'cart.contractList': () =>
      options.listFails?.()
        ? fail('500', '合同购物车服务异常', 500)()
        : ok({ groups, total: { total: '0.00', totalSmall: '0.00', totalBig: '0.00' }, contractNum: 4, allChecked: false })(),
    'cart.contractUpdateChecked': async () => {
      if (options.checkedFails) return fail('500', '勾选失败', 500)();
      check(await lastBody<Checked>('cart.contractUpdateChecked'));
      return ok({ total: '0.00', totalSmall: '0.00', totalBig: '0.00' })();
    },
    'cart.contractUpdate': async () => {
      const body = await lastBody<{ contractGoodsId: string; quantity: string }>('cart.contractUpdate');
      groups = groups.map((g) => ({
        ...g,
        children: g.children.map((l) => (l.contractGoodsId === body.contractGoodsId ? { ...l, quantity: body.quantity } : l)),
      })) as Groups;
      const line = groups.flatMap((g) => g.children).find((l) => l.contractGoodsId === body.contractGoodsId)!;
      return ok({ ...line, money: '0.00', cansaleNumShow: '0' })();
    },
    'cart.contractRemove': async () => {
      const { contractGoodsIds } = await lastBody<{ contractGoodsIds: string[] }>('cart.contractRemove');
      groups = groups
        .map((g) => ({ ...g, children: g.children.filter((l) => !contractGoodsIds.includes(l.contractGoodsId)) }))
        .filter((g) => g.children.length > 0) as Groups;
      return ok({ contractNum: groups.reduce((n, g) => n + g.children.length, 0) })();
    },
    'cart.contractCount': ok({ contractNum: 4 }),
    'cart.list': ok({ groups: [], allChecked: false, cartNum: 0, checkedAmount: '0.00' }),
  });
  return gw;
}

const total = () => screen.getByTestId('contract-cart-total').textContent;
const breakdown = () => screen.getByTestId('contract-cart-breakdown').textContent;
const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const bodyOf = async (request: Request) => (await request.clone().json()) as unknown;

beforeEach(() => {
  setUpScreenTest();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('contract cart (/ShoppingCart)', () => {
  it('groups by contract with the contract price, add-ons, surplus and cansaleNumShow; the expired contract apart; totals are the domain totals', async () => {
    gateway();
    renderScreen('/ShoppingCart', <ShoppingCart />);
    const concrete = await screen.findByRole('region', { name: '合同 HT-2026-0001' });
    expect(within(concrete).getByText('卖家：华东商砼有限公司')).toBeTruthy();
    expect(within(concrete).getByText('C30')).toBeTruthy();
    expect(within(concrete).getByText('合同价 ¥430.00/方')).toBeTruthy();
    expect(within(concrete).getByText(/已选2项附加服务：泵送混凝土、汽车泵/)).toBeTruthy();
    expect(within(concrete).getByText(/附加服务费 ¥12\.00\/方/)).toBeTruthy();
    expect(within(concrete).getByText('合同剩余 560方，还可购 530方')).toBeTruthy();
    expect(within(concrete).getByText('小计 ¥13260.00')).toBeTruthy(); // 30 × 430 + 30 × 12
    const expired = screen.getByRole('region', { name: '失效合同' });
    expect(within(expired).getByText('螺纹钢')).toBeTruthy();
    expect(within(expired).getByText(/HT-2025-0107/)).toBeTruthy();
    expect(within(expired).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('region', { name: '合同 HT-2025-0107' })).toBeNull();
    // Checked: the C30 line only (the sand line is not checked; the expired line is checked on the server but never counts).
    expect(total()).toBe('¥13260.00');
    expect(breakdown()).toBe('商品 ¥12900.00 + 附加服务 ¥360.00');
    const effective = CONTRACT_GROUPS.filter((g) => g.effective);
    expect(total()).toBe(`¥${contractCartTotal(effective as never).total}`);
    expect(screen.getByRole('button', { name: '结算(1)' })).toBeTruthy();
  });

  it('select all, contract and line cascade over the effective contracts and are saved; the expired line never gets checked', async () => {
    const gw = gateway();
    renderScreen('/ShoppingCart', <ShoppingCart />);
    await screen.findByRole('region', { name: '合同 HT-2026-0001' });
    expect(checkbox('全选').checked).toBe(false);
    await userEvent.click(checkbox('选择 中砂 中砂'));
    expect(await bodyOf(gw.calls('cart.contractUpdateChecked')[0]!)).toEqual({ scope: 'line', contractGoodsId: 'cg_sand', checked: true });
    expect(checkbox('选择合同 HT-2026-0002').checked).toBe(true);
    expect(checkbox('全选').checked).toBe(true);
    expect(total()).toBe('¥15560.00'); // + 20 × 115
    expect(screen.getByRole('button', { name: '结算(2)' })).toBeTruthy();
    // Unchecking a contract unchecks its lines and the all box.
    await userEvent.click(checkbox('选择合同 HT-2026-0001'));
    expect(await bodyOf(gw.calls('cart.contractUpdateChecked')[1]!)).toEqual({ scope: 'group', contractId: 'ct_concrete', checked: false });
    expect(checkbox('选择 预拌混凝土 C30').checked).toBe(false);
    expect(checkbox('全选').checked).toBe(false);
    expect(total()).toBe('¥2300.00');
    expect(breakdown()).toBe('商品 ¥2300.00 + 附加服务 ¥0.00');
    await userEvent.click(checkbox('全选'));
    expect(await bodyOf(gw.calls('cart.contractUpdateChecked')[2]!)).toEqual({ scope: 'all', checked: true });
    expect(checkbox('选择 预拌混凝土 C30').checked).toBe(true);
    expect(total()).toBe('¥15560.00');
    const expiredLine = shownContractCart(queryClient.getQueryData(contractCart().queryKey)).find((g) => !g.effective)!.children[0]!;
    expect(expiredLine.checked).toBe(false);
    await userEvent.click(checkbox('全选'));
    expect(total()).toBe('¥0.00');
    expect(screen.getByRole('button', { name: '结算(0)' }).hasAttribute('disabled')).toBe(true);
  });

  it('a refused selection is reported and the cart reloaded', async () => {
    const gw = gateway({ checkedFails: true });
    renderScreen('/ShoppingCart', <ShoppingCart />);
    await screen.findByRole('region', { name: '合同 HT-2026-0001' });
    await userEvent.click(checkbox('选择 中砂 中砂'));
    await waitFor(() => expect(gw.calls('cart.contractList')).toHaveLength(2));
    await waitFor(() => expect(checkbox('选择 中砂 中砂').checked).toBe(false));
  });

  it('quantity: one step of the unit, saved; cansaleNumShow and the totals follow; beyond the surplus is refused and nothing is saved', async () => {
    const gw = gateway();
    renderScreen('/ShoppingCart', <ShoppingCart />);
    await screen.findByRole('region', { name: '合同 HT-2026-0001' });
    await userEvent.click(screen.getByRole('button', { name: '增加 预拌混凝土 C30' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: '预拌混凝土 C30 的数量' }) as HTMLInputElement).value).toBe('30.5'));
    expect(await bodyOf(gw.calls('cart.contractUpdate')[0]!)).toEqual({ contractGoodsId: 'cg_c30', quantity: '30.5' });
    // The domain recomputes money and cansaleNumShow of the line the gateway returned.
    expect(await screen.findByText('合同剩余 560方，还可购 529.5方')).toBeTruthy();
    expect(total()).toBe('¥13481.00'); // 30.5 × 430 + 30.5 × 12
    const input = screen.getByRole('textbox', { name: '预拌混凝土 C30 的数量' });
    await userEvent.clear(input);
    await userEvent.type(input, '561');
    expect(screen.getByRole('alert').textContent).toBe('购买数量不能大于560方');
    await userEvent.tab();
    expect(gw.calls('cart.contractUpdate')).toHaveLength(1);
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    expect(screen.getByRole('alert').textContent).toBe('购买数量不能小于10方');
  });

  it('delete (the swipe action), also a line of the expired contract', async () => {
    const gw = gateway();
    renderScreen('/ShoppingCart', <ShoppingCart />);
    await screen.findByRole('region', { name: '合同 HT-2026-0002' });
    await userEvent.click(screen.getByRole('button', { name: '删除 中砂 中砂' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '合同 HT-2026-0002' })).toBeNull());
    expect(await bodyOf(gw.calls('cart.contractRemove')[0]!)).toEqual({ contractGoodsIds: ['cg_sand'] });
    await userEvent.click(screen.getByRole('button', { name: '删除 螺纹钢 Φ16' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '失效合同' })).toBeNull());
    expect(await bodyOf(gw.calls('cart.contractRemove')[1]!)).toEqual({ contractGoodsIds: ['cg_rebar_old'] });
    expect(total()).toBe('¥13260.00');
  });

  it('settle hands the checked lines, one group per contract with its contractId, to the order page at the contract price', async () => {
    gateway();
    const { location } = renderScreen('/ShoppingCart', <ShoppingCart />);
    await screen.findByRole('region', { name: '合同 HT-2026-0001' });
    await userEvent.click(checkbox('选择 中砂 中砂'));
    await userEvent.click(screen.getByRole('button', { name: '结算(2)' }));
    await waitFor(() => expect(location()).toBe('/v2/order?from=contract'));
    const order = readOrderCart();
    expect(order.map((g) => [g.contractId, g.contractNo, g.sellerId, g.children.map((l) => [l.contractGoodsId, l.unitPrice, l.quantity])])).toEqual([
      ['ct_concrete', 'HT-2026-0001', 's_hd', [['cg_c30', '430.00', '30']]],
      ['ct_cement', 'HT-2026-0002', 's_pf', [['cg_sand', '115.00', '20']]],
    ]);
    expect(order[0]!.children[0]).toMatchObject({
      cartResourceId: '',
      resourceId: 'res_c30',
      varietyName: 'C30',
      addUnitPrice: '12.00',
      unit: '方',
      convertRate: '1',
    });
  });

  it('settle with nothing checked says so', async () => {
    gateway({ groups: [CONTRACT_GROUPS[1]!, expiredGroup] as Groups });
    renderScreen('/ShoppingCart', <ShoppingCart />);
    await screen.findByRole('region', { name: '合同 HT-2026-0002' });
    expect(screen.getByRole('button', { name: '结算(0)' }).hasAttribute('disabled')).toBe(true);
  });

  it('a buyer without the contract-order button of the menu tree sees the cart but no settle, and why', async () => {
    grantButtons(menuButtons.contractOrder);
    gateway();
    renderScreen('/ShoppingCart', <ShoppingCart />);
    await screen.findByRole('region', { name: '合同 HT-2026-0001' });
    expect(screen.queryByRole('button', { name: /^结算/ })).toBeNull();
    expect(screen.getByRole('note').textContent).toBe('您的账号没有合同下单权限，请联系企业管理员开通');
  });

  it('the empty contract cart and a failed load with a retry', async () => {
    let failing = true;
    gateway({ groups: [] as unknown as Groups, listFails: () => failing });
    renderScreen('/ShoppingCart', <ShoppingCart />);
    expect(await screen.findByText('合同购物车加载失败')).toBeTruthy();
    expect(screen.getByText('合同购物车服务异常')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('合同购物车还是空的')).toBeTruthy();
    expect(screen.queryByTestId('contract-cart-total')).toBeNull();
  });

  it('reads in English', async () => {
    gateway();
    await setLocale('en');
    renderScreen('/ShoppingCart', <ShoppingCart />);
    const concrete = await screen.findByRole('region', { name: 'Contract HT-2026-0001' });
    expect(within(concrete).getByText('Contract price ¥430.00/方')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Expired contracts' })).toBeTruthy();
    expect(breakdown()).toBe('Goods ¥12900.00 + add-ons ¥360.00');
  });

  it('the buyer cart links to the contract cart with its count, and back', async () => {
    gateway();
    const { location } = renderScreen('/cart/cart', <Cart />);
    await userEvent.click(await screen.findByRole('button', { name: '合同购物车(4)' }));
    await waitFor(() => expect(location()).toBe('/ShoppingCart'));
  });

  it('the contract cart links to the buyer cart', async () => {
    gateway();
    const { location } = renderScreen('/ShoppingCart', <ShoppingCart />);
    await screen.findByRole('region', { name: '合同 HT-2026-0001' });
    await userEvent.click(screen.getByRole('button', { name: '普通购物车' }));
    await waitFor(() => expect(location()).toBe('/cart/cart'));
  });
});

describe('contract cart lines', () => {
  it('a line without add-ons shows no service summary', async () => {
    gateway({ groups: [{ ...CONTRACT_GROUPS[1]!, children: [contractLine('cg_sand', '中砂', { checked: true })] }] as Groups });
    renderScreen('/ShoppingCart', <ShoppingCart />);
    const cement = await screen.findByRole('region', { name: '合同 HT-2026-0002' });
    expect(within(cement).queryByText(/已选/)).toBeNull();
    expect(total()).toBe('¥2300.00');
  });

  it('offers the add-on change only for goods with add-ons: the concrete line, not the sand', async () => {
    gateway();
    renderScreen('/ShoppingCart', <ShoppingCart />);
    const concrete = await screen.findByRole('region', { name: '合同 HT-2026-0001' });
    const link = within(concrete).getByRole('link', { name: '修改 预拌混凝土 C30 的附加服务' });
    expect(link.getAttribute('href')).toContain('/contractDetail/additems');
    expect(screen.getByTestId('contract-line-cg_c30').textContent).toContain('修改附加服务');
    expect(screen.getByTestId('contract-line-cg_sand').textContent).not.toContain('附加服务');
    expect(screen.queryByRole('link', { name: /修改 中砂.*的附加服务/ })).toBeNull();
  });
});
