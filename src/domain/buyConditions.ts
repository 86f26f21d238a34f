import { buyUnitAttributeNo } from '@gen/constants.gen';

/**
 * Buy conditions (§3, §4): attributes of the goods the buyer picks values of. Attribute 0004 (the buy
 * unit) is single choice — picking a value selects it and deselects the others, and picking the
 * selected value again keeps it (a unit must stay chosen). Every other attribute toggles the picked value
 * and leaves the others as they are.
 */

/** One value of an attribute. */
export interface AttributeValueDTO {
  readonly attributeValueNo: string;
  readonly attributeValue: string;
  readonly selected: boolean;
}

/** A buy-condition attribute with its values. */
export interface BuyCondition {
  readonly attributeName: string;
  readonly attributeNo: string;
  readonly attributeValueDTOs: readonly AttributeValueDTO[];
}

/** Whether the attribute is the buy unit (0004), the single-choice one. */
export function isBuyUnitAttribute(attributeNo: string): boolean {
  return attributeNo === buyUnitAttributeNo;
}

/** Picks a value of an attribute: single choice for 0004 (buy unit), toggle for the others. */
export function pickBuyCondition(conditions: readonly BuyCondition[], attributeNo: string, attributeValueNo: string): BuyCondition[] {
  return conditions.map((condition) => {
    if (condition.attributeNo !== attributeNo) return condition;
    if (!condition.attributeValueDTOs.some((v) => v.attributeValueNo === attributeValueNo)) return condition;
    const single = isBuyUnitAttribute(attributeNo);
    return {
      ...condition,
      attributeValueDTOs: condition.attributeValueDTOs.map((v) => {
        const picked = v.attributeValueNo === attributeValueNo;
        const selected = single ? picked : picked ? !v.selected : v.selected;
        return selected === v.selected ? v : { ...v, selected };
      }),
    };
  });
}

/** The selected values of every attribute, by attributeNo. */
export function selectedBuyConditions(conditions: readonly BuyCondition[]): Readonly<Record<string, readonly AttributeValueDTO[]>> {
  return Object.fromEntries(conditions.map((c) => [c.attributeNo, c.attributeValueDTOs.filter((v) => v.selected)]));
}

/** The chosen buy unit (attribute 0004), or null. */
export function selectedBuyUnit(conditions: readonly BuyCondition[]): AttributeValueDTO | null {
  const unit = conditions.find((c) => isBuyUnitAttribute(c.attributeNo));
  return unit?.attributeValueDTOs.find((v) => v.selected) ?? null;
}
