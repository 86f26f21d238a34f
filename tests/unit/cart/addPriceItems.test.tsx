// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CartAddPriceItems from '../../../src/features/cart/screens/CartAddPriceItems.tsx';
import { ADDON_TREE, cartLine } from './fixtures.ts';
import { installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

const PUMPING_HINT = '已选择泵送，请选择泵送方式';

/** A concrete line saved with pumping by ground pump and its 50 m pipe. */
const concrete = cartLine('c1', '预拌混凝土', {
  goodsId: 'g_concrete',
  unit: '方',
  unitPrice: '440.00',
  quantity: '20',
  cartAdditems: [
    { additemId: 'mixer_pump', additemName: '泵送混凝土', parentName: '搅拌车/砂浆', additemPrice: '15.00' },
    { additemId: 'pump_ground', additemName: '地泵', parentName: '泵送方式', additemPrice: '18.00' },
    { additemId: 'pipe50', additemName: '地泵管道50米内', parentName: '配套项', additemPrice: '5.00' },
  ],
  addUnitPrice: '20.00',
});

beforeEach(() => setUpScreenTest());
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('cart line add-ons', () => {
  it('a line saved with 地泵 shows it chosen and asks for no pumping method; choosing pumping anew asks again', async () => {
    installGateway({
      'cart.list': ok({
        groups: [{ sellerId: 's1', sellerName: '华东商砼', effective: true, checked: true, children: [concrete] }],
        allChecked: true,
        cartNum: 1,
        checkedAmount: '0.00',
      }),
      'goods.addons': ok(ADDON_TREE),
    });
    renderScreen('/cart/addPriceItems?cartResourceId=c1', <CartAddPriceItems />);
    const ground = (await screen.findByRole('radio', { name: '地泵 ¥18.00' })) as HTMLInputElement;
    expect(ground.checked).toBe(true);
    expect((screen.getByRole('radio', { name: '地泵管道50米内 ¥5.00' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(PUMPING_HINT)).toBeNull();
    expect(screen.queryByText('已选择地泵，请选择配套项')).toBeNull();

    // Pumping off, then on again: the pumping method has just appeared, defaulted, and says why.
    await userEvent.click(screen.getByRole('checkbox', { name: '泵送混凝土 ¥15.00' }));
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: '泵送混凝土 ¥15.00' }));
    expect((screen.getByRole('radio', { name: '汽车泵 ¥25.00' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(PUMPING_HINT)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '地泵 ¥18.00' }));
    expect(screen.queryByText(PUMPING_HINT)).toBeNull();
  });
});
