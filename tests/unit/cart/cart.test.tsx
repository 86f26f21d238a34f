// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearOrderCart, ORDER_CART_KEY, readOrderCart } from '../../../src/features/cart/index.ts';
import Cart from '../../../src/features/cart/screens/Cart.tsx';
import { onlineManager } from '@tanstack/react-query';
import { buyerCartTotal } from '@/domain';
import { cancelWaitingWrite, waitingWrites } from '@/lib/offline/waiting';
import { ui } from '@/lib/ui';
import { cartLine } from './fixtures.ts';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

const concrete = cartLine('c1', '预拌混凝土', {
  unit: '方',
  unitPrice: '440.00',
  quantity: '12.5',
  minOrderCount: '10',
  minChangeCount: '0.5',
  maxBuyNum: '2000',
  cartAdditems: [
    { additemId: 'a1', additemName: '泵送混凝土', parentName: '搅拌车', additemPrice: '15.00' },
    { additemId: 'a2', additemName: '地泵', parentName: '泵送方式', additemPrice: '18.00' },
  ],
  addUnitPrice: '15.00',
  selectInfos: [{ attributeNo: '0001', attributeName: '强度等级', attributeValueNo: 'v_c30', attributeValue: 'C30' }],
});
const cement = cartLine('c2', '水泥', {
  unit: '袋',
  unitPrice: '25.00',
  quantity: '25',
  convertRate: '0.05',
  minOrderCount: '0.5',
  minChangeCount: '0.05',
  maxBuyNum: '2000',
});
const rebar = cartLine('c3', '螺纹钢', { unitPrice: '3900.00', quantity: '1.5', isRebar: true, rebarAmount: '28.70', rebarEntries: [{}, {}], checked: false });
const gone = cartLine('c4', '垫层混凝土', { effective: false, checked: true });

const GROUPS = [
  { sellerId: 's1', sellerName: '华东商砼', effective: true, checked: false, children: [concrete, gone] },
  { sellerId: 's2', sellerName: '平台自营', effective: true, checked: true, children: [cement] },
  { sellerId: 's3', sellerName: '宝山钢材', effective: true, checked: false, children: [rebar] },
];

type Group = (typeof GROUPS)[number];
type Checked = { scope: 'all' | 'group' | 'line'; sellerId?: string; cartResourceId?: string; checked: boolean };

/** A cart that keeps what is saved to it, as the gateway does (the screen reads it again after each write). */
function gateway(options: { groups?: Group[]; listFails?: () => boolean; checkedFails?: boolean; quantityRefused?: string } = {}) {
  let groups = options.groups ?? GROUPS;
  const lastBody = async <B,>(id: 'cart.updateChecked' | 'cart.updateQuantity' | 'cart.remove') => (await gw.calls(id).at(-1)!.clone().json()) as B;
  const check = ({ scope, sellerId, cartResourceId, checked }: Checked) => {
    groups = groups.map((g) => {
      const children = g.children.map((l) =>
        scope === 'all' || (scope === 'group' && g.sellerId === sellerId) || l.cartResourceId === cartResourceId ? { ...l, checked } : l,
      );
      return { ...g, children, checked: children.every((l) => l.checked) };
    });
  };
  const gw = installGateway({
    'cart.list': () => (options.listFails?.() ? fail('500', '购物车服务异常', 500)() : ok({ groups, allChecked: false, cartNum: 4, checkedAmount: '0.00' })()),
    'cart.updateChecked': async () => {
      if (options.checkedFails) return fail('500', '勾选失败', 500)();
      check(await lastBody<Checked>('cart.updateChecked'));
      return ok(null)();
    },
    'cart.updateQuantity': async () => {
      if (options.quantityRefused) return fail('400', options.quantityRefused, 400)();
      const body = await lastBody<{ cartResourceId: string; quantity: string }>('cart.updateQuantity');
      groups = groups.map((g) => ({
        ...g,
        children: g.children.map((l) => (l.cartResourceId === body.cartResourceId ? { ...l, quantity: body.quantity } : l)),
      }));
      return ok({ ...cement, quantity: body.quantity })();
    },
    'cart.remove': async () => {
      const { cartResourceIds } = await lastBody<{ cartResourceIds: string[] }>('cart.remove');
      groups = groups
        .map((g) => ({ ...g, children: g.children.filter((l) => !cartResourceIds.includes(l.cartResourceId)) }))
        .filter((g) => g.children.length > 0);
      return ok({ cartNum: 3 })();
    },
    'cart.removeInvalid': () => {
      groups = [GROUPS[0]!].map((g) => ({ ...g, children: [concrete] })).concat(GROUPS.slice(1));
      return ok({ cartNum: 3 })();
    },
  });
  return gw;
}

const total = () => screen.getByTestId('cart-total').textContent;
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

describe('cart', () => {
  it('groups by seller with conditions, add-on and rebar summaries; unavailable lines apart; the total is the domain total of the checked effective lines', async () => {
    gateway();
    renderScreen('/cart/cart', <Cart />);
    const shop = await screen.findByRole('region', { name: '华东商砼' });
    expect(within(shop).getByText('强度等级：C30')).toBeTruthy();
    expect(within(shop).getByText(/附加服务：泵送混凝土、地泵/)).toBeTruthy();
    expect(within(shop).getByText(/附加服务费 ¥15\.00\/方/)).toBeTruthy();
    expect(within(shop).getByText('小计 ¥5687.50')).toBeTruthy(); // 12.5 × 440 + 12.5 × 15
    expect(within(shop).queryByText('垫层混凝土')).toBeNull();
    const invalid = screen.getByRole('region', { name: '失效商品' });
    expect(within(invalid).getByText('垫层混凝土')).toBeTruthy();
    expect(within(invalid).queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: '编辑 螺纹钢 的钢筋料单' }).textContent).toBe('钢筋料单 2项，加工费 ¥28.70');
    // Checked and effective: concrete and cement (the unavailable line is checked but never counts).
    expect(total()).toBe('¥6312.50');
    expect(total()).toBe(`¥${buyerCartTotal(GROUPS as never)}`);
    expect(screen.getByRole('button', { name: '结算(2)' })).toBeTruthy();
  });

  it('select all, shop and line cascade (domain) and are saved', async () => {
    const gw = gateway();
    renderScreen('/cart/cart', <Cart />);
    await screen.findByRole('region', { name: '华东商砼' });
    expect(checkbox('全选').checked).toBe(false);
    await userEvent.click(checkbox('选择 螺纹钢 默认'));
    expect(checkbox('选择店铺 宝山钢材').checked).toBe(true);
    expect(total()).toBe('¥12191.20'); // + 1.5 × 3900 + 28.70
    expect(await bodyOf(gw.calls('cart.updateChecked')[0]!)).toEqual({ scope: 'line', cartResourceId: 'c3', checked: true });
    expect(checkbox('全选').checked).toBe(true);
    // Unchecking a line unchecks its shop and the all box; selecting the shop checks all its lines again.
    await userEvent.click(checkbox('选择 预拌混凝土 默认'));
    expect(checkbox('选择店铺 华东商砼').checked).toBe(false);
    expect(checkbox('全选').checked).toBe(false);
    expect(total()).toBe('¥6503.70');
    await userEvent.click(checkbox('选择店铺 华东商砼'));
    expect(checkbox('选择 预拌混凝土 默认').checked).toBe(true);
    expect(checkbox('全选').checked).toBe(true);
    expect(await bodyOf(gw.calls('cart.updateChecked')[2]!)).toEqual({ scope: 'group', sellerId: 's1', checked: true });
    await userEvent.click(checkbox('全选'));
    expect(checkbox('选择 预拌混凝土 默认').checked).toBe(false);
    expect(total()).toBe('¥0.00');
    expect(screen.getByRole('button', { name: '结算(0)' }).hasAttribute('disabled')).toBe(true);
    expect(await bodyOf(gw.calls('cart.updateChecked')[3]!)).toEqual({ scope: 'all', checked: false });
  });

  it("a shop's box follows the lines it shows: all on → on, some → indeterminate, none → off (unavailable lines aside)", async () => {
    const sand = cartLine('c5', '黄砂', { checked: false });
    const offShelf = { ...gone, checked: false };
    const gw = gateway({
      groups: [
        // The shop's only line it shows is on; its unavailable line (listed apart) is off.
        { sellerId: 's1', sellerName: '华东商砼', effective: true, checked: false, children: [concrete, offShelf] },
        { sellerId: 's2', sellerName: '平台自营', effective: true, checked: false, children: [cement, sand] },
      ],
    });
    renderScreen('/cart/cart', <Cart />);
    await screen.findByRole('region', { name: '华东商砼' });
    expect(checkbox('选择店铺 华东商砼').checked).toBe(true);
    expect(checkbox('选择店铺 华东商砼').indeterminate).toBe(false);
    expect(checkbox('选择店铺 平台自营').checked).toBe(false);
    expect(checkbox('选择店铺 平台自营').indeterminate).toBe(true);
    expect(checkbox('全选').checked).toBe(false);

    // Some → all on (saved for the shop); then every line shown is on, and so is select all.
    await userEvent.click(checkbox('选择店铺 平台自营'));
    expect(checkbox('选择 黄砂 默认').checked).toBe(true);
    expect(checkbox('选择店铺 平台自营').checked).toBe(true);
    expect(checkbox('选择店铺 平台自营').indeterminate).toBe(false);
    expect(await bodyOf(gw.calls('cart.updateChecked')[0]!)).toEqual({ scope: 'group', sellerId: 's2', checked: true });
    expect(checkbox('全选').checked).toBe(true);

    // All on → off, although the unavailable line was off already.
    await userEvent.click(checkbox('选择店铺 华东商砼'));
    expect(checkbox('选择 预拌混凝土 默认').checked).toBe(false);
    expect(checkbox('选择店铺 华东商砼').checked).toBe(false);
    expect(checkbox('选择店铺 华东商砼').indeterminate).toBe(false);
    expect(await bodyOf(gw.calls('cart.updateChecked')[1]!)).toEqual({ scope: 'group', sellerId: 's1', checked: false });
    expect(checkbox('全选').checked).toBe(false);
  });

  it('a refused selection is reported and the cart reloaded', async () => {
    const gw = gateway({ checkedFails: true });
    renderScreen('/cart/cart', <Cart />);
    await screen.findByRole('region', { name: '华东商砼' });
    await userEvent.click(checkbox('选择 螺纹钢 默认'));
    await waitFor(() => expect(gw.calls('cart.list')).toHaveLength(2));
    await waitFor(() => expect(checkbox('选择 螺纹钢 默认').checked).toBe(false));
  });

  it('quantity: a step of the unit, saved through the cart; a wrong quantity keeps the text and saves nothing', async () => {
    const gw = gateway();
    renderScreen('/cart/cart', <Cart />);
    await screen.findByRole('region', { name: '平台自营' });
    await userEvent.click(screen.getByRole('button', { name: '增加 水泥' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: '水泥 的数量' }) as HTMLInputElement).value).toBe('26'));
    expect(await bodyOf(gw.calls('cart.updateQuantity')[0]!)).toEqual({ cartResourceId: 'c2', quantity: '26' });
    expect(total()).toBe('¥6337.50');
    const input = screen.getByRole('textbox', { name: '水泥 的数量' });
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    expect(screen.getByRole('alert').textContent).toBe('购买数量不能小于10袋');
    await userEvent.tab();
    expect(gw.calls('cart.updateQuantity')).toHaveLength(1);
    expect((input as HTMLInputElement).value).toBe('3');
  });

  it('offline, a quantity change and a removal wait on the device: shown at once, nothing sent; a cancelled one shows no more; back online the rest is sent once with its key', async () => {
    const gw = gateway();
    renderScreen('/cart/cart', <Cart />);
    await screen.findByRole('region', { name: '平台自营' });
    onlineManager.setOnline(false);
    try {
      await userEvent.click(screen.getByRole('button', { name: '增加 水泥' }));
      await waitFor(() => expect((screen.getByRole('textbox', { name: '水泥 的数量' }) as HTMLInputElement).value).toBe('26'));
      await screen.findByText('已保存，联网后自动发送');
      expect(total()).toBe('¥6337.50');
      await userEvent.click(screen.getByRole('button', { name: '删除 水泥' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: '平台自营' })).toBeNull());
      expect(waitingWrites().map((write) => write.label)).toEqual(['水泥 改为 26袋', '从购物车删除 水泥']);
      expect(gw.calls('cart.updateQuantity')).toHaveLength(0);
      expect(gw.calls('cart.remove')).toHaveLength(0);

      cancelWaitingWrite(waitingWrites()[1]!.id);
      await screen.findByRole('region', { name: '平台自营' });
      expect((screen.getByRole('textbox', { name: '水泥 的数量' }) as HTMLInputElement).value).toBe('26');
    } finally {
      onlineManager.setOnline(true);
    }
    await waitFor(() => expect(gw.calls('cart.updateQuantity')).toHaveLength(1));
    const sent = (await bodyOf(gw.calls('cart.updateQuantity')[0]!)) as { cartResourceId: string; quantity: string; idempotencyKey: string };
    expect(sent).toMatchObject({ cartResourceId: 'c2', quantity: '26' });
    expect(sent.idempotencyKey).toMatch(/^offline-/);
    await waitFor(() => expect(waitingWrites()).toEqual([]));
    await screen.findByText('已发送：水泥 改为 26袋');
    expect(gw.calls('cart.remove')).toHaveLength(0);
    expect((screen.getByRole('textbox', { name: '水泥 的数量' }) as HTMLInputElement).value).toBe('26');
  });

  it('a waiting change the gateway refuses once the network is back is said in a banner with its words, and the cart shows what the gateway keeps', async () => {
    const gw = gateway({ quantityRefused: '库存不足' });
    renderScreen('/cart/cart', <Cart />);
    await screen.findByRole('region', { name: '平台自营' });
    onlineManager.setOnline(false);
    try {
      await userEvent.click(screen.getByRole('button', { name: '增加 水泥' }));
      await screen.findByText('已保存，联网后自动发送');
    } finally {
      onlineManager.setOnline(true);
    }
    // The app shell's error banner (not part of this screen's tree) says it.
    await waitFor(() => expect(ui.errorBanner).toEqual({ visible: true, message: '未能发送“水泥 改为 26袋”：库存不足' }));
    await waitFor(() => expect(waitingWrites()).toEqual([]));
    await waitFor(() => expect((screen.getByRole('textbox', { name: '水泥 的数量' }) as HTMLInputElement).value).toBe('25'));
    expect(gw.calls('cart.updateQuantity')).toHaveLength(1);
  });

  it('delete (the swipe action) and clearing the unavailable lines', async () => {
    const gw = gateway();
    renderScreen('/cart/cart', <Cart />);
    await screen.findByRole('region', { name: '平台自营' });
    await userEvent.click(screen.getByRole('button', { name: '删除 水泥' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '平台自营' })).toBeNull());
    expect(await bodyOf(gw.calls('cart.remove')[0]!)).toEqual({ cartResourceIds: ['c2'] });
    expect(total()).toBe('¥5687.50');
    await userEvent.click(screen.getByRole('button', { name: '清空失效商品' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '失效商品' })).toBeNull());
  });

  it('settle hands the checked effective lines, by seller, to the order page', async () => {
    gateway();
    const { location } = renderScreen('/cart/cart', <Cart />);
    await screen.findByRole('region', { name: '华东商砼' });
    await userEvent.click(screen.getByRole('button', { name: '结算(2)' }));
    await waitFor(() => expect(location()).toBe('/v2/order?from=cart'));
    const order = readOrderCart();
    expect(order.map((g) => [g.sellerId, g.children.map((l) => l.cartResourceId)])).toEqual([
      ['s1', ['c1']],
      ['s2', ['c2']],
    ]);
    expect(JSON.parse(sessionStorage.getItem(ORDER_CART_KEY)!)).toEqual(order);
    clearOrderCart();
    expect(readOrderCart()).toEqual([]);
  });

  it('the empty cart and a failed load', async () => {
    let failing = true;
    gateway({ groups: [], listFails: () => failing });
    renderScreen('/cart/cart', <Cart />);
    expect(await screen.findByText('购物车加载失败')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('购物车还是空的')).toBeTruthy();
    expect(screen.queryByTestId('cart-total')).toBeNull();
  });
});

describe('order cart hand-off', () => {
  it('is empty when nothing was handed over, and ignores what is not an order cart', () => {
    expect(readOrderCart()).toEqual([]);
    sessionStorage.setItem(ORDER_CART_KEY, '{"nope":1}');
    expect(readOrderCart()).toEqual([]);
    sessionStorage.setItem(ORDER_CART_KEY, 'not json');
    expect(readOrderCart()).toEqual([]);
  });
});
