import { useEffect, useState } from 'react';
import { useFormKit } from '@/components/Form';
import { initialQuantity, settleQuantity } from '@/domain';
import type { Href } from '@/lib/href';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import type { ConcreteGrade, ConcreteOffer } from '../concrete';
import { concreteFormProblems, concreteLine, emptyConcreteValues, type ConcreteValues } from '../concreteForm';
import { takePickedAddress } from './Address';
import { concreteMessages } from './concreteMessages';
import { useConcreteAddons } from './useConcreteOffer';

export interface ConcreteFormOptions {
  readonly offer: ConcreteOffer;
  readonly contractId: string | undefined;
  /** The kit's draft (concreteDraftName): the picks survive the address picker and a reload. */
  readonly draft: string;
  /** This page, where the address picker comes back to. */
  readonly returnTo: string;
}

/**
 * The concrete form on the form kit: the picks, the domain's checks (grade, slump, volume on the grid and
 * within the surplus, pour date and slot, site address) under their fields, the first volume and the
 * suggested address once the offer is known, the address picked on the picker, and the hand-over.
 */
export function useConcreteForm({ offer, contractId, draft, returnTo }: ConcreteFormOptions) {
  const t = useT();
  const navigate = useNavigate();
  // Whether the stepper accepts what is typed in it (a refused text is not committed to the form).
  const [quantityValid, setQuantityValid] = useState(true);
  const gradeOf = (id: string): ConcreteGrade | null => offer.grades.find((g) => g.id === id) ?? null;
  const kit = useFormKit<ConcreteValues, Href>({
    defaultValues: emptyConcreteValues,
    rules: {},
    check: (values) => {
      const grade = gradeOf(values.grade);
      return concreteMessages(t, concreteFormProblems(values, offer, grade, quantityValid, Date.now()), offer, grade);
    },
    draft,
    submit: {
      write: async (values) => {
        const line = concreteLine(offer, gradeOf(values.grade)!, values.quantity, addons.choice);
        const memo = t('order.concrete.slumpMemo', { slump: t('order.concrete.slumpOption', { value: values.slump }) });
        // The hand-over's code (the cart and the checkout it prepares) comes when it is used: the form's page stays light.
        const { handConcreteOver } = await import('../concreteHandOff');
        return handConcreteOver(offer, line, values, memo);
      },
      onSuccess: (to) => void navigate(to),
    },
  });
  const { form, values } = kit;
  const addons = useConcreteAddons(offer.goodsId, contractId, values.addons);
  const grade = gradeOf(values.grade);
  const steps = (grade ?? offer.grades[0])?.steps ?? null;

  // The address chosen on the picker for this page (taken once), before the suggested one is considered.
  const [picked] = useState(() => takePickedAddress(returnTo));
  useEffect(() => {
    if (picked === null) return;
    form.setValue('addressId', picked, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('addressDefaulted', true);
  }, [form, picked]);
  useEffect(() => {
    if (form.getValues('addressDefaulted')) return;
    if (!form.getValues('addressId') && offer.defaultAddressId) form.setValue('addressId', offer.defaultAddressId, { shouldDirty: true });
    form.setValue('addressDefaulted', true);
  }, [form, offer]);
  useEffect(() => {
    if (steps && !form.getValues('quantity')) form.setValue('quantity', initialQuantity(steps), { shouldDirty: true });
  }, [form, steps]);
  // Once the buyer tried to go on, the volume's message follows what the stepper accepts.
  useEffect(() => {
    if (form.formState.isSubmitted) void form.trigger('quantity');
  }, [form, quantityValid]);

  /** Picks a grade: the volume moves onto its grid (under a contract: within its surplus). */
  const chooseGrade = (id: string) => {
    const next = gradeOf(id);
    if (!next) return;
    kit.set('grade', id);
    const quantity = form.getValues('quantity');
    kit.set('quantity', quantity ? settleQuantity(quantity, next.steps) : initialQuantity(next.steps));
  };
  return { kit, addons, grade, steps, chooseGrade, setQuantityValid };
}
