import { multiplyMoney, subtractExact, type Decimal, type DecimalInput, type Money } from './money';

/**
 * Line arithmetic of both carts (§5 "Quantity"): money = quantity × unitPrice (rounded once, half-up, to
 * 2 decimals), cansaleNumShow = surplusGoodsAmount − quantity (exact; negative when the buyer asks for
 * more than is left, which the quantity check reports).
 */

/** An add-on chosen for a cart line. */
export interface CartAddItem {
  readonly additemId: string;
  readonly additemName: string;
  readonly parentName: string;
}

/** Line money: quantity × unitPrice, e.g. ("3", "0.1") → "0.30". */
export function lineMoney(quantity: DecimalInput, unitPrice: DecimalInput): Money {
  return multiplyMoney(quantity, unitPrice);
}

/** What can still be bought after this line: surplusGoodsAmount − quantity. */
export function cansaleNum(surplusGoodsAmount: DecimalInput, quantity: DecimalInput): Decimal {
  return subtractExact(surplusGoodsAmount, quantity);
}
