// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyChoice,
  cartLineOf,
  choiceOf,
  goodsStore,
  goodsView,
  pickCondition,
  reset,
  setQuantity,
  unitPrice,
  type GoodsDetailData,
  type GoodsUnitData,
  type GoodsVarietyData,
} from '../../../src/features/goods/store.ts';
import { CEMENT_CONDITIONS, CEMENT_UNITS, CONCRETE_CONDITIONS, CONCRETE_DETAIL, CONCRETE_UNITS, VARIETIES } from '../cart/fixtures.ts';

const detail = CONCRETE_DETAIL as unknown as GoodsDetailData;
const units = CONCRETE_UNITS as unknown as GoodsUnitData[];
const variety = VARIETIES.v_c30 as GoodsVarietyData;
const fresh = () => choiceOf(goodsStore, 'g_concrete');

beforeEach(() => {
  sessionStorage.clear();
  reset();
});

describe('goods page choices', () => {
  it('start from the goods’ defaults: its selected conditions, its first unit, the minimum order', () => {
    const view = goodsView(CONCRETE_CONDITIONS, units, fresh());
    expect(view.valueNos).toEqual(['v_c30', 'u_m3']);
    expect(view.unit?.unitName).toBe('方');
    expect(view.quantity).toBe('10');
  });

  it('a picked condition and a quantity are kept per goods in this tab, and settle onto the unit’s grid', () => {
    const view = goodsView(CONCRETE_CONDITIONS, units, fresh());
    pickCondition(view, units, 'g_concrete', '0001', 'v_c30');
    const none = goodsView(CONCRETE_CONDITIONS, units, fresh());
    // Every strength unchecked stays so (the choice knew that condition).
    expect(none.valueNos).toEqual(['u_m3']);
    setQuantity(none, 'g_concrete', '12.5');
    reset();
    const back = goodsView(CONCRETE_CONDITIONS, units, fresh());
    expect(back).toMatchObject({ valueNos: ['u_m3'], quantity: '12.5' });
    // Another goods' choices are its own.
    expect(choiceOf(goodsStore, 'g_other')).toEqual({ goodsId: 'g_other', valueNos: null, attributeNos: [], quantity: null });
  });

  it('another unit snaps the buy number onto its grid and prices it', () => {
    const cementUnits = CEMENT_UNITS as unknown as GoodsUnitData[];
    const view = goodsView(CEMENT_CONDITIONS, cementUnits, choiceOf(goodsStore, 'g_cement'));
    const bag = CEMENT_CONDITIONS.find((c) => c.attributeNo === '0004')!.attributeValueDTOs.find((v) => v.attributeValue === '袋')!;
    pickCondition(view, cementUnits, 'g_cement', '0004', bag.attributeValueNo);
    const bags = goodsView(CEMENT_CONDITIONS, cementUnits, choiceOf(goodsStore, 'g_cement'));
    expect(bags.unit?.unitName).toBe('袋');
    expect(bags.quantity).toBe('10');
    expect(unitPrice(undefined, { ...variety, varietyPrice: '500.00' }, bags.unit)).toBe('25.00');
  });

  it('a condition the choice knew nothing of keeps its default', () => {
    expect(applyChoice(CONCRETE_CONDITIONS, ['u_m3'], ['0004'])[0]!.attributeValueDTOs.find((v) => v.selected)?.attributeValueNo).toBe('v_c30');
    expect(applyChoice(CONCRETE_CONDITIONS, null)).toEqual(CONCRETE_CONDITIONS);
  });

  it('the price: the matched variety’s first, else the contract’s, else the goods’', () => {
    const unit = units[0]!;
    expect(unitPrice(detail, { ...variety, varietyPrice: '420.00' }, unit)).toBe('420.00');
    expect(unitPrice({ ...detail, contractPrice: '430.00' }, null, unit)).toBe('430.00');
    expect(unitPrice(detail, null, null)).toBe('440.00');
  });

  it('makes the cart line of the page: variety, unit, quantity, conditions, add-ons; rebar only for rebar goods', () => {
    const view = goodsView(CONCRETE_CONDITIONS, units, fresh());
    const addons = { chosen: [{ additemId: 'a1', additemName: '泵送', parentName: '搅拌车', additemPrice: '15.00' }], addUnitPrice: '15.00' };
    const entries = [{ listIndex: 0, option1Type: 1, option2Value: '10', option3Value: '6', option4Value: '0' }];
    const line = cartLineOf({ detail, variety, unit: units[0]!, view, price: '440.00', addons, rebarEntries: entries, rebarAmount: '21.00' });
    expect(line).toMatchObject({
      cartResourceId: '',
      goodsId: 'g_concrete',
      resourceId: 'res_c30',
      varietyId: 'var_c30',
      image: '/a.svg',
      unitPrice: '440.00',
      quantity: '10',
      unit: '方',
      maxBuyNum: '2000',
      addUnitPrice: '15.00',
      rebarAmount: '0.00',
      selectInfos: [
        { attributeNo: '0001', attributeName: '强度等级', attributeValueNo: 'v_c30', attributeValue: 'C30' },
        { attributeNo: '0004', attributeName: '购买单位', attributeValueNo: 'u_m3', attributeValue: '方' },
      ],
    });
    expect(line.cartAdditems).toEqual(addons.chosen);
    expect(line.rebarEntries).toBeUndefined();
    const rebar = cartLineOf({
      detail: { ...detail, isRebar: true },
      variety,
      unit: units[0]!,
      view,
      price: '1',
      addons: null,
      rebarEntries: entries,
      rebarAmount: '21.00',
    });
    expect(rebar).toMatchObject({ rebarEntries: entries, rebarAmount: '21.00', cartAdditems: [], addUnitPrice: '0.00' });
  });
});
