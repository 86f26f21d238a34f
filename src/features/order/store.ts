import { proxy, subscribe } from 'valtio/vanilla';
import { deliveryWayCodes, type DeliveryWayCode, type TimeSlotCode, type TransferWayCode } from '@/lib/constants';
import {
  type Instant,
  changeDeliveryType,
  changeTransfer,
  chooseContract,
  chooseTransportType,
  createOrderDraft,
  isSelfPickup,
  type OrderDraft,
  type OrderDraftItem,
  type OrderTaxInfo,
  defaultTakeTime,
  draftExtrasOf,
  draftItemOf,
  takeTime,
  defaultSlotForDate,
  type PickupCarrier,
  takeCarriers,
} from '@/domain';
import { i18n } from '@/lib/i18n';
import { persisted, resetWhenTabStateForgotten, shapedLike } from '@/lib/storage';
import type { BuyerCartGroup, BuyerCartLine } from '@/features/cart';
import type { CheckoutOptions, ContractSubInit, OrderSubmitResult, WireDraft } from './api';
import { idempotencyKey } from '@/lib/idempotency';

/**
 * The order confirmation (checkout) state: the draft built from the cart's order cart, one seller at a
 * time, everything the buyer picked on the page and the idempotency key of the submit. It is kept in this
 * tab's storage, so a reload at any step loses nothing. The seller's options and the prices are server
 * data: the page reads them from the query cache (checkoutQueries.ts).
 */

/** What the draft item needs besides the domain fields (add-ons, rebar, the cart line). */
export interface ItemExtras {
  readonly addons: readonly { readonly additemId: string }[];
  readonly addonNames: readonly string[];
  readonly rebarEntries?: readonly Readonly<NonNullable<WireDraft['itemList'][number]['rebarEntries']>[number]>[];
  readonly cartResourceId?: string;
  /** The contract goods of a line bought under a contract. */
  readonly contractGoodsId?: string;
  readonly unitPrice: string;
  readonly varietyName: string;
  readonly image: string;
}

export interface PickedVehicle {
  vehicleId: string;
  plateNumber: string;
}

/** A ship of the buyer chosen for a self-pickup by ship (on /myShip/select_myship). */
export interface PickedShip {
  shipId: string;
  shipName: string;
}

/**
 * What the page orders: the order cart on the confirm page (/v2/order: the cart, buy now or the contract
 * cart's settle, submitted with order.submit), or a sub-order under one contract (/order/newContractSub:
 * the order cart of the contract cart's prepare step, with the contract's defaults, submitted with
 * order.newContractSub).
 */
export type CheckoutMode = 'cart' | 'contractSub';

/** The defaults of a new draft besides the cart lines (a contract sub-order: order.contractSubInit). */
export interface DraftDefaults {
  readonly transportType?: string | undefined;
  readonly deliveryType?: DeliveryWayCode | undefined;
  readonly addressId?: string | undefined;
  readonly storeId?: string | undefined;
}

/** What a form that hands over to the confirm page picked already (the concrete order form). */
export interface CheckoutPreset {
  readonly addressId?: string | undefined;
  readonly takeDate?: string | undefined;
  readonly timeSlot?: TimeSlotCode | undefined;
  readonly buyerMemo?: string | undefined;
}

export interface CheckoutState {
  /** Fingerprint of the order cart this state was built from (and of the mode). */
  source: string;
  mode: CheckoutMode;
  groups: BuyerCartGroup[];
  groupIndex: number;
  draft: OrderDraft | null;
  extras: Record<string, ItemExtras>;
  addressId: string;
  vehicles: PickedVehicle[];
  /** What carries a self-pickup away: the vehicles or the ships (spec/calls/order.yaml TakeEntry shipList). */
  pickupBy: PickupCarrier;
  ships: PickedShip[];
  agreed: boolean;
  /** One per draft: a retry or a reload sends the same key, so the gateway creates one order. */
  idempotencyKey: string;
  submitted: OrderSubmitResult | null;
}

const STORAGE_KEY = 'buyerapp.orderCheckout';

const initial = (): CheckoutState => ({
  source: '',
  mode: 'cart',
  groups: [],
  groupIndex: 0,
  draft: null,
  extras: {},
  addressId: '',
  vehicles: [],
  pickupBy: 'vehicle',
  ships: [],
  agreed: false,
  idempotencyKey: '',
  submitted: null,
});

export const checkoutStore = proxy<CheckoutState>(initial());

// Synchronous writes (subscribe's third argument below): a reload right after a change keeps it.
// Each stored field of the kind it has in `initial` (an older version's shape is dropped whole).
const stored = persisted<Partial<CheckoutState>>(STORAGE_KEY, { accept: shapedLike(initial) });

function save(): void {
  stored.write(checkoutStore);
}

function load(): CheckoutState | undefined {
  const saved = stored.read();
  return saved ? ({ ...initial(), ...saved } as CheckoutState) : undefined;
}

let unsubscribe: (() => void) | undefined;
function persist(): void {
  unsubscribe ??= subscribe(checkoutStore, save, true);
}

/** Resets the store and forgets the saved copy (tests, logout). */
export function reset(): void {
  unsubscribe?.();
  unsubscribe = undefined;
  Object.assign(checkoutStore, initial());
  stored.write(undefined);
}
// Another buyer logging in here must not find this one's checkout (src/lib/session keepTabFor).
resetWhenTabStateForgotten(reset);

/** A fresh idempotency key of an order write (submit, refund, add-ons). */
export const newIdempotencyKey = (): string => idempotencyKey('ord');

/** The fingerprint of an order cart: sellers and contracts, lines, quantities and units. */
export function cartFingerprint(groups: readonly BuyerCartGroup[]): string {
  return JSON.stringify(
    groups.map((g) => [
      g.sellerId,
      g.contractId ?? '',
      g.children.map((c) => [c.cartResourceId, c.contractGoodsId ?? '', c.resourceId, c.quantity, c.unit, c.cartAdditems.map((a) => a.additemId)]),
    ]),
  );
}

/** The group being ordered (its contract, when it is bought under one). */
function currentGroup(): BuyerCartGroup | undefined {
  return checkoutStore.groups[checkoutStore.groupIndex] as BuyerCartGroup | undefined;
}

/** Whether the group being ordered is bought under a contract (contract goods: the draft needs a contract). */
export function isContractCheckout(
  state: { readonly groups: readonly { readonly contractId?: string | undefined }[]; readonly groupIndex: number } = checkoutStore,
): boolean {
  return !!state.groups[state.groupIndex]?.contractId;
}

const DEFAULT_TRANSPORT_TYPE = '2';

function draftItem(line: BuyerCartLine, transportType: string, now: Instant): OrderDraftItem {
  return draftItemOf(line, [{ takeTime: defaultTakeTime(transportType, now, i18n.locale), quantity: line.quantity, takeType: 'delivery', vehicleList: [] }]);
}

function extrasOf(line: BuyerCartLine): ItemExtras {
  return {
    ...draftExtrasOf(line),
    addonNames: line.cartAdditems.map((a) => a.additemName),
    ...(line.cartResourceId ? { cartResourceId: line.cartResourceId } : {}),
    ...(line.contractGoodsId ? { contractGoodsId: line.contractGoodsId } : {}),
    unitPrice: line.unitPrice,
    varietyName: line.varietyName,
    image: line.image,
  };
}

function groupContract(group: BuyerCartGroup): { contractId: string; contractNo?: string; sellerName: string } {
  return { contractId: group.contractId ?? '', ...(group.contractNo ? { contractNo: group.contractNo } : {}), sellerName: group.sellerName };
}

function startGroup(index: number, now: Instant, defaults: DraftDefaults = {}): void {
  const group = checkoutStore.groups[index];
  checkoutStore.groupIndex = index;
  checkoutStore.agreed = false;
  checkoutStore.idempotencyKey = newIdempotencyKey();
  if (!group) {
    checkoutStore.draft = null;
    checkoutStore.extras = {};
    return;
  }
  const transportType = defaults.transportType ?? DEFAULT_TRANSPORT_TYPE;
  const draft = createOrderDraft({
    itemList: group.children.map((line) => draftItem(line, transportType, now)),
    isContractGoods: !!group.contractId,
    transportType,
    ...(defaults.deliveryType ? { deliveryType: defaults.deliveryType } : {}),
  });
  const takeType = draft.deliveryType === deliveryWayCodes.selfPickup ? 'selfPickup' : 'delivery';
  const placed = {
    ...draft,
    ...(defaults.storeId && draft.deliveryType === deliveryWayCodes.selfPickup ? { storeId: defaults.storeId } : {}),
    itemList: draft.itemList.map((item) => ({ ...item, takeList: item.takeList.map((take) => ({ ...take, takeType })) })),
  } as OrderDraft;
  // Goods bought under a contract are ordered under it: priced at the contract price, never as '0'.
  checkoutStore.draft = group.contractId ? chooseContract(placed, groupContract(group)) : placed;
  checkoutStore.extras = Object.fromEntries(group.children.map((line) => [line.resourceId, extrasOf(line)]));
  if (defaults.addressId) checkoutStore.addressId = defaults.addressId;
}

/**
 * Opens the checkout for an order cart: the saved state when it was built from the same cart (a
 * reload), else a new draft for the first seller with a new idempotency key.
 */
export function openCheckout(groups: readonly BuyerCartGroup[], now: Instant = Date.now()): void {
  openFor('cart', groups, now);
}

function openFor(mode: CheckoutMode, groups: readonly BuyerCartGroup[], now: Instant, defaults?: DraftDefaults): void {
  // The same lines ordered on the other page start over: its call, defaults and permission differ.
  const source = mode === 'cart' ? cartFingerprint(groups) : `${mode}:${cartFingerprint(groups)}`;
  if (checkoutStore.source !== source || isFinished(checkoutStore)) {
    const saved = load();
    if (saved && saved.source === source && !isFinished(saved)) Object.assign(checkoutStore, saved);
    else startFresh(mode, source, groups, now, defaults);
  }
  persist();
}

// Every group was submitted: the same lines handed over again (buy now of the same goods and quantity, a
// second sub-order of the same contract lines) are a new order, not the finished one.
function isFinished(state: Pick<CheckoutState, 'draft' | 'groupIndex' | 'groups' | 'submitted'>): boolean {
  return state.draft === null && state.submitted !== null && state.groupIndex >= state.groups.length;
}

function startFresh(mode: CheckoutMode, source: string, groups: readonly BuyerCartGroup[], now: Instant, defaults?: DraftDefaults): void {
  Object.assign(checkoutStore, initial(), { source, mode, groups: groups.map((g) => ({ ...g, children: [...g.children] })) });
  startGroup(0, now, defaults);
}

/**
 * Opens a contract sub-order (/order/newContractSub): the order cart's group of that contract, with the
 * contract's defaults (transport type, delivery type, address or store of order.contractSubInit) on a new
 * draft; the saved state when it was built from the same lines (a reload). [] → no draft.
 */
export function openContractSub(groups: readonly BuyerCartGroup[], init: ContractSubInit, now: Instant = Date.now()): void {
  const ofContract = groups
    .filter((g) => g.contractId === init.contractId)
    .map((g) => ({ ...g, contractNo: g.contractNo ?? init.contractNo, sellerName: g.sellerName || init.sellerName }));
  openFor('contractSub', ofContract, now, {
    transportType: init.transportType,
    deliveryType: init.deliveryType,
    addressId: init.addressId,
    storeId: init.storeId,
  });
}

/** Whether the checkout is a contract sub-order (submitted with order.newContractSub). */
export function isContractSub(state: { readonly mode?: CheckoutMode } = checkoutStore): boolean {
  return state.mode === 'contractSub';
}

/**
 * A new checkout of the order cart with what a form picked before handing over (the concrete order form:
 * site address, pour date and slot, the slump in the memo): the confirm page opens it as it is. Always a
 * fresh draft (a new idempotency key), even for the same lines as an earlier order.
 */
export function prepareCheckout(groups: readonly BuyerCartGroup[], preset: CheckoutPreset, now: Instant = Date.now()): void {
  startFresh('cart', cartFingerprint(groups), groups, now);
  if (preset.addressId) chooseAddress(preset.addressId);
  if (preset.takeDate) setTakeTime(preset.takeDate, preset.timeSlot ?? defaultSlotForDate(preset.takeDate, now));
  if (preset.buyerMemo) setMemo(preset.buyerMemo);
  persist();
}

/** Brings the saved checkout back without an order cart (the submit page after a reload). */
export function restoreCheckout(): void {
  if (!checkoutStore.source) {
    const saved = load();
    if (saved) Object.assign(checkoutStore, saved);
  }
  persist();
}

function updateDraft(change: (draft: OrderDraft) => OrderDraft): void {
  if (checkoutStore.draft) checkoutStore.draft = change(checkoutStore.draft as OrderDraft);
}

/**
 * Fits the draft to the seller's checkout options once they arrived: a delivery way and a transport type
 * the seller offers, the buyer's default address when none is chosen.
 */
export function applyCheckoutOptions(options: CheckoutOptions, now: Instant = Date.now()): void {
  const draft = checkoutStore.draft;
  if (!draft) return;
  if (!options.deliveryWays.includes(draft.deliveryType) && options.deliveryWays[0]) {
    chooseDeliveryType(options.deliveryWays[0]);
    // Not the buyer's change: the contract the goods were bought under still applies.
    pickGroupContract();
  }
  if (!options.transportTypes.includes(draft.transportType as never) && options.transportTypes[0]) chooseTransport(options.transportTypes[0], now);
  if (!checkoutStore.addressId && options.defaultAddressId) checkoutStore.addressId = options.defaultAddressId;
}

/**
 * Delivery (030060300) or self-pickup (030060100), with the domain's reset rules; takes follow. For
 * contract goods the contract id becomes '' (to be picked again, {@link pickGroupContract}).
 */
export function chooseDeliveryType(deliveryType: DeliveryWayCode): void {
  const isContractGoods = isContractCheckout();
  updateDraft((draft) => {
    const changed = changeDeliveryType(draft, deliveryType, isContractGoods);
    const takeType = deliveryType === deliveryWayCodes.selfPickup ? 'selfPickup' : 'delivery';
    return { ...changed, itemList: changed.itemList.map((item) => ({ ...item, takeList: item.takeList.map((take) => ({ ...take, takeType })) })) };
  });
}

/** Transport type: type 1 takes today, others tomorrow, in the all-day slot. */
export function chooseTransport(transportType: string, now: Instant = Date.now()): void {
  updateDraft((draft) => chooseTransportType(draft, transportType, now, i18n.locale));
}

/** The take date of every item; the slot becomes the default of that date (today: the first still open). */
export function chooseTakeDate(date: string, now: Instant = Date.now()): void {
  setTakeTime(date, defaultSlotForDate(date, now));
}

/** The take date and slot of every item. */
export function setTakeTime(date: string, slot: TimeSlotCode): void {
  const time = takeTime(date, slot, i18n.locale);
  updateDraft((draft) => ({
    ...draft,
    itemList: draft.itemList.map((item) => ({ ...item, takeList: item.takeList.map((take) => ({ ...take, takeTime: time })) })),
  }));
}

export function chooseTransfer(transferWay: TransferWayCode, floor?: number | string): void {
  updateDraft((draft) => changeTransfer(draft, transferWay, floor));
}

/** Picks the contract the group's goods were bought under (again, after a delivery-type change). */
export function pickGroupContract(): void {
  const group = currentGroup();
  if (!group?.contractId) return;
  updateDraft((draft) => chooseContract(draft, groupContract(group)));
}

export function chooseStore(storeId: string): void {
  updateDraft((draft) => ({ ...draft, storeId }));
}

export function chooseAddress(addressId: string): void {
  checkoutStore.addressId = addressId;
}

export function setVehicles(vehicles: readonly PickedVehicle[]): void {
  checkoutStore.vehicles = vehicles.map((v) => ({ vehicleId: v.vehicleId, plateNumber: v.plateNumber }));
}

/** Picks up by the buyer's vehicles or by the buyer's ships. */
export function setPickupBy(pickupBy: PickupCarrier): void {
  checkoutStore.pickupBy = pickupBy;
}

export function setShips(ships: readonly PickedShip[]): void {
  checkoutStore.ships = ships.map((s) => ({ shipId: s.shipId, shipName: s.shipName }));
}

export function setInvoice(tax: OrderTaxInfo | null): void {
  updateDraft((draft) => ({ ...draft, orderTaxinfo: tax }));
}

export function setPayWay(payWay: string): void {
  updateDraft((draft) => ({ ...draft, payWay }));
}

export function setMemo(buyerMemo: string): void {
  updateDraft((draft) => ({ ...draft, buyerMemo }));
}

export function setAgreed(agreed: boolean): void {
  checkoutStore.agreed = agreed;
}

/**
 * The draft as the gateway takes it (spec OrderDraft): only the fields it knows, the add-ons and cart
 * line of each item, one take per item of the whole quantity, the vehicles (or ships) for a self-pickup.
 */
export function wireDraft(
  state: Pick<CheckoutState, 'draft' | 'extras' | 'addressId' | 'vehicles'> & Partial<Pick<CheckoutState, 'pickupBy' | 'ships'>>,
  withMemo = true,
): WireDraft | null {
  const draft = state.draft;
  if (!draft) return null;
  const pickup = isSelfPickup(draft);
  const carriers = takeCarriers(
    pickup,
    state.pickupBy ?? 'vehicle',
    state.vehicles.map((v) => v.vehicleId),
    (state.ships ?? []).map((s) => s.shipId),
  );
  const tax = draft.orderTaxinfo;
  return {
    transportType: draft.transportType as WireDraft['transportType'],
    deliveryType: draft.deliveryType,
    ...(pickup ? { storeId: draft.storeId } : {}),
    contractId: draft.contractId,
    isEntrust: draft.isEntrust,
    showPrice: draft.showPrice,
    ...(tax ? { orderTaxinfo: { invoiceType: tax.invoiceType, ...(tax.vatTitleId ? { vatTitleId: tax.vatTitleId } : {}) } } : {}),
    itemList: draft.itemList.map((item) => {
      const extras = state.extras[item.resourceId];
      return {
        goodsId: item.goodsId,
        resourceId: item.resourceId,
        goodsName: item.goodsName,
        isPlatform: item.isPlatform,
        unit: item.unit,
        purchaseUnit: item.purchaseUnit,
        quantity: item.quantity,
        convertRate: item.convertRate,
        addons: extras ? extras.addons.map((a) => ({ additemId: a.additemId })) : [],
        ...(extras?.rebarEntries ? { rebarEntries: extras.rebarEntries.map((e) => ({ ...e })) } : {}),
        ...(extras?.cartResourceId ? { cartResourceId: extras.cartResourceId } : {}),
        ...(extras?.contractGoodsId ? { contractGoodsId: extras.contractGoodsId } : {}),
        takeList: item.takeList.map((take) => ({
          takeTime: { date: take.takeTime.date, timeSlot: take.takeTime.timeSlot, ...(take.takeTime.label ? { label: take.takeTime.label } : {}) },
          quantity: item.quantity,
          takeType: pickup ? ('selfPickup' as const) : ('delivery' as const),
          ...carriers,
        })),
      };
    }),
    transferWay: draft.transferWay,
    floor: draft.floor,
    ...(!pickup && state.addressId ? { addressId: state.addressId } : {}),
    ...(draft.payWay ? { payWay: draft.payWay as NonNullable<WireDraft['payWay']> } : {}),
    ...(withMemo && draft.buyerMemo.trim() ? { buyerMemo: draft.buyerMemo.trim() } : {}),
  };
}

/** What the gateway prices: the wire draft without the memo and the pay way (typing a memo asks for no new price). */
export function pricedDraft(draft: WireDraft | null): WireDraft | null {
  if (!draft) return null;
  const { buyerMemo: _memo, payWay: _payWay, ...rest } = draft;
  return rest;
}

/** The submit went through: remember the order, go on with the next seller or finish. */
export function completeSubmit(result: OrderSubmitResult, now: Instant = Date.now()): { moreSellers: boolean } {
  checkoutStore.submitted = result;
  const next = checkoutStore.groupIndex + 1;
  startGroup(next, now);
  return { moreSellers: next < checkoutStore.groups.length };
}

/**
 * Why the checkout cannot be submitted yet, the first reason the buyer should fix (the memo is the memo
 * field's own: useCheckout's form kit checks it under the field).
 */
export type CheckoutProblem = 'floor' | 'contract' | 'address' | 'vehicle' | 'ship' | 'invoiceTitle' | 'agree' | 'price';

/** What the page knows besides the state: the typed floor, whether pickups need a carrier, whether the prices shown are current. */
export interface CheckoutPageFacts {
  readonly floorValid: boolean;
  readonly needVehicle: boolean;
  readonly priced: boolean;
}

/** The first reason the checkout cannot be submitted, or null when it can. */
export function checkoutProblem(
  state: Pick<CheckoutState, 'addressId' | 'vehicles' | 'ships' | 'pickupBy' | 'agreed'> & { readonly draft: OrderDraft | null },
  facts: CheckoutPageFacts,
): CheckoutProblem | null {
  const draft = state.draft;
  if (!draft) return 'price';
  if (!facts.floorValid) return 'floor';
  if (draft.contractId === '') return 'contract';
  const pickup = isSelfPickup(draft);
  if (!pickup && !state.addressId) return 'address';
  const needCarrier = pickup && facts.needVehicle;
  if (needCarrier && state.pickupBy !== 'ship' && state.vehicles.length === 0) return 'vehicle';
  if (needCarrier && state.pickupBy === 'ship' && state.ships.length === 0) return 'ship';
  if (draft.orderTaxinfo && !draft.orderTaxinfo.vatTitleId) return 'invoiceTitle';
  if (!state.agreed) return 'agree';
  return facts.priced ? null : 'price';
}
