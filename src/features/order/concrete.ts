import type { TimeSlotCode } from '@/lib/constants';
import { persistedProxy } from '@/lib/storage';
import {
  concreteGradeOf,
  contractUnitSteps,
  isBuyUnitAttribute,
  unitPriceOf,
  type AddonChoice,
  type AddonItem,
  type Decimal,
  type Money,
  type UnitSteps,
  addonChoiceFromTree,
  chosenAddons,
} from '@/domain';
import { orderApi, type BuyCondition, type GoodsUnit } from './api';

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

/** The concrete goods of a contract (all its graded goods, or those of `goodsId`) at the contract price. */
async function contractOffer(contractId: string, goodsId: string | undefined, signal: AbortSignal): Promise<ConcreteOffer> {
  // order.contractSubInit answers 400 for an ineffective contract: the form says so.
  const [init, details] = await Promise.all([orderApi.contractSubInit(contractId, signal), orderApi.contractDetails(contractId, signal)]);
  const varietyOf = new Map(details.goodsList.map((g) => [g.contractGoodsId, g]));
  const graded = init.goods.filter((g) => {
    const name = varietyOf.get(g.contractGoodsId)?.varietyName ?? '';
    return goodsId ? g.goodsId === goodsId : concreteGradeOf(name) !== null;
  });
  // One concrete goods per form: the first graded one's.
  const chosenGoods = graded[0]?.goodsId ?? goodsId ?? '';
  const lines = graded.filter((g) => g.goodsId === chosenGoods);
  const [units, detail] = chosenGoods ? await Promise.all([orderApi.goodsUnits(chosenGoods, signal), orderApi.goodsDetail(chosenGoods, signal)]) : [[], null];
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

/** A catalogue concrete goods: each value of its grade attribute matched to its variety and price. */
async function catalogueOffer(goodsId: string, signal: AbortSignal): Promise<ConcreteOffer> {
  const [detail, conditions, units] = await Promise.all([
    orderApi.goodsDetail(goodsId, signal),
    orderApi.buyConditions(goodsId, signal),
    orderApi.goodsUnits(goodsId, signal),
  ]);
  const gradeAttribute = conditions.find((c) => !isBuyUnitAttribute(c.attributeNo) && c.attributeValueDTOs.some((v) => concreteGradeOf(v.attributeValue)));
  const others = otherDefaults(conditions, gradeAttribute);
  const buyUnit = conditions.find((c) => isBuyUnitAttribute(c.attributeNo))?.attributeValueDTOs.find((v) => v.selected)?.attributeValue;
  const unit = units.find((u) => u.unitName === (buyUnit ?? detail.purchaseUnit)) ?? units[0];
  const steps = stepsOf(unit);
  const wanted = gradeAttribute ? gradeAttribute.attributeValueDTOs.map((v) => [v.attributeValueNo, ...others]) : [others];
  const matched = await Promise.all(
    wanted.map((attributeValueNos) =>
      orderApi.matchVariety({ goodsId, attributeValueNos }, signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        // A grade without a variety on sale is left out.
        return null;
      }),
    ),
  );
  const varieties = matched.filter((v): v is NonNullable<typeof v> => v !== null);
  const options = uniqueGrades(
    varieties.map((variety) => ({
      id: variety.varietyId,
      grade: concreteGradeOf(variety.varietyName) ?? variety.varietyName,
      varietyId: variety.varietyId,
      varietyName: variety.varietyName,
      resourceId: variety.resourceId,
      unitPrice: unitPriceOf(variety.varietyPrice, unit?.convertRate ?? '1'),
      steps,
    })),
  );
  const checkout = await orderApi.checkoutOptions({ sellerId: detail.sellerId, goodsIds: [goodsId] }, signal).catch((error: unknown) => {
    if (signal.aborted) throw error;
    return null;
  });
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
    ...(checkout?.defaultAddressId ? { defaultAddressId: checkout.defaultAddressId } : {}),
    grades: options,
  };
}

// Two matches of the same variety (a grade listed twice) show once.
function uniqueGrades(grades: ConcreteGrade[]): ConcreteGrade[] {
  return grades.filter((g, index) => grades.findIndex((other) => other.id === g.id) === index);
}

/** What the form offers: the contract's concrete goods under a contract, else the catalogue goods. */
export function loadConcreteOffer(goodsId: string | undefined, contractId: string | undefined, signal: AbortSignal): Promise<ConcreteOffer | null> {
  if (contractId) return contractOffer(contractId, goodsId, signal);
  if (goodsId) return catalogueOffer(goodsId, signal);
  return Promise.resolve(null);
}

/** The add-on groups of the goods as a choice (the contract's prices under a contract), the given items checked. */
export async function loadConcreteAddons(
  goodsId: string,
  contractId: string | undefined,
  checked: readonly string[],
  signal: AbortSignal,
): Promise<AddonChoice> {
  const tree = (await orderApi.addons(goodsId, contractId, signal)) as AddonItem[];
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
