import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeDeliveryType,
  changeItemUnit,
  changeTransfer,
  chooseContract,
  chooseTransportType,
  createOrderDraft,
  emptyContractId,
  isSelfPickup,
  type OrderDraft,
  type OrderDraftItem,
  defaultTakeDate,
  defaultTakeTime,
  isSameDayTransport,
  takeDateOptions,
  takeTime,
  defaultSlotForDate,
  findTimeSlot,
  firstOpenSlot,
  hasSlotEnded,
  openSlotsToday,
  slotsForDate,
  timeSlotLabel,
  DEFAULT_DELIVERY_WAY,
  DEFAULT_FLOOR,
  DEFAULT_TRANSFER_WAY,
  deliveryWayOptions,
  normalizeFloor,
  transferWayOptions,
} from '@/domain';
import { timeSlots } from '@/lib/constants';

const NOW = dayjs('2026-11-21 10:30:00');

const item = (resourceId: string): OrderDraftItem => ({
  goodsId: `g-${resourceId}`,
  resourceId,
  goodsName: '商砼 C30',
  isPlatform: false,
  unit: '方',
  purchaseUnit: '方',
  quantity: '10',
  convertRate: '1',
  takeList: [{ takeTime: takeTime('2026-11-25', '030020100'), quantity: '10', takeType: 'delivery', vehicleList: [] }],
});

const priced = (draft: OrderDraft): OrderDraft => ({
  ...draft,
  storeId: 'store-9',
  contractId: 'k-1',
  contractInfo: { contractId: 'k-1', contractNo: 'HT-1' },
  orderTaxinfo: { invoiceType: 'vat', vatTitleId: 't1' },
  isEntrust: true,
  prices: { goodsAmount: '1.00', addonAmount: '0.00', rebarAmount: '0.00', carriage: '0.00', truckage: '0.00', discount: '0.00', totalAmount: '1.00' },
});

/** A local instant at a given minute of a day `day` days after 2026-01-01. */
const instantAt = (day: number, minuteOfDay: number) =>
  dayjs('2026-01-01')
    .add(day, 'day')
    .hour(Math.floor(minuteOfDay / 60))
    .minute(minuteOfDay % 60)
    .second(0)
    .millisecond(0);

describe('order draft: delivery-type change (030060100 self-pickup / 030060300 delivery)', () => {
  it('resets store id, sets contract id empty for contract goods, clears contract info, tax info and the entrust flag', () => {
    const d = changeDeliveryType(priced(createOrderDraft({ itemList: [item('r1')], isContractGoods: true, transportType: '2' })), '030060100', true);
    expect(d).toMatchObject({ deliveryType: '030060100', storeId: 'first', contractId: '', contractInfo: null, orderTaxinfo: null, isEntrust: false });
    expect(isSelfPickup(d)).toBe(true);
  });
  it('sets contract id "0" for goods that are not contract goods', () => {
    const d = changeDeliveryType(priced(createOrderDraft({ itemList: [], isContractGoods: false, transportType: '2' })), '030060300', false);
    expect(d.contractId).toBe('0');
    expect(isSelfPickup(d)).toBe(false);
    expect(emptyContractId(true)).toBe('');
  });
  it('should clear the same fields whatever the draft and the new type, and keep the rest', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('030060100', '030060300' as const),
        fc.boolean(),
        fc.string(),
        fc.boolean(),
        (type: '030060100' | '030060300', isContract, memo, entrust) => {
          const before = {
            ...priced(createOrderDraft({ itemList: [item('r1')], isContractGoods: isContract, transportType: '1' })),
            buyerMemo: memo,
            isEntrust: entrust,
          };
          const after = changeDeliveryType(before, type, isContract);
          expect(after).toEqual({
            ...before,
            deliveryType: type,
            storeId: 'first',
            contractId: isContract ? '' : '0',
            contractInfo: null,
            orderTaxinfo: null,
            isEntrust: false,
          });
        },
      ),
    );
  });
  it('a new draft delivers by default, from store "first", not priced', () => {
    const d = createOrderDraft({ itemList: [item('r1')], isContractGoods: false, transportType: '2' });
    expect(d).toMatchObject({ deliveryType: '030060300', storeId: 'first', contractId: '0', transferWay: 'stairs', floor: 1, prices: null });
    expect(DEFAULT_DELIVERY_WAY).toBe('030060300');
    expect(chooseContract(d, { contractId: 'k-2' })).toMatchObject({ contractId: 'k-2', contractInfo: { contractId: 'k-2' } });
    expect(createOrderDraft({ itemList: [], isContractGoods: false, transportType: '1', deliveryType: '030060100' }).deliveryType).toBe('030060100');
  });
});

describe('order draft: transport type 1 → take date today, otherwise tomorrow, slot all-day 030020500', () => {
  it('transport type 1 takes today', () => {
    expect(isSameDayTransport('1')).toBe(true);
    expect(defaultTakeDate('1', NOW)).toBe('2026-11-21');
    expect(defaultTakeTime('1', NOW)).toEqual({ date: '2026-11-21', timeSlot: '030020500', label: '11-21 全天' });
  });
  it('any other transport type takes tomorrow', () => {
    expect(defaultTakeDate('2', NOW)).toBe('2026-11-22');
    expect(defaultTakeTime('2', dayjs('2026-12-31 23:59'), 'en')).toEqual({ date: '2027-01-01', timeSlot: '030020500', label: '01-01 All day' });
  });
  it('choosing a transport type moves every take to the default take time', () => {
    const d = chooseTransportType(createOrderDraft({ itemList: [item('r1'), item('r2')], isContractGoods: false, transportType: '2' }), '1', NOW);
    expect(d.transportType).toBe('1');
    expect(d.itemList.flatMap((i) => i.takeList.map((t) => t.takeTime))).toEqual([
      { date: '2026-11-21', timeSlot: '030020500', label: '11-21 全天' },
      { date: '2026-11-21', timeSlot: '030020500', label: '11-21 全天' },
    ]);
  });
  it('should pick today for type 1 and the next calendar day otherwise, at any time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 0, max: 1439 }), fc.constantFrom('1', '2', '3'), (day, minute, type) => {
        const now = instantAt(day, minute);
        const expected = type === '1' ? now.format('YYYY-MM-DD') : now.startOf('day').add(1, 'day').format('YYYY-MM-DD');
        expect(defaultTakeTime(type, now)).toMatchObject({ date: expected, timeSlot: '030020500' });
      }),
    );
  });
});

describe('order draft: a unit change clears prices', () => {
  it('sets the new unit and drops the prices', () => {
    const d = priced(createOrderDraft({ itemList: [item('r1'), item('r2')], isContractGoods: false, transportType: '2' }));
    const changed = changeItemUnit(d, 'r2', { unit: '车', convertRate: '8' });
    expect(changed.prices).toBeNull();
    expect(changed.itemList[1]).toMatchObject({ unit: '车', convertRate: '8' });
    expect(changed.itemList[0]).toBe(d.itemList[0]);
  });
});

describe('order draft: date options are 7 days from today', () => {
  it('lists today and the next 6 days', () => {
    expect(takeDateOptions(NOW)).toEqual([
      { id: '2026-11-21', text: '11-21' },
      { id: '2026-11-22', text: '11-22' },
      { id: '2026-11-23', text: '11-23' },
      { id: '2026-11-24', text: '11-24' },
      { id: '2026-11-25', text: '11-25' },
      { id: '2026-11-26', text: '11-26' },
      { id: '2026-11-27', text: '11-27' },
    ]);
  });
  it('should give 7 consecutive calendar days starting today, including the default take date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 0, max: 1439 }), (day, minute) => {
        const now = instantAt(day, minute);
        const options = takeDateOptions(now);
        expect(options).toHaveLength(7);
        options.forEach((o, i) => expect(o.id).toBe(now.startOf('day').add(i, 'day').format('YYYY-MM-DD')));
        expect(options.map((o) => o.id)).toContain(defaultTakeDate('2', now));
      }),
    );
  });
});

describe('order draft: the default slot is the first slot not yet ended', () => {
  it('examples at the slot edges', () => {
    const at = (hhmm: string) => dayjs(`2026-11-21 ${hhmm}`);
    expect(firstOpenSlot(at('00:00'))).toBe('030020100');
    expect(firstOpenSlot(at('05:59'))).toBe('030020100');
    expect(firstOpenSlot(at('06:00'))).toBe('030020200');
    expect(firstOpenSlot(at('12:00'))).toBe('030020300');
    expect(firstOpenSlot(at('17:59'))).toBe('030020300');
    expect(firstOpenSlot(at('18:00'))).toBe('030020400');
    expect(firstOpenSlot(at('23:59'))).toBe('030020400');
  });
  it('should hold at every minute of a day: the result has not ended, every earlier slot has', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 0, max: 1439 }), (day, wanted) => {
        const now = instantAt(day, wanted);
        // The clock time actually reached (a daylight-saving gap can move it), in minutes since midnight.
        const minute = now.hour() * 60 + now.minute();
        const code = firstOpenSlot(now);
        const index = timeSlots.findIndex((s) => s.code === code);
        const slot = timeSlots[index];
        expect(slot).toBeDefined();
        expect((slot?.endHour ?? 0) * 60).toBeGreaterThan(minute);
        for (const earlier of timeSlots.slice(0, index)) expect(earlier.endHour * 60).toBeLessThanOrEqual(minute);
        expect(hasSlotEnded(slot as (typeof timeSlots)[number], now)).toBe(false);
      }),
    );
    // And exhaustively over the 1440 minutes of one day.
    for (let minute = 0; minute < 1440; minute += 1) {
      const expected = timeSlots.find((s) => s.endHour * 60 > minute)?.code;
      expect(firstOpenSlot(instantAt(0, minute))).toBe(expected);
    }
  });
  it('today offers only the open slots; a later day all slots, preselecting all-day', () => {
    const evening = dayjs('2026-11-21 19:00');
    expect(openSlotsToday(evening).map((s) => s.code)).toEqual(['030020400', '030020500']);
    expect(slotsForDate('2026-11-21', evening).map((s) => s.code)).toEqual(['030020400', '030020500']);
    expect(slotsForDate('2026-11-22', evening)).toHaveLength(5);
    expect(defaultSlotForDate('2026-11-21', evening)).toBe('030020400');
    expect(defaultSlotForDate('2026-11-22', evening)).toBe('030020500');
  });
  it('labels slots in the UI language', () => {
    expect(timeSlotLabel('030020500')).toBe('全天');
    expect(timeSlotLabel('030020500', 'en')).toBe('All day');
    expect(timeSlotLabel('030020200')).toBe('06:00-12:00');
    expect(timeSlotLabel('nope')).toBe('');
    expect(findTimeSlot('030020100')?.endHour).toBe(6);
  });
});

describe('order draft: transfer ways and default floor', () => {
  it('stairs by default, then elevator and no carrying; floor 1', () => {
    expect(DEFAULT_TRANSFER_WAY).toBe('stairs');
    expect(transferWayOptions().map((o) => o.id)).toEqual(['stairs', 'elevator', 'none']);
    expect(transferWayOptions('en').map((o) => o.text)).toEqual(['Stairs', 'Elevator', 'No carrying']);
    expect(deliveryWayOptions().map((o) => o.text)).toEqual(['配送', '自提']);
    expect(DEFAULT_FLOOR).toBe(1);
  });
  it('a floor must be a whole number from 1, else 1', () => {
    expect(normalizeFloor(5)).toBe(5);
    expect(normalizeFloor(' 12 ')).toBe(12);
    expect(normalizeFloor(0)).toBe(1);
    expect(normalizeFloor('2.5')).toBe(1);
    expect(normalizeFloor('')).toBe(1);
  });
  it('changing transfer way or floor clears the prices (the carrying fee depends on them)', () => {
    const d = priced(createOrderDraft({ itemList: [], isContractGoods: false, transportType: '2' }));
    expect(changeTransfer(d, 'elevator', '3')).toMatchObject({ transferWay: 'elevator', floor: 3, prices: null });
    expect(changeTransfer(d, 'none').floor).toBe(1);
  });
});
