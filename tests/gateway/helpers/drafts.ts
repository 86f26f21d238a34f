import type { components } from '@gen/openapi.gen';
import { CONCRETE_ADDONS, DEMO_IDS } from '../../../gateway/seed';

type S = components['schemas'];

/** Tomorrow as YYYY-MM-DD on the local clock (the default take date). */
export function tomorrow(): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** An item of ready-mix concrete C30 by the m³. */
export function concreteItem(quantity = '10', addons: string[] = [CONCRETE_ADDONS.mixerPump, CONCRETE_ADDONS.pumpingTruck]): S['OrderDraftItem'] {
  return {
    goodsId: DEMO_IDS.concrete,
    resourceId: DEMO_IDS.concreteC30Resource,
    goodsName: '预拌混凝土（商砼）',
    isPlatform: false,
    unit: '方',
    purchaseUnit: '方',
    quantity,
    convertRate: '1',
    addons: addons.map((additemId) => ({ additemId })),
    takeList: [],
  };
}

/** A delivery draft of the demo buyer to their site address. */
export function deliveryDraft(items: S['OrderDraftItem'][] = [concreteItem()], overrides: Partial<S['OrderDraft']> = {}): S['OrderDraft'] {
  return {
    transportType: '2',
    deliveryType: '030060300',
    contractId: '0',
    itemList: items,
    transferWay: 'stairs',
    floor: 1,
    addressId: DEMO_IDS.addressA,
    ...overrides,
  };
}

/** A self-pickup draft of bagged cement, picked up by the demo buyer's vehicle. */
export function pickupDraft(bags = '20'): S['OrderDraft'] {
  return {
    transportType: '2',
    deliveryType: '030060100',
    contractId: '0',
    storeId: 'first',
    transferWay: 'none',
    floor: 1,
    itemList: [
      {
        goodsId: DEMO_IDS.cement,
        resourceId: DEMO_IDS.cementBagResource,
        goodsName: '普通硅酸盐水泥 P.O 42.5',
        isPlatform: true,
        unit: '袋',
        purchaseUnit: '袋',
        quantity: bags,
        convertRate: '0.05',
        addons: [],
        takeList: [{ takeTime: { date: tomorrow(), timeSlot: '030020500' }, quantity: bags, takeType: 'selfPickup', vehicleList: [DEMO_IDS.vehicleA] }],
      },
    ],
  };
}
