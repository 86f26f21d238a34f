import { contractIdNonContract, deliveryWayCodes, storeIdDefault, type DeliveryWayCode, type TransferWayCode } from '@gen/constants.gen';
import type { Instant } from './dates';
import type { Decimal, Money } from './money';
import type { RebarEntry } from './rebar';
import { defaultTakeTime, type TakeTime } from './takeDates';
import type { Locale } from './timeSlots';
import { DEFAULT_DELIVERY_WAY, DEFAULT_FLOOR, DEFAULT_TRANSFER_WAY, normalizeFloor } from './transfer';

/**
 * The order draft (§3 "Order draft", §4 "Order draft"): what the order confirmation page edits before
 * the draft is priced and submitted. Every change returns a new draft.
 */

/** A part of an item taken at one time. */
export interface TakeEntry {
  readonly takeTime: TakeTime;
  readonly quantity: Decimal;
  readonly takeType: 'delivery' | 'selfPickup';
  readonly vehicleList: readonly string[];
  /** The buyer's ships of a self-pickup by ship (then `vehicleList` is empty). */
  readonly shipList?: readonly string[];
}

/** What carries a self-pickup away: the buyer's vehicles or the buyer's ships (spec/calls/order.yaml TakeEntry). */
export type PickupCarrier = 'vehicle' | 'ship';

/**
 * The carriers of a take entry: none for a delivery; for a self-pickup the chosen vehicles, or the
 * chosen ships with no vehicle.
 */
export function takeCarriers(
  selfPickup: boolean,
  carrier: PickupCarrier,
  vehicleIds: readonly string[],
  shipIds: readonly string[],
): { vehicleList: string[]; shipList?: string[] } {
  if (!selfPickup) return { vehicleList: [] };
  return carrier === 'ship' ? { vehicleList: [], shipList: [...shipIds] } : { vehicleList: [...vehicleIds] };
}

/**
 * What is wrong with the carriers of a self-pickup take (null when nothing): it needs vehicles or ships
 * (`none`), not both (`both`).
 */
export function pickupCarrierProblem(take: Pick<TakeEntry, 'vehicleList' | 'shipList'>): 'none' | 'both' | null {
  const vehicles = take.vehicleList.length > 0;
  const ships = (take.shipList ?? []).length > 0;
  if (vehicles && ships) return 'both';
  return vehicles || ships ? null : 'none';
}

/** A goods item of the draft; `quantity` is in `unit`. */
export interface OrderDraftItem {
  readonly goodsId: string;
  readonly resourceId: string;
  readonly goodsName: string;
  readonly isPlatform: boolean;
  readonly unit: string;
  readonly purchaseUnit: string;
  readonly quantity: Decimal;
  readonly convertRate: Decimal;
  readonly takeList: readonly TakeEntry[];
}

/** What a draft item takes of a cart line (a CartLine of spec/calls/cart.yaml, or the buy-now line). */
export type DraftSourceLine = Omit<OrderDraftItem, 'takeList'>;

/** A cart line as an order draft item with its takes: the goods, unit and quantity as the cart holds them. */
export function draftItemOf<T extends TakeEntry>(line: DraftSourceLine, takeList: readonly T[]): DraftSourceLine & { takeList: T[] } {
  return {
    goodsId: line.goodsId,
    resourceId: line.resourceId,
    goodsName: line.goodsName,
    isPlatform: line.isPlatform,
    unit: line.unit,
    purchaseUnit: line.purchaseUnit,
    quantity: line.quantity,
    convertRate: line.convertRate,
    takeList: [...takeList],
  };
}

/** The add-ons and rebar list of a line, as order.price and order.submit take them (no empty rebar list). */
export function draftExtrasOf<E = RebarEntry>(line: {
  readonly cartAdditems: readonly { readonly additemId: string }[];
  readonly rebarEntries?: readonly E[] | null | undefined;
}): { addons: { additemId: string }[]; rebarEntries?: E[] } {
  return {
    addons: line.cartAdditems.map((a) => ({ additemId: a.additemId })),
    ...(line.rebarEntries && line.rebarEntries.length > 0 ? { rebarEntries: [...line.rebarEntries] } : {}),
  };
}

/** The invoice (tax) choice of the order. */
export interface OrderTaxInfo {
  readonly invoiceType: 'none' | 'normal' | 'vat';
  readonly vatTitleId?: string;
}

/** The priced amounts shown on the page, as the pricing call returned them. */
export interface OrderDraftPrices {
  readonly goodsAmount: Money;
  readonly addonAmount: Money;
  readonly rebarAmount: Money;
  readonly carriage: Money;
  readonly truckage: Money;
  readonly discount: Money;
  readonly totalAmount: Money;
}

/** The contract the order is placed under, as picked on the page. */
export interface DraftContractInfo {
  readonly contractId: string;
  readonly contractNo?: string;
  readonly sellerName?: string;
}

/** The order draft. */
export interface OrderDraft {
  readonly transportType: string;
  readonly deliveryType: DeliveryWayCode;
  readonly storeId: string;
  /** '' for contract goods whose contract is not picked yet, '0' for a non-contract order. */
  readonly contractId: string;
  readonly contractInfo: DraftContractInfo | null;
  readonly mdmCode: string;
  readonly needEcMonitor: boolean;
  readonly isEntrust: boolean;
  readonly showPrice: boolean;
  readonly transactionTerm: string;
  readonly orderTaxinfo: OrderTaxInfo | null;
  readonly itemList: readonly OrderDraftItem[];
  readonly transferWay: TransferWayCode;
  readonly floor: number;
  readonly payWay: string;
  readonly buyerMemo: string;
  readonly goodsParams: Readonly<Record<string, unknown>> | null;
  /** Null until priced, and again after anything that changes the price (e.g. a unit change). */
  readonly prices: OrderDraftPrices | null;
}

/** What a new draft needs; everything else takes its default. */
export interface NewDraft {
  readonly itemList: readonly OrderDraftItem[];
  readonly isContractGoods: boolean;
  readonly transportType: string;
  readonly deliveryType?: DeliveryWayCode;
}

/** The contract id of a draft with no contract picked: '' for contract goods, '0' otherwise. */
export function emptyContractId(isContractGoods: boolean): string {
  return isContractGoods ? '' : contractIdNonContract;
}

/** A new draft (transport type given): delivery (030060300), store "first", transfer by stairs, floor 1, not priced. */
export function createOrderDraft(init: NewDraft): OrderDraft {
  return {
    transportType: init.transportType,
    deliveryType: init.deliveryType ?? DEFAULT_DELIVERY_WAY,
    storeId: storeIdDefault,
    contractId: emptyContractId(init.isContractGoods),
    contractInfo: null,
    mdmCode: '',
    needEcMonitor: false,
    isEntrust: false,
    showPrice: true,
    transactionTerm: '',
    orderTaxinfo: null,
    itemList: init.itemList,
    transferWay: DEFAULT_TRANSFER_WAY,
    floor: DEFAULT_FLOOR,
    payWay: '',
    buyerMemo: '',
    goodsParams: null,
    prices: null,
  };
}

/** Whether the draft is for self-pickup (030060100). */
export function isSelfPickup(draft: Pick<OrderDraft, 'deliveryType'>): boolean {
  return draft.deliveryType === deliveryWayCodes.selfPickup;
}

/**
 * Delivery-type change (030060100 self-pickup / 030060300 delivery): resets the store id, sets the
 * contract id to '' for contract goods or '0' otherwise, and clears the contract info, the tax info and
 * the entrust flag — the picked contract and invoice may not apply to the other way of delivery.
 */
export function changeDeliveryType(draft: OrderDraft, deliveryType: DeliveryWayCode, isContractGoods: boolean): OrderDraft {
  return {
    ...draft,
    deliveryType,
    storeId: storeIdDefault,
    contractId: emptyContractId(isContractGoods),
    contractInfo: null,
    orderTaxinfo: null,
    isEntrust: false,
  };
}

/**
 * Transport-type choice: every take of every item moves to the default take time of the type — today
 * for transport type 1, otherwise tomorrow, in the all-day slot 030020500.
 */
export function chooseTransportType(draft: OrderDraft, transportType: string, now: Instant, locale: Locale = 'zh-CN'): OrderDraft {
  const takeTime = defaultTakeTime(transportType, now, locale);
  return {
    ...draft,
    transportType,
    itemList: draft.itemList.map((item) => ({
      ...item,
      takeList: item.takeList.map((take) => ({ ...take, takeTime })),
    })),
  };
}

/** A unit change of an item: the new unit and rate, and the prices cleared (they were for the old unit). */
export function changeItemUnit(
  draft: OrderDraft,
  resourceId: string,
  unit: Pick<OrderDraftItem, 'unit' | 'convertRate'> & Partial<Pick<OrderDraftItem, 'quantity'>>,
): OrderDraft {
  return {
    ...draft,
    prices: null,
    itemList: draft.itemList.map((item) => (item.resourceId === resourceId ? { ...item, ...unit } : item)),
  };
}

/** Picking the contract of a contract order. */
export function chooseContract(draft: OrderDraft, contract: DraftContractInfo): OrderDraft {
  return { ...draft, contractId: contract.contractId, contractInfo: contract };
}

/** Transfer way and floor of a delivery; a floor that is not a whole number ≥ 1 becomes 1. */
export function changeTransfer(draft: OrderDraft, transferWay: TransferWayCode, floor: number | string = draft.floor): OrderDraft {
  return { ...draft, transferWay, floor: normalizeFloor(floor), prices: null };
}
