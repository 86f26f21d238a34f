import { unitStep, type ConcreteOrderProblems } from '@/domain';
import type { useT } from '@/lib/i18n';
import type { ConcreteGrade, ConcreteOffer } from '../concrete';

type Translate = ReturnType<typeof useT>;

/** What the buyer should fix in each field of the concrete form ('' where nothing). */
export function concreteMessages(
  t: Translate,
  problems: ConcreteOrderProblems,
  offer: ConcreteOffer,
  grade: ConcreteGrade | null,
): Record<keyof ConcreteOrderProblems, string> {
  const unitText = (quantity: string) => t('order.common.quantityUnit', { quantity, unit: offer.unit });
  const quantity = (): string => {
    switch (problems.quantity) {
      case 'surplus':
        return t('order.concrete.overSurplus', { surplus: unitText(grade?.surplus ?? '0') });
      case 'step':
        return t('order.concrete.offGrid', { step: unitText(unitStep((grade ?? offer.grades[0])?.steps ?? null)) });
      case 'min':
      case 'max':
      case 'invalid':
        return t('order.concrete.fixVolume');
      default:
        return '';
    }
  };
  return {
    grade: problems.grade ? t('order.concrete.chooseGrade') : '',
    slump: problems.slump ? t('order.concrete.chooseSlump') : '',
    quantity: quantity(),
    takeDate: problems.takeDate === 'outOfRange' ? t('order.concrete.dateOutOfRange') : problems.takeDate ? t('order.concrete.chooseDate') : '',
    timeSlot: problems.timeSlot === 'ended' ? t('order.concrete.slotEnded') : problems.timeSlot ? t('order.concrete.chooseSlot') : '',
    addressId: problems.addressId ? t('order.checkout.chooseAddress') : '',
  };
}
