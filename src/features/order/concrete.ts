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
import type { BuyCondition, ContractDetail, ContractSubInit, GoodsDetail, GoodsUnit, GoodsVariety } from './api';

/**
 * What the concrete order form (/concrete/order) offers: the grades of a catalogue concrete goods, or the
 * concrete goods of a contract at the contract price and within its surplus (what the buyer picks: concreteForm.ts).
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
