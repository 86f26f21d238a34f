import type { TimeSlotCode } from '@/lib/constants';
import { addonTotal, chosenAddons, concreteOrderProblems, type AddonChoice, type ConcreteOrderProblems } from '@/domain';
import type { BuyerCartLine } from '@/features/cart';
import type { ConcreteGrade, ConcreteOffer } from './concrete';

/**
 * What the buyer picks on the concrete order form (/concrete/order), the form kit's values: checked by the
 * domain's rules (src/domain/concreteOrder.ts) and handed to the confirm page as one buy-now line.
 */
export interface ConcreteValues {
  /** The chosen grade's id ('' while none). */
  grade: string;
  slump: string;
  /** The volume as typed ('' until the grade's grid gives the first one). */
  quantity: string;
  takeDate: string;
  timeSlot: TimeSlotCode | '';
  addressId: string;
  /** The suggested address was applied once (the buyer may replace it by picking another). */
  addressDefaulted: boolean;
  /** The ids of the checked add-ons. */
  addons: string[];
}

export const emptyConcreteValues = (): ConcreteValues => ({
  grade: '',
  slump: '',
  quantity: '',
  takeDate: '',
  timeSlot: '',
  addressId: '',
  addressDefaulted: false,
  addons: [],
});

/** The kit's draft of the form of one goods / contract: the picks made for another start over. */
export const concreteDraftName = (goodsId: string | undefined, contractId: string | undefined): string => `order.concrete.${goodsId ?? ''}.${contractId ?? ''}`;

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
export type ConcretePicks = Pick<ConcreteValues, 'grade' | 'slump' | 'quantity' | 'takeDate' | 'timeSlot' | 'addressId'>;

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
