import type { TimeSlotCode } from '@gen/constants.gen';
import type { Instant } from './dates';
import { compareDecimal, isDecimal, type Decimal } from './money';
import { baseQuantity, quantityProblem, unitQuantityProblem, type QuantityProblem, type UnitSteps } from './quantity';
import { takeDateOptions } from './takeDates';
import { slotsForDate } from './timeSlots';

/**
 * The concrete order form (/concrete/order): grade, slump, pumping, volume, pour date and slot, site
 * address — for catalogue concrete or the concrete goods of a contract. The checks here are what the form
 * refuses before anything is handed to the confirm page.
 */

/**
 * The slump classes a buyer picks from, in mm (our design: the product spec names none). The seller's
 * mix follows the slump, but no call carries it: the order records it in the buyer's memo.
 */
export const CONCRETE_SLUMPS = ['120±20', '160±20', '180±20', '200±20'] as const;

/** A slump class of {@link CONCRETE_SLUMPS}. */
export type ConcreteSlump = (typeof CONCRETE_SLUMPS)[number];

/** Whether the text is one of the slump classes. */
export function isConcreteSlump(value: string): value is ConcreteSlump {
  return (CONCRETE_SLUMPS as readonly string[]).includes(value);
}

const GRADE = /^C(\d{2,3})(?!\d)/;

/**
 * The strength grade a variety name starts with ("C30", "C25 细石" → "C25"), or null when the variety is
 * not graded concrete (cement, sand, rebar…).
 */
export function concreteGradeOf(varietyName: string): string | null {
  const match = GRADE.exec(varietyName.trim());
  return match ? `C${match[1]}` : null;
}

/** What the form holds when the buyer goes on to the confirm page. */
export interface ConcreteOrderInput {
  /** The chosen grade's id ('' when none is chosen). */
  readonly grade: string;
  readonly slump: string;
  /** The volume in the chosen unit, as typed. */
  readonly quantity: string;
  /** The unit's grid (already capped at the contract's surplus under a contract); null: the default bounds. */
  readonly steps: UnitSteps | null;
  /** Under a contract: what remains of the contract goods, in its pricing unit; null otherwise. */
  readonly surplus: Decimal | null;
  readonly convertRate: Decimal;
  readonly takeDate: string;
  readonly timeSlot: TimeSlotCode | '';
  readonly addressId: string;
}

/** Why each field of the form cannot go on (absent: the field is fine). */
export interface ConcreteOrderProblems {
  readonly grade?: 'missing';
  readonly slump?: 'missing';
  readonly quantity?: QuantityProblem | 'step' | 'surplus';
  readonly takeDate?: 'missing' | 'outOfRange';
  readonly timeSlot?: 'missing' | 'ended';
  readonly addressId?: 'missing';
}

/**
 * Checks the form: a grade and a slump class chosen; a volume on the unit's grid within its bounds and,
 * under a contract, not above the surplus; a pour date among the take dates (the 7 days from today) and a
 * slot still open on it (today: not ended yet); a site address. Empty when everything is fine.
 */
export function concreteOrderProblems(input: ConcreteOrderInput, now: Instant): ConcreteOrderProblems {
  const problems: { -readonly [K in keyof ConcreteOrderProblems]: ConcreteOrderProblems[K] } = {};
  if (!input.grade) problems.grade = 'missing';
  if (!isConcreteSlump(input.slump)) problems.slump = 'missing';
  const quantity = input.quantity.trim();
  const quantityIssue = input.steps ? unitQuantityProblem(quantity, input.steps) : quantityProblem(quantity);
  if (quantityIssue !== null) problems.quantity = quantityIssue;
  else if (input.surplus !== null && isDecimal(input.surplus) && compareDecimal(baseQuantity(quantity, input.convertRate || '1'), input.surplus) > 0) {
    problems.quantity = 'surplus';
  }
  if (!input.takeDate) problems.takeDate = 'missing';
  else if (!takeDateOptions(now).some((option) => option.id === input.takeDate)) problems.takeDate = 'outOfRange';
  else if (!input.timeSlot) problems.timeSlot = 'missing';
  else if (!slotsForDate(input.takeDate, now).some((slot) => slot.code === input.timeSlot)) problems.timeSlot = 'ended';
  if (!input.addressId) problems.addressId = 'missing';
  return problems;
}

/** Whether the checks found nothing. */
export function isConcreteOrderReady(problems: ConcreteOrderProblems): boolean {
  return Object.keys(problems).length === 0;
}
