// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import GoodsDeliveryModel from '../../../src/features/goods/screens/GoodsDeliveryModel.tsx';
import GoodsPromotionModel from '../../../src/features/goods/screens/GoodsPromotionModel.tsx';
import { setLocale } from '../../../src/lib/i18n.ts';
import { CEMENT_DETAIL, CONCRETE_DETAIL } from '../cart/fixtures.ts';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

const SHOP = {
  shopId: 'shop_pf',
  shopName: '自营旗舰店',
  sellerId: 's_pf',
  sellerName: '平台自营',
  isPlatform: true,
  address: '上海市浦东新区张江路100号',
  goodsCount: 3,
  sales: 10,
};
const STORES = [
  {
    storeId: 'st1',
    storeName: '平台宝山仓',
    address: '上海市宝山区长江西路2001号',
    latitude: 31,
    longitude: 121,
    phone: '021-56001234',
    businessHours: '07:00-19:00',
  },
];

beforeEach(() => setUpScreenTest());
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('delivery information', () => {
  it('lists the delivery ways, transport types, the area and the pickup points', async () => {
    const gw = installGateway({ 'goods.detail': ok(CEMENT_DETAIL), 'goods.shopDetail': ok(SHOP), 'goods.stores': ok(STORES) });
    renderScreen('/shoppingDetail/DeliveryModel?goodsId=g_cement', <GoodsDeliveryModel />);
    expect(await screen.findByText('平台宝山仓')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '配送说明' })).toBeTruthy();
    expect(screen.getByText('自提')).toBeTruthy();
    expect(screen.getByText('当日达')).toBeTruthy();
    expect(screen.getByText('由华东商砼旗舰店从上海市浦东新区张江路100号发货，配送运费在确认订单时计算')).toBeTruthy();
    expect(new URL(gw.calls('goods.stores')[0]!.url).searchParams.get('sellerId')).toBe('s_pf');
  });

  it('goods without self-pickup ask for no stores; in English', async () => {
    await setLocale('en');
    const gw = installGateway({ 'goods.detail': ok(CONCRETE_DETAIL), 'goods.shopDetail': ok(SHOP) });
    renderScreen('/shoppingDetail/DeliveryModel?goodsId=g_concrete', <GoodsDeliveryModel />);
    expect(await screen.findByText('This goods cannot be picked up')).toBeTruthy();
    expect(screen.getByText('Scheduled')).toBeTruthy();
    expect(gw.calls('goods.stores')).toHaveLength(0);
  });

  it('a failed load says so and retries', async () => {
    let failing = true;
    installGateway({ 'goods.detail': () => (failing ? fail('500', '服务异常', 500)() : ok(CONCRETE_DETAIL)()), 'goods.shopDetail': ok(SHOP) });
    renderScreen('/shoppingDetail/DeliveryModel?goodsId=g_concrete', <GoodsDeliveryModel />);
    expect(await screen.findByText('配送信息加载失败')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('该商品不支持自提')).toBeTruthy();
  });
});

describe('promotions', () => {
  it('lists the promotions with their end time; none says so; back goes back', async () => {
    installGateway({ 'goods.detail': ok(CONCRETE_DETAIL) });
    const { location } = renderScreen('/shoppingDetail/PromotionModel?goodsId=g_concrete', <GoodsPromotionModel />);
    expect(await screen.findByText('满500方赠送泵送服务')).toBeTruthy();
    expect(screen.getByText('截止 2027-01-01 00:00:00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(location()).toBe('/from'));
    cleanup();
    installGateway({ 'goods.detail': ok(CEMENT_DETAIL) });
    renderScreen('/shoppingDetail/PromotionModel?goodsId=g_cement', <GoodsPromotionModel />);
    expect(await screen.findByText('暂无促销活动')).toBeTruthy();
  });

  it('a failed load says so', async () => {
    installGateway({ 'goods.detail': fail('500', '服务异常', 500) });
    renderScreen('/shoppingDetail/PromotionModel?goodsId=g_concrete', <GoodsPromotionModel />);
    expect(await screen.findByText('促销信息加载失败')).toBeTruthy();
  });
});
