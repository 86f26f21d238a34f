// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOrderCart } from '../../../src/features/cart/index.ts';
import { reset as resetGoods } from '../../../src/features/goods/store.ts';
import GoodsDetail from '../../../src/features/goods/screens/GoodsDetail.tsx';
import GoodsDetailV2 from '../../../src/features/goods/screens/GoodsDetailV2.tsx';
import { setToken, setUserInfo } from '../../../src/lib/session/index.ts';
import {
  CEMENT_CONDITIONS,
  CEMENT_DETAIL,
  CEMENT_UNITS,
  CEMENT_VARIETY,
  CONCRETE_CONDITIONS,
  CONCRETE_DETAIL,
  CONCRETE_UNITS,
  VARIETIES,
} from '../cart/fixtures.ts';
import { goodsPageShown } from './goodsPage.ts';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

function concreteGateway(options: { detailFails?: () => boolean } = {}) {
  const gw = installGateway({
    'goods.detail': () => (options.detailFails?.() ? fail('500', '商品服务异常', 500)() : ok({ ...CONCRETE_DETAIL, favourite: false })()),
    'goods.buyConditions': ok(CONCRETE_CONDITIONS),
    'goods.units': ok(CONCRETE_UNITS),
    'goods.matchVariety': async () => {
      const body = (await gw.seen.at(-1)!.request.clone().json()) as { attributeValueNos: string[] };
      const match = body.attributeValueNos.map((no) => VARIETIES[no]).find(Boolean);
      return match ? ok(match)() : fail('404', '符合所选条件的规格不存在', 404)();
    },
    'cart.add': ok({ cartResourceId: 'cart1', cartNum: 1 }),
    'member.storeCollect': ok({ collectId: 'c1' }),
    'member.removeByGoodsIds': ok(null),
  });
  return gw;
}

function cementGateway() {
  return installGateway({
    'goods.detail': ok(CEMENT_DETAIL),
    'goods.buyConditions': ok(CEMENT_CONDITIONS),
    'goods.units': ok(CEMENT_UNITS),
    'goods.matchVariety': ok(CEMENT_VARIETY),
  });
}

const quantityBox = () => screen.getByRole('textbox', { name: '购买数量' }) as HTMLInputElement;
const total = () => screen.getByLabelText('合计').textContent;

function logIn() {
  setToken('tok');
  setUserInfo({ memberId: 'm1', accountName: 'demo' } as never);
}

beforeEach(() => {
  setUpScreenTest();
  sessionStorage.clear();
  resetGoods();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('goods detail', () => {
  it('shows the goods: price with two decimals in the unit, shop, conditions, the quantity at the minimum order, the description', async () => {
    concreteGateway();
    renderScreen('/shoppingDetail?goodsId=g_concrete', <GoodsDetail />);
    expect((await goodsPageShown()).textContent).toBe('¥440.00/方');
    expect(screen.getByRole('heading', { name: '预拌混凝土（商砼）' })).toBeTruthy();
    expect(screen.getByText('华东商砼旗舰店')).toBeTruthy();
    expect(screen.getByRole('listbox', { name: '强度等级' })).toBeTruthy();
    expect(quantityBox().value).toBe('10');
    expect(screen.getByText('起订10方，每次增减0.5方')).toBeTruthy();
    expect(total()).toBe('¥4400.00');
    expect(screen.getByText('C30 预拌混凝土')).toBeTruthy();
    // What the sanitizer removes is tested in real Chromium (tests/e2e/xss.spec.ts); here the text shows.
    expect(document.querySelector('.goods-desc')?.textContent).toContain('C30 预拌混凝土');
  });

  it('/v2/detail is the same screen', async () => {
    concreteGateway();
    renderScreen('/v2/detail?goodsId=g_concrete', <GoodsDetailV2 />);
    expect((await goodsPageShown()).textContent).toBe('¥440.00/方');
  });

  it('quantity: bounds with the catalogue messages, typed text kept while wrong, snapping onto the grid, steps', async () => {
    concreteGateway();
    renderScreen('/shoppingDetail?goodsId=g_concrete', <GoodsDetail />);
    await goodsPageShown();
    await userEvent.clear(quantityBox());
    await userEvent.type(quantityBox(), '5');
    expect(screen.getByRole('alert').textContent).toBe('购买数量不能小于10方');
    expect(quantityBox().value).toBe('5');
    await userEvent.clear(quantityBox());
    await userEvent.type(quantityBox(), '2001');
    expect(screen.getByRole('alert').textContent).toBe('购买数量不能大于2000方');
    await userEvent.clear(quantityBox());
    await userEvent.type(quantityBox(), 'abc');
    expect(screen.getByRole('alert').textContent).toBe('请输入有效的购买数量');
    await userEvent.clear(quantityBox());
    await userEvent.type(quantityBox(), '12.7');
    await userEvent.tab();
    expect(quantityBox().value).toBe('12.5');
    expect(screen.getByRole('status').textContent).toBe('数量已调整为12.5方');
    await userEvent.click(screen.getByRole('button', { name: '增加' }));
    expect(quantityBox().value).toBe('13');
    expect(total()).toBe('¥5720.00');
    await userEvent.click(screen.getByRole('button', { name: '减少' }));
    await userEvent.click(screen.getByRole('button', { name: '减少' }));
    expect(quantityBox().value).toBe('12');
  });

  it('a buy condition toggles and matches the variety; no match says so and blocks buying', async () => {
    logIn();
    const gw = concreteGateway();
    renderScreen('/shoppingDetail?goodsId=g_concrete', <GoodsDetail />);
    await goodsPageShown();
    const strength = screen.getByRole('listbox', { name: '强度等级' });
    await userEvent.click(within(strength).getByRole('option', { name: 'C25' }));
    // Toggle: C25 joins C30; the variety is matched again with both.
    await waitFor(() => expect(gw.calls('goods.matchVariety')).toHaveLength(2));
    const body = (await gw.calls('goods.matchVariety')[1]!.clone().json()) as { attributeValueNos: string[] };
    expect(body.attributeValueNos.sort()).toEqual(['u_m3', 'v_c25', 'v_c30']);
    await userEvent.click(within(strength).getByRole('option', { name: 'C30' }));
    await waitFor(() => expect(screen.getByLabelText('单价').textContent).toBe('¥420.00/方'));
    await userEvent.click(within(strength).getByRole('option', { name: 'C25' }));
    expect(await screen.findByText('没有符合所选条件的规格，请重新选择')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(gw.calls('cart.add')).toHaveLength(0);
  });

  it('the buy unit (0004) is single choice: bags snap the quantity onto the bag grid and price the bag', async () => {
    cementGateway();
    renderScreen('/shoppingDetail?goodsId=g_cement', <GoodsDetail />);
    expect((await goodsPageShown()).textContent).toBe('¥500.00/吨');
    expect(quantityBox().value).toBe('1');
    const unit = screen.getByRole('listbox', { name: '购买单位' });
    await userEvent.click(within(unit).getByRole('option', { name: '袋' }));
    expect(screen.getByLabelText('单价').textContent).toBe('¥25.00/袋');
    expect(quantityBox().value).toBe('10');
    await userEvent.click(within(unit).getByRole('option', { name: '袋' }));
    expect(within(unit).getByRole('option', { name: '袋' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('起订10袋，每次增减1袋')).toBeTruthy();
  });

  it('a visitor who adds to the cart, buys or collects is sent to log in and back', async () => {
    const gw = concreteGateway();
    const { location } = renderScreen('/shoppingDetail?goodsId=g_concrete', <GoodsDetail />);
    await goodsPageShown();
    await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(location()).toBe('/login?redirect=%2FshoppingDetail%3FgoodsId%3Dg_concrete'));
    expect(gw.calls('cart.add')).toHaveLength(0);
  });

  it('adds to the cart with the quantity, unit, conditions and the add-ons chosen in this tab', async () => {
    logIn();
    sessionStorage.setItem(
      'buyerapp.addons.g_concrete',
      JSON.stringify({
        chosen: [{ additemId: 'mixer_pump', additemName: '泵送混凝土', parentName: '搅拌车/砂浆', additemPrice: '15.00' }],
        addUnitPrice: '15.00',
      }),
    );
    const gw = concreteGateway();
    renderScreen('/shoppingDetail?goodsId=g_concrete', <GoodsDetail />);
    await goodsPageShown();
    expect(screen.getByText('泵送混凝土')).toBeTruthy();
    expect(total()).toBe('¥4550.00'); // 10 × 440 + 10 × 15
    await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('已加入购物车')).toBeTruthy();
    const body = (await gw.calls('cart.add')[0]!.clone().json()) as Record<string, unknown>;
    expect(body).toEqual({
      goodsId: 'g_concrete',
      resourceId: 'res_c30',
      quantity: '10',
      unit: '方',
      selectInfos: [
        { attributeNo: '0001', attributeValueNo: 'v_c30' },
        { attributeNo: '0004', attributeValueNo: 'u_m3' },
      ],
      addons: [{ additemId: 'mixer_pump' }],
    });
  });

  it('buy now puts the one line in the order cart and opens the order page', async () => {
    logIn();
    concreteGateway();
    const { location } = renderScreen('/shoppingDetail?goodsId=g_concrete', <GoodsDetail />);
    await goodsPageShown();
    await userEvent.click(screen.getByRole('button', { name: '增加' }));
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(location()).toBe('/v2/order?from=buyNow&goodsId=g_concrete'));
    const [group] = readOrderCart();
    expect(group).toMatchObject({ sellerId: 's_hd', sellerName: '华东商砼有限公司', checked: true });
    expect(group!.children).toEqual([
      expect.objectContaining({ cartResourceId: '', resourceId: 'res_c30', quantity: '10.5', unit: '方', unitPrice: '440.00', checked: true }),
    ]);
  });

  it('the buy number and the conditions survive a reload of the page', async () => {
    concreteGateway();
    renderScreen('/shoppingDetail?goodsId=g_concrete', <GoodsDetail />);
    await goodsPageShown();
    await userEvent.click(screen.getByRole('button', { name: '增加' }));
    cleanup();
    resetGoods();
    renderScreen('/shoppingDetail?goodsId=g_concrete', <GoodsDetail />);
    await goodsPageShown();
    expect(quantityBox().value).toBe('10.5');
  });

  it('favourite: collects and un-collects for the member', async () => {
    logIn();
    const gw = concreteGateway();
    renderScreen('/shoppingDetail?goodsId=g_concrete', <GoodsDetail />);
    await goodsPageShown();
    await userEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('button', { name: '取消收藏', pressed: true })).toBeTruthy();
    expect(await gw.calls('member.storeCollect')[0]!.clone().json()).toEqual({ memberId: 'm1', goodsId: 'g_concrete' });
    await userEvent.click(screen.getByRole('button', { name: '取消收藏' }));
    expect(await screen.findByRole('button', { name: '收藏', pressed: false })).toBeTruthy();
    expect(await gw.calls('member.removeByGoodsIds')[0]!.clone().json()).toEqual({ memberId: 'm1', goodsIds: ['g_concrete'] });
  });

  it('a failed load says so and retries', async () => {
    let failing = true;
    concreteGateway({ detailFails: () => failing });
    renderScreen('/shoppingDetail?goodsId=g_concrete', <GoodsDetail />);
    expect(await screen.findByText('商品加载失败')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await goodsPageShown()).textContent).toBe('¥440.00/方');
  });

  it('under a contract: the contract price, and adding goes to the contract cart', async () => {
    logIn();
    const gw = installGateway({
      'goods.detail': ok({ ...CONCRETE_DETAIL, contractId: 'ct1', contractGoodsId: 'cg1', contractPrice: '430.00', surplusGoodsAmount: '560' }),
      'goods.buyConditions': ok(CONCRETE_CONDITIONS),
      'goods.units': ok(CONCRETE_UNITS),
      'goods.matchVariety': ok({ ...(VARIETIES.v_c30 as object), varietyPrice: '430.00' }),
      'cart.contractAdd': ok({ contractNum: 1 }),
    });
    const { location } = renderScreen('/shoppingDetail?goodsId=g_concrete&contractId=ct1', <GoodsDetail />);
    expect((await goodsPageShown()).textContent).toBe('¥430.00/方合同价');
    expect(new URL(gw.calls('goods.detail')[0]!.url).searchParams.get('contractId')).toBe('ct1');
    await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('已加入购物车')).toBeTruthy();
    expect(await gw.calls('cart.contractAdd')[0]!.clone().json()).toEqual({
      contractId: 'ct1',
      contractGoodsId: 'cg1',
      goodsId: 'g_concrete',
      quantity: '10',
      addons: [],
    });
    expect(gw.calls('cart.add')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(location()).toBe('/v2/order?from=buyNow&goodsId=g_concrete&contractId=ct1'));
  });

  it("the bar's shop button lists the shop's goods", async () => {
    concreteGateway();
    const { location } = renderScreen('/shoppingDetail?goodsId=g_concrete', <GoodsDetail />);
    await goodsPageShown();
    await userEvent.click(screen.getByRole('button', { name: '店铺' }));
    await waitFor(() => expect(location()).toBe(`/v2/search?keyword=${encodeURIComponent('华东商砼旗舰店')}`));
  });

  it('the back arrow goes back', async () => {
    concreteGateway();
    const { location } = renderScreen('/shoppingDetail?goodsId=g_concrete', <GoodsDetail />);
    await goodsPageShown();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(location()).toBe('/from'));
  });
});
