import type { TimeSlotCode } from '@/lib/constants';
import { persistedProxy } from '@/lib/storage';
import {
  concreteGradeOf,
  concreteOrderProblems,
  type ConcreteOrderProblems,
  contractUnitSteps,
  isBuyUnitAttribute,
  unitPriceOf,
  type AddonChoice,
  type AddonItem,
  type Decimal,
  type Money,
  type UnitSteps,
  addonChoiceFromTree,
  addonTotal,
  chosenAddons,
} from '@/domain';
import { readOrderCart, startBuyNow, type BuyerCartLine } from '@/features/cart';
import type { Href } from '@/lib/href';
import { href } from '@/lib/routes';
import { prepareCheckout } from './store';
import type { BuyCondition, ContractDetail, ContractSubInit, GoodsDetail, GoodsUnit, GoodsVariety } from './api';

/**
 * The concrete order form (/concrete/order): what it offers (the grades of a catalogue concrete goods, or
 * the concrete goods of a contract at the contract price and within its surplus) and what the buyer
 * picked, kept in this tab's storage so that a trip to the address picker or a reload loses nothing.
 */

/** A grade the buyer can order: one variety (catalogue) or one contract goods (contract). */
export interface ConcreteGrade {
  /** The variety id, or the contract goods id under a contract. */
  readonly id: string;
  /** The grade shown ("C30"), else the variety name. */
  readonly grade: string;
  readonly varietyId: string;
  readonly varietyName: string;
  readonly resourceId: string;
  /** The price of one chosen unit (the contract price under a contract). */
  readonly unitPrice: Money;
  readonly contractGoodsId?: string;
  /** Under a contract: what remains of it, in the goods' pricing unit. */
  readonly surplus?: Decimal;
  /** The unit's grid, capped at the surplus under a contract. */
  readonly steps: UnitSteps;
}

/** The concrete goods on offer and its seller (and contract). */
export interface ConcreteOffer {
  readonly goodsId: string;
  readonly goodsName: string;
  readonly image: string;
  readonly sellerId: string;
  readonly sellerName: string;
  readonly isPlatform: boolean;
  readonly contractId?: string;
  readonly contractNo?: string;
  /** The chosen unit (方) and the pricing unit it converts to. */
  readonly unit: string;
  readonly purchaseUnit: string;
  readonly convertRate: Decimal;
  readonly grades: readonly ConcreteGrade[];
  /** The address the seller's checkout options or the contract suggest. */
  readonly defaultAddressId?: string;
}

function stepsOf(unit: GoodsUnit | undefined): UnitSteps {
  return unit
    ? { minOrderCount: unit.minOrderCount, minChangeCount: unit.minChangeCount, maxOrderCount: unit.maxOrderCount ?? null, convertRate: unit.convertRate }
    : { minOrderCount: '1', minChangeCount: '1', maxOrderCount: null, convertRate: '1' };
}

/** The goods a contract's concrete form orders: `goodsId` when given, else its first graded goods ('' when none). */
export function contractConcreteGoods(init: ContractSubInit, details: ContractDetail, goodsId: string | undefined): string {
  return contractGradedLines(init, details, goodsId)[0]?.goodsId ?? goodsId ?? '';
}

function contractGradedLines(init: ContractSubInit, details: ContractDetail, goodsId: string | undefined) {
  const varietyOf = new Map(details.goodsList.map((g) => [g.contractGoodsId, g]));
  return init.goods.filter((g) => {
    const name = varietyOf.get(g.contractGoodsId)?.varietyName ?? '';
    return goodsId ? g.goodsId === goodsId : concreteGradeOf(name) !== null;
  });
}

/**
 * The concrete goods of a contract (all its graded goods, or those of `goodsId`) at the contract price;
 * `goods` holds the chosen goods' units and detail (none when the contract has no graded goods).
 */
export function contractOfferOf(
  init: ContractSubInit,
  details: ContractDetail,
  goodsId: string | undefined,
  goods: { readonly units: readonly GoodsUnit[]; readonly detail: GoodsDetail | null },
): ConcreteOffer {
  const varietyOf = new Map(details.goodsList.map((g) => [g.contractGoodsId, g]));
  // One concrete goods per form: the first graded one's.
  const chosenGoods = contractConcreteGoods(init, details, goodsId);
  const lines = contractGradedLines(init, details, goodsId).filter((g) => g.goodsId === chosenGoods);
  const { units, detail } = goods;
  const first = lines[0];
  const unitName = first?.unit ?? detail?.unit ?? '';
  const steps = stepsOf(units.find((u) => u.unitName === unitName) ?? units[0]);
  return {
    goodsId: chosenGoods,
    goodsName: first?.goodsName ?? detail?.goodsName ?? '',
    image: detail?.images[0] ?? '',
    sellerId: init.sellerId,
    sellerName: init.sellerName,
    isPlatform: first?.isPlatform ?? false,
    contractId: init.contractId,
    contractNo: init.contractNo,
    unit: unitName,
    purchaseUnit: first?.purchaseUnit ?? unitName,
    convertRate: first?.convertRate ?? '1',
    ...(init.addressId ? { defaultAddressId: init.addressId } : {}),
    grades: lines.map((g) => {
      const variety = varietyOf.get(g.contractGoodsId);
      const varietyName = variety?.varietyName ?? g.goodsName;
      return {
        id: g.contractGoodsId,
        grade: concreteGradeOf(varietyName) ?? varietyName,
        varietyId: variety?.varietyId ?? '',
        varietyName,
        resourceId: g.resourceId,
        unitPrice: g.unitPrice,
        contractGoodsId: g.contractGoodsId,
        surplus: g.surplusGoodsAmount,
        steps: contractUnitSteps(steps, g.surplusGoodsAmount),
      };
    }),
  };
}

/** The values of the attributes other than the grade and the buy unit that are selected by default. */
function otherDefaults(conditions: readonly BuyCondition[], grade: BuyCondition | undefined): string[] {
  return conditions
    .filter((c) => c !== grade && !isBuyUnitAttribute(c.attributeNo))
    .flatMap((c) => c.attributeValueDTOs.filter((v) => v.selected).map((v) => v.attributeValueNo));
}

/** The attribute values to match a variety for, one list per grade of a catalogue concrete goods (its other defaults added). */
export function gradeMatches(conditions: readonly BuyCondition[]): string[][] {
  const gradeAttribute = conditions.find((c) => !isBuyUnitAttribute(c.attributeNo) && c.attributeValueDTOs.some((v) => concreteGradeOf(v.attributeValue)));
  const others = otherDefaults(conditions, gradeAttribute);
  return gradeAttribute ? gradeAttribute.attributeValueDTOs.map((v) => [v.attributeValueNo, ...others]) : [others];
}

/**
 * A catalogue concrete goods: each grade matched to its variety and price (`varieties`, a grade without
 * a variety on sale left out as null), the default address of the seller's checkout options when known.
 */
export function catalogueOfferOf(
  goodsId: string,
  detail: GoodsDetail,
  conditions: readonly BuyCondition[],
  units: readonly GoodsUnit[],
  varieties: readonly (GoodsVariety | null | undefined)[],
  defaultAddressId: string | undefined,
): ConcreteOffer {
  const buyUnit = conditions.find((c) => isBuyUnitAttribute(c.attributeNo))?.attributeValueDTOs.find((v) => v.selected)?.attributeValue;
  const unit = units.find((u) => u.unitName === (buyUnit ?? detail.purchaseUnit)) ?? units[0];
  const steps = stepsOf(unit);
  const options = uniqueGrades(
    varieties
      .filter((v): v is GoodsVariety => !!v)
      .map((variety) => ({
        id: variety.varietyId,
        grade: concreteGradeOf(variety.varietyName) ?? variety.varietyName,
        varietyId: variety.varietyId,
        varietyName: variety.varietyName,
        resourceId: variety.resourceId,
        unitPrice: unitPriceOf(variety.varietyPrice, unit?.convertRate ?? '1'),
        steps,
      })),
  );
  return {
    goodsId,
    goodsName: detail.goodsName,
    image: detail.images[0] ?? '',
    sellerId: detail.sellerId,
    sellerName: detail.sellerName,
    isPlatform: detail.isPlatform,
    unit: unit?.unitName ?? detail.purchaseUnit,
    purchaseUnit: unit?.unitName ?? detail.purchaseUnit,
    convertRate: unit?.convertRate ?? '1',
    ...(defaultAddressId ? { defaultAddressId } : {}),
    grades: options,
  };
}

// Two matches of the same variety (a grade listed twice) show once.
function uniqueGrades(grades: ConcreteGrade[]): ConcreteGrade[] {
  return grades.filter((g, index) => grades.findIndex((other) => other.id === g.id) === index);
}

/** The add-on groups of the goods as a choice, the given items checked. */
export function concreteAddonChoice(tree: readonly AddonItem[], checked: readonly string[]): AddonChoice {
  const ids = new Set(checked);
  return addonChoiceFromTree(tree.map((g) => ({ ...g, children: (g.children ?? []).map((c) => ({ ...c, checked: ids.has(c.additemId) })) })));
}

/** The ids of the checked add-ons of a choice (what the form keeps). */
export function checkedAddonIds(choice: AddonChoice): string[] {
  return chosenAddons(choice).map((item) => item.additemId);
}

/** What the buyer picked on the form. */
export interface ConcreteFormState {
  /** The goods and contract the picks are for (`goodsId|contractId`). */
  key: string;
  grade: string;
  slump: string;
  /** The volume as typed ('' until the grade's grid gives the first one). */
  quantity: string;
  takeDate: string;
  timeSlot: TimeSlotCode | '';
  addressId: string;
  /** The suggested address was applied once (the buyer may clear it by picking another). */
  addressDefaulted: boolean;
  addons: string[];
}

const initialForm = (): ConcreteFormState => ({
  key: '',
  grade: '',
  slump: '',
  quantity: '',
  takeDate: '',
  timeSlot: '',
  addressId: '',
  addressDefaulted: false,
  addons: [],
});

const persistedForm = persistedProxy<ConcreteFormState>('buyerapp.concreteOrder', initialForm);

/** The form's picks (this tab's storage). */
export const concreteForm = persistedForm.store;

/** Starts the form for a goods / contract: the picks made for it are kept, others start over. */
export function openConcreteForm(goodsId: string | undefined, contractId: string | undefined): void {
  const key = `${goodsId ?? ''}|${contractId ?? ''}`;
  if (concreteForm.key !== key) Object.assign(concreteForm, initialForm(), { key });
}

/** Forgets the picks (handed over to the confirm page, logout, tests). */
export function resetConcreteForm(): void {
  persistedForm.reset();
}

/** The form as one order-cart line (buy now): the grade's resource at its price, the chosen add-ons. */
export function concreteLine(offer: ConcreteOffer, grade: ConcreteGrade, quantity: string, addons: AddonChoice | null): BuyerCartLine {
  const chosen = addons ? chosenAddons(addons) : [];
  return {
    cartResourceId: '',
    ...(grade.contractGoodsId ? { contractGoodsId: grade.contractGoodsId } : {}),
    goodsId: offer.goodsId,
    goodsName: offer.goodsName,
    resourceId: grade.resourceId,
    varietyId: grade.varietyId,
    varietyName: grade.varietyName,
    image: offer.image,
    unitPrice: grade.unitPrice,
    quantity: quantity || '0',
    unit: offer.unit,
    purchaseUnit: offer.purchaseUnit,
    convertRate: offer.convertRate,
    minOrderCount: grade.steps.minOrderCount,
    minChangeCount: grade.steps.minChangeCount,
    maxBuyNum: grade.steps.maxOrderCount ?? grade.surplus ?? '1000000',
    isPlatform: offer.isPlatform,
    isRebar: false,
    effective: true,
    checked: true,
    cartAdditems: chosen.map((item) => ({
      additemId: item.additemId,
      additemName: item.additemName,
      parentName: item.parentName,
      additemPrice: item.additemPrice ?? '0.00',
    })),
    addUnitPrice: addons ? addonTotal(addons) : '0.00',
    selectInfos: [],
    rebarAmount: '0.00',
  };
}

/** The picks the form checks and hands over. */
export type ConcretePicks = Pick<ConcreteFormState, 'grade' | 'slump' | 'quantity' | 'takeDate' | 'timeSlot' | 'addressId'>;

/** The form's problems now (empty when it can be handed over); a typed volume the stepper refused counts as invalid. */
export function concreteFormProblems(
  form: ConcretePicks,
  offer: ConcreteOffer,
  grade: ConcreteGrade | null,
  quantityValid: boolean,
  now: number,
): ConcreteOrderProblems {
  const found = concreteOrderProblems(
    {
      grade: form.grade && grade ? form.grade : '',
      slump: form.slump,
      quantity: form.quantity,
      steps: grade?.steps ?? offer.grades[0]?.steps ?? null,
      surplus: grade?.surplus ?? null,
      convertRate: offer.convertRate,
      takeDate: form.takeDate,
      timeSlot: form.timeSlot,
      addressId: form.addressId,
    },
    now,
  );
  return !quantityValid && !found.quantity ? { ...found, quantity: 'invalid' } : found;
}

/**
 * Hands the form over to the confirm page: one buy-now line and a fresh checkout with the site address,
 * the pour time and the memo (the slump: it has no field in the order draft). Answers the confirm page's address.
 */
export function handConcreteOver(offer: ConcreteOffer, line: BuyerCartLine, form: ConcretePicks, buyerMemo: string): Href {
  startBuyNow(
    {
      sellerId: offer.sellerId,
      sellerName: offer.sellerName,
      effective: true,
      ...(offer.contractId ? { contractId: offer.contractId } : {}),
      ...(offer.contractNo ? { contractNo: offer.contractNo } : {}),
    },
    line,
  );
  prepareCheckout(readOrderCart(), { addressId: form.addressId, takeDate: form.takeDate, timeSlot: form.timeSlot || undefined, buyerMemo });
  return offer.contractId
    ? href('/v2/order', { from: 'contract', contractId: offer.contractId })
    : href('/v2/order', { from: 'buyNow', goodsId: offer.goodsId });
}
