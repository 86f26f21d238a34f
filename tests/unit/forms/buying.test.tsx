// @vitest-environment happy-dom
// Bad input in the quantity-typed buying forms: the contract add-items page (/contractDetail/additems,
// cart.contractAdd), the concrete order form (/concrete/order, handing a line to the confirm page), the
// rebar list (/selectRebar, cart.saveRebarEntries) and the delivery plan's floor of the checkout (/v2/order,
// order.price and order.submit). The quantity rules are the domain's (quantity, contracts, rebar, draft):
// the expected bounds come from them. Every generated bad value shows a catalogue message, keeps the last
// legal quantity and sends nothing.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ContractAddItems from '../../../src/features/contract/screens/ContractAddItems.tsx';
import { chooseOrderAddress } from '../../../src/features/address/store.ts';
import ConcreteOrder from '../../../src/features/order/screens/ConcreteOrder.tsx';
import OrderCheckout from '../../../src/features/order/screens/OrderCheckout.tsx';
import { checkoutStore, reset as resetCheckout } from '../../../src/features/order/store.ts';
import { ORDER_CART_KEY } from '../../../src/features/cart/index.ts';
import { REBAR_VALUE_BOUNDS } from '../../../src/features/rebar/entries.ts';
import SelectRebar from '../../../src/features/rebar/screens/SelectRebar.tsx';
import { reset as resetRebar } from '../../../src/features/rebar/store.ts';
import { maxFloor, rebar } from '../../../src/lib/constants.ts';
import { setToken } from '../../../src/lib/session/index.ts';
import { CONCRETE_SLUMPS, contractAddRoom, contractUnitSteps, unitBounds, type UnitSteps } from '@/domain';
import { badQuantity, blank, formRuns, message, withControlChar } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { address, cementCart, options, prices } from '../order/helpers.tsx';
import { grantButtons, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  clearScreen();
  resetRebar();
  resetCheckout();
  tearDownScreenTest();
});

/**
 * Lets the effects of the render that showed the form run before typing: found by polling outside act,
 * the stepper's mount effect (which sets its text to the committed quantity) may still be pending and
 * would otherwise land after the paste — something no buyer can type fast enough to meet.
 */
const settle = () => act(async () => {});

/** Clears the screen and the tab's storage, then sets up a logged-in buyer. */
function freshBuyer() {
  clearScreen();
  sessionStorage.clear();
  setUpScreenTest();
  setToken('token-1');
}

/** The quantity message of the stepper for a typed text that is not acceptable (the domain's problem, the catalogue's words). */
function stepperMessage(problem: 'invalid' | 'min' | 'max', steps: UnitSteps, unit: string): string {
  const bounds = unitBounds(steps);
  if (problem === 'min') return message('validation.quantity.min', { min: `${bounds.min}${unit}` });
  if (problem === 'max') return message('validation.quantity.max', { max: `${bounds.max}${unit}` });
  return message('validation.quantity.invalid');
}

/** Above the maximum of `steps` by one ten-thousandth up to a lot more. */
const aboveMax = (steps: UnitSteps) => {
  const max = Number(unitBounds(steps).max);
  return fc.constantFrom((max + 0.0001).toFixed(4), String(max + 1), String(max * 10));
};
/** Below the minimum of `steps` (zero included) but a number. */
const belowMin = (steps: UnitSteps) => fc.constantFrom('0', '0.0', (Number(unitBounds(steps).min) - 0.5).toFixed(1));

/** One typed quantity and the problem the domain finds in it against `steps`. */
const badTypedQuantity = (steps: UnitSteps) =>
  fc.oneof(
    fc.oneof(badQuantity, blank).map((v) => [v, 'invalid'] as const),
    belowMin(steps).map((v) => [v, 'min'] as const),
    aboveMax(steps).map((v) => [v, 'max'] as const),
  );

describe('contract add-items with a bad typed quantity', () => {
  // 中砂 under a contract: 420 t left, 20 t already in the contract cart, ordered from 5 t in steps of 1 t.
  const goods = {
    contractGoodsId: 'cg_sand',
    goodsId: 'g_sand',
    goodsName: '中砂',
    varietyName: '细度2.6',
    unit: '吨',
    unitPrice: '115.00',
    contractAmount: '500',
    surplusGoodsAmount: '420',
  };
  const contract = {
    contractId: 'ct_sand',
    contractNo: 'HT-2026-0002',
    sellerId: 's_sand',
    sellerName: '沪南砂石有限公司',
    status: 'executing',
    effective: true,
    goodsList: [goods],
  };
  const unit = { unitName: '吨', convertRate: '1', minOrderCount: '5', minChangeCount: '1' };
  const inCart = '20';
  const steps = contractUnitSteps(unit, contractAddRoom(goods.surplusGoodsAmount, inCart));
  const name = `${goods.goodsName} ${goods.varietyName}`;
  const line = { ...goods, resourceId: 'res_sand', purchaseUnit: '吨', convertRate: '1', minOrderCount: '5', minChangeCount: '1', isPlatform: false };
  const cart = {
    groups: [
      {
        contractId: contract.contractId,
        contractNo: contract.contractNo,
        sellerId: contract.sellerId,
        sellerName: contract.sellerName,
        effective: true,
        checked: false,
        children: [
          {
            ...line,
            image: '',
            checked: false,
            quantity: inCart,
            money: '2300.00',
            cansaleNumShow: '400',
            cartAdditems: [],
            addUnitPrice: '0.00',
            chooseNum: 0,
          },
        ],
      },
    ],
    total: { goodsAmount: '0.00', addonAmount: '0.00', totalAmount: '0.00', checkedCount: 0 },
    contractNum: 1,
    allChecked: false,
  };

  /** The page of the contract's sand, ready: the quantity field and what the surplus line says. */
  async function open() {
    freshBuyer();
    const gateway = installGateway({
      'contract.details': ok(contract),
      'goods.units': ok([unit]),
      'cart.contractList': ok(cart),
      'cart.contractCount': ok({ contractNum: 1 }),
      'cart.contractAdd': ok({ contractNum: 1 }),
    });
    renderScreen(`/contractDetail/additems?contractId=${contract.contractId}&contractGoodsId=${goods.contractGoodsId}`, <ContractAddItems />);
    const field = await screen.findByRole('textbox', { name: message('contract.add.quantityOf', { name }) });
    await settle();
    return { gateway, field };
  }
  // 还可购 is what the cart line says too: the surplus less what the cart holds, whatever is being typed.
  const surplusText = () =>
    message('contract.add.surplus', { surplus: goods.surplusGoodsAmount, left: contractAddRoom(goods.surplusGoodsAmount, inCart), unit: goods.unit });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: message('contract.add.submit', { count: 1 }) }));

  it('should add a legal typed quantity (the guard of the property below)', async () => {
    const { gateway, field } = await open();
    paste(field, '36');
    fireEvent.blur(field);
    submit();
    await screen.findByText(message('contract.add.added'));
    expect(await gateway.calls('cart.contractAdd')[0]!.clone().json()).toMatchObject({ contractGoodsId: goods.contractGoodsId, quantity: '36' });
  });

  it('should refuse a typed quantity that is not a number, zero, negative, too precise or above the surplus, keeping the legal one', async () => {
    await fc.assert(
      fc.asyncProperty(badTypedQuantity(steps), async ([typed, problem]) => {
        const { gateway, field } = await open();
        expect(screen.getByText(surplusText())).toBeTruthy();
        paste(field, typed);
        fireEvent.blur(field);
        await expectRefused(gateway, submit, stepperMessage(problem, steps, goods.unit));
        expect(await screen.findByText(message('contract.add.fixQuantity'))).toBeTruthy();
        expect(screen.getByText(surplusText())).toBeTruthy();
        expect(gateway.calls('cart.contractAdd')).toHaveLength(0);
      }),
      { numRuns: 6 },
    );
  });
});

describe('concrete order form with a bad volume', () => {
  // C30 under a contract: 560 m³ left, ordered from 10 m³ in steps of 0.5 m³.
  const contract = {
    contractId: 'ct_concrete',
    contractNo: 'HT-2026-0001',
    sellerId: 's_hdsp',
    sellerName: '华东商砼有限公司',
    status: 'executing',
    effective: true,
    goodsList: [
      {
        contractGoodsId: 'cg_c30',
        goodsId: 'g_concrete',
        goodsName: '预拌混凝土（商砼）',
        varietyId: 'var_c30',
        varietyName: 'C30',
        unit: '方',
        unitPrice: '430.00',
        contractAmount: '600',
        surplusGoodsAmount: '560',
      },
    ],
  };
  const init = {
    contractId: contract.contractId,
    contractNo: contract.contractNo,
    sellerId: contract.sellerId,
    sellerName: contract.sellerName,
    transportType: '1',
    deliveryType: '030060100',
    addressId: 'addr_1',
    goods: [
      {
        contractGoodsId: 'cg_c30',
        goodsId: 'g_concrete',
        resourceId: 'res_c30',
        goodsName: '预拌混凝土（商砼）',
        unit: '方',
        purchaseUnit: '方',
        convertRate: '1',
        isPlatform: false,
        unitPrice: '430.00',
        surplusGoodsAmount: '560',
      },
    ],
  };
  const unit = { unitName: '方', convertRate: '1', minOrderCount: '10', minChangeCount: '0.5' };
  const steps = contractUnitSteps(unit, init.goods[0]!.surplusGoodsAmount);

  /** The form with a grade, a slump, tomorrow's first slot and the contract's site address: all but the volume fine. */
  async function open() {
    freshBuyer();
    const gateway = installGateway({
      'order.contractSubInit': ok(init),
      'contract.details': ok(contract),
      'goods.units': ok([unit]),
      'goods.detail': ok({ goodsId: 'g_concrete', goodsName: '预拌混凝土（商砼）', unit: '方', images: [] }),
      'cart.contractAddons': ok([]),
      'address.detail': ok(address),
    });
    const { location } = renderScreen(`/concrete/order?contractId=${contract.contractId}`, <ConcreteOrder />);
    const field = await screen.findByRole('textbox', { name: message('order.concrete.volume') });
    // The picks go to the form kit, which the screen reads back on its next render.
    fireEvent.click(screen.getByRole('button', { name: /^C30/ }));
    await screen.findByRole('button', { name: /^C30/, pressed: true });
    const slump = message('order.concrete.slumpOption', { value: CONCRETE_SLUMPS[2] });
    fireEvent.click(screen.getByRole('button', { name: slump }));
    await screen.findByRole('button', { name: slump, pressed: true });
    const title = message('order.concrete.pourTime');
    const tomorrow = within(screen.getByRole('group', { name: `${title} ${message('order.checkout.takeDate')}` })).getAllByRole('button')[1]!;
    fireEvent.click(tomorrow);
    const slots = screen.getByRole('group', { name: `${title} ${message('order.checkout.timeSlot')}` });
    fireEvent.click((await within(slots).findAllByRole('button'))[0]!);
    await within(slots).findByRole('button', { pressed: true });
    await settle();
    await screen.findByText(/川沙路88号/);
    return { gateway, field, location };
  }
  const next = () => fireEvent.click(screen.getByRole('button', { name: message('order.concrete.next') }));

  it('should hand a legal volume over to the confirm page (the guard of the property below)', async () => {
    const { field, location } = await open();
    paste(field, '20.5');
    fireEvent.blur(field);
    next();
    await waitFor(() => expect(location()).toMatch(/^\/v2\/order\?/));
  });

  it('should keep the picks over a reload, take the address picked on the picker, and forget them once handed over', async () => {
    await open();
    const path = `/concrete/order?contractId=${contract.contractId}`;
    const draftKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith('buyerapp.form.order.concrete.'));
    expect(draftKeys()).toHaveLength(1);
    // Back from the address picker, by a reload: the tab's storage as it was.
    clearScreen();
    chooseOrderAddress(path, { addressId: 'addr_2' });
    const { location } = renderScreen(path, <ConcreteOrder />);
    await screen.findByRole('button', { name: /^C30/, pressed: true });
    const slump = message('order.concrete.slumpOption', { value: CONCRETE_SLUMPS[2] });
    expect(screen.getByRole('button', { name: slump, pressed: true })).toBeTruthy();
    await settle();
    next();
    await waitFor(() => expect(location()).toMatch(/^\/v2\/order\?/));
    expect(checkoutStore.addressId).toBe('addr_2');
    expect(checkoutStore.draft!.buyerMemo).toBe(message('order.concrete.slumpMemo', { slump }));
    expect(draftKeys()).toHaveLength(0);
  });

  it('should refuse a volume that is not a number, zero, negative, too precise or above the surplus, and hand nothing over', async () => {
    await fc.assert(
      fc.asyncProperty(badTypedQuantity(steps), async ([typed, problem]) => {
        const { gateway, field, location } = await open();
        const before = location();
        paste(field, typed);
        fireEvent.blur(field);
        await expectRefused(gateway, next, message('order.concrete.fixVolume'));
        expect(screen.getByText(stepperMessage(problem, steps, '方'))).toBeTruthy();
        expect(location()).toBe(before);
        expect(sessionStorage.getItem(ORDER_CART_KEY)).toBeNull();
      }),
      { numRuns: 6 },
    );
  });
});

describe('rebar list with bad typed values', () => {
  // A cart line's list: a straight bar and a closed stirrup (type 4, two lengths).
  const saved = [
    { listIndex: 0, option1Type: 1, option2Value: '10', option3Value: '6', option4Value: '0' },
    { listIndex: 1, option1Type: rebar.doubleLengthType, option2Value: '20', option3Value: '0.3', option4Value: '0.2' },
  ];
  const fields = [message('rebar.countOf', { index: 1 }), message('rebar.lengthOf', { index: 1 }), message('rebar.length2Of', { index: 2 })];
  const path = '/selectRebar?goodsId=g_rebar&cartResourceId=cart9';

  async function open() {
    freshBuyer();
    resetRebar();
    const gateway = installGateway({
      'goods.rebarOptions': ok({
        shapes: [
          { option1Type: 1, name: '直条' },
          { option1Type: rebar.doubleLengthType, name: '箍筋（闭合）' },
        ],
        option2Values: ['10'],
        option3Values: ['6'],
        option4Values: ['0.2'],
      }),
      'cart.rebarEntries': ok({ cartResourceId: 'cart9', rebarPrice: '0.40', entries: saved, rebarAmount: '32.80' }),
      'cart.saveRebarEntries': ok({ cartResourceId: 'cart9', rebarPrice: '0.40', entries: saved, rebarAmount: '32.80' }),
    });
    const { location } = renderScreen(path, <SelectRebar />);
    await screen.findByRole('textbox', { name: fields[0] });
    await settle();
    return { gateway, location };
  }
  const done = () => fireEvent.click(screen.getByRole('button', { name: message('rebar.confirm') }));

  it('should save legal values to the cart line (the guard of the property below)', async () => {
    const { gateway, location } = await open();
    paste(screen.getByRole('textbox', { name: fields[0] }), REBAR_VALUE_BOUNDS.max);
    done();
    await waitFor(() => expect(location()).toBe('/from'));
    expect(gateway.calls('cart.saveRebarEntries')).toHaveLength(1);
  });

  it('should refuse a count or length that is not a number of 0 or more with at most 4 decimals, or above the maximum', async () => {
    const over = fc.constantFrom(`${REBAR_VALUE_BOUNDS.max}.0001`, String(Number(REBAR_VALUE_BOUNDS.max) + 1), `${REBAR_VALUE_BOUNDS.max}0`);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields),
        fc.oneof(
          fc.oneof(badQuantity, withControlChar('10')).map((v) => [v, message('rebar.badValue')] as const),
          over.map((v) => [v, message('rebar.tooLarge', { max: REBAR_VALUE_BOUNDS.max })] as const),
        ),
        async (field, [typed, text]) => {
          const { gateway, location } = await open();
          paste(screen.getByRole('textbox', { name: field }), typed);
          await expectRefused(gateway, done, text);
          expect(await screen.findByText(message('rebar.fixValues'))).toBeTruthy();
          // Kept as typed for the buyer to correct, on this page.
          expect((screen.getByRole('textbox', { name: field }) as HTMLInputElement).value).toBe(typed);
          expect(location()).toBe(path);
        },
      ),
      formRuns,
    );
  });
});

describe('delivery plan with a bad floor', () => {
  /** The checkout of a cement line, delivered (the default address, the agreement ticked, priced): all but the floor fine. */
  async function open() {
    freshBuyer();
    resetCheckout();
    grantButtons();
    sessionStorage.setItem(ORDER_CART_KEY, JSON.stringify(cementCart()));
    const gateway = installGateway({
      'order.checkoutOptions': ok(options),
      'order.price': ok(prices()),
      'address.detail': ok(address),
      'order.submit': ok({ orderId: 'ord_1', orderNo: 'DD202611210001', payAmount: '1040.00', payDeadline: '2026-11-21 18:00:00' }),
    });
    const { location } = renderScreen('/v2/order?from=cart', <OrderCheckout />);
    const floor = await screen.findByRole('textbox', { name: message('order.checkout.floor') });
    await waitFor(() => expect(document.querySelector('.ord-bar__total strong')?.textContent).toBe('¥1040.00'), { timeout: 3000 });
    fireEvent.click(screen.getByRole('checkbox', { name: message('order.checkout.agreeLabel') }));
    await settle();
    return { gateway, floor, location };
  }
  /** A tap on the submit button: the floor field loses the focus first, as on a phone. */
  const submitAfter = (floor: HTMLElement) => () => {
    fireEvent.blur(floor);
    fireEvent.click(screen.getByRole('button', { name: message('order.checkout.submit') }));
  };

  it('should submit with a legal floor (the guard of the property below)', async () => {
    const { gateway, floor, location } = await open();
    paste(floor, '12');
    submitAfter(floor)();
    await waitFor(() => expect(location()).toMatch(/^\/order\/submit\?/), { timeout: 3000 });
    const submitted = (await gateway.calls('order.submit')[0]!.clone().json()) as { draft: { floor: number } };
    expect(submitted.draft.floor).toBe(12);
  });

  it('should refuse a floor that is not a whole number from 1 to the highest, and submit no order', async () => {
    const badFloor = fc.oneof(blank, badQuantity, withControlChar('12'), fc.constantFrom('0', '00', '1.5', '１２', String(maxFloor + 1), '999'));
    await fc.assert(
      fc.asyncProperty(badFloor, async (typed) => {
        const { gateway, floor, location } = await open();
        paste(floor, typed);
        await expectRefused(gateway, submitAfter(floor), message('order.checkout.floorHint', { max: maxFloor }));
        expect(gateway.calls('order.submit')).toHaveLength(0);
        expect(location()).toBe('/v2/order?from=cart');
      }),
      { numRuns: 4 },
    );
  });
});
