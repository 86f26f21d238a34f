// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOrderCart } from '../../../src/features/cart/index.ts';
import { reset as resetGoods } from '../../../src/features/goods/store.ts';
import GoodsDetail from '../../../src/features/goods/screens/GoodsDetail.tsx';
import { setToken, setUserInfo } from '../../../src/lib/session/index.ts';
import { CEMENT_CONDITIONS, CEMENT_DETAIL, CEMENT_UNITS, CEMENT_VARIETY, CONCRETE_CONDITIONS, CONCRETE_DETAIL, CONCRETE_UNITS } from '../cart/fixtures.ts';
import { goodsPageShown } from './goodsPage.ts';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

/**
 * A goods opened under a contract (?contractId=…): the matched variety's contract goods and price, added to
 * the contract cart in the pricing unit, and buy now ordered under the contract.
 */

// The contract holds C30 (cg1, 430.00) and C25 (cg2, 410.00); the detail names its first goods.
const CONTRACT_VARIETIES: Record<string, unknown> = {
  v_c30: {
    goodsId: 'g_concrete',
    varietyId: 'var_c30',
    varietyName: 'C30',
    resourceId: 'res_c30',
    varietyPrice: '430.00',
    stock: '8000',
    contractGoodsId: 'cg1',
  },
  v_c25: {
    goodsId: 'g_concrete',
    varietyId: 'var_c25',
    varietyName: 'C25',
    resourceId: 'res_c25',
    varietyPrice: '410.00',
    stock: '8000',
    contractGoodsId: 'cg2',
  },
};

function logIn() {
  setToken('tok');
  setUserInfo({ memberId: 'm1', accountName: 'demo' } as never);
}

beforeEach(() => {
  setUpScreenTest();
  sessionStorage.clear();
  resetGoods();
  logIn();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('goods under a contract', () => {
  it('prices and adds the chosen variety’s contract goods; buy now orders it under the contract', async () => {
    const gw = installGateway({
      'goods.detail': ok({ ...CONCRETE_DETAIL, contractId: 'ct1', contractGoodsId: 'cg1', contractPrice: '430.00', surplusGoodsAmount: '560' }),
      'goods.buyConditions': ok(CONCRETE_CONDITIONS),
      'goods.units': ok(CONCRETE_UNITS),
      'goods.matchVariety': async () => {
        const body = (await gw.calls('goods.matchVariety').at(-1)!.clone().json()) as { attributeValueNos: string[]; contractId?: string };
        expect(body.contractId).toBe('ct1');
        const match = body.attributeValueNos.map((no) => CONTRACT_VARIETIES[no]).find(Boolean);
        return match ? ok(match)() : fail('404', '符合所选条件的规格不存在', 404)();
      },
      'cart.contractAdd': ok({ contractNum: 1 }),
    });
    const { location } = renderScreen('/shoppingDetail?goodsId=g_concrete&contractId=ct1', <GoodsDetail />);
    expect((await goodsPageShown()).textContent).toBe('¥430.00/方合同价');
    // C25 under the contract: its own contract price, not the detail's (C30) one.
    const strength = screen.getByRole('listbox', { name: '强度等级' });
    await userEvent.click(within(strength).getByRole('option', { name: 'C25' }));
    await userEvent.click(within(strength).getByRole('option', { name: 'C30' }));
    await waitFor(() => expect(screen.getByLabelText('单价').textContent).toBe('¥410.00/方合同价'));
    await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('已加入购物车')).toBeTruthy();
    expect(await gw.calls('cart.contractAdd')[0]!.clone().json()).toEqual({
      contractId: 'ct1',
      contractGoodsId: 'cg2',
      goodsId: 'g_concrete',
      quantity: '10',
      addons: [],
    });
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(location()).toBe('/v2/order?from=buyNow&goodsId=g_concrete&contractId=ct1'));
    const [group] = readOrderCart();
    expect(group).toMatchObject({ contractId: 'ct1', sellerId: CONCRETE_DETAIL.sellerId });
    expect(group!.children[0]).toMatchObject({ contractGoodsId: 'cg2', resourceId: 'res_c25', unitPrice: '410.00', quantity: '10' });
  });

  it('adds to the contract cart in the pricing unit when bought by another unit', async () => {
    const gw = installGateway({
      'goods.detail': ok({ ...CEMENT_DETAIL, contractId: 'ct2', contractGoodsId: 'cg_bag', contractPrice: '490.00', surplusGoodsAmount: '150' }),
      'goods.buyConditions': ok(CEMENT_CONDITIONS),
      'goods.units': ok(CEMENT_UNITS),
      'goods.matchVariety': ok({ ...CEMENT_VARIETY, varietyPrice: '490.00', contractGoodsId: 'cg_bag' }),
      'cart.contractAdd': ok({ contractNum: 1 }),
    });
    renderScreen('/shoppingDetail?goodsId=g_cement&contractId=ct2', <GoodsDetail />);
    await goodsPageShown();
    await userEvent.click(screen.getByText('袋'));
    await waitFor(() => expect(screen.getByLabelText('单价').textContent).toBe('¥24.50/袋合同价'));
    const quantity = screen.getByRole('textbox', { name: '购买数量' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '40');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    await screen.findByText('已加入购物车');
    // 40 bags × 0.05 t = 2 t.
    expect(await gw.calls('cart.contractAdd')[0]!.clone().json()).toMatchObject({ contractGoodsId: 'cg_bag', quantity: '2' });
  });
});
