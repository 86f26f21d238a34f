import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Money, money } from '@/components/Money';
import { QuantityStepper } from '@/components/QuantityStepper';
import { CONCRETE_SLUMPS, defaultSlotForDate, initialQuantity, isConcreteOrderReady, settleQuantity, takeTime, type AddonChoice } from '@/domain';
import { buyerLineAmount } from '@/features/cart';
import { menuButtons } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { useCan } from '@/lib/session';
import { showToast } from '@/lib/ui';
import {
  checkedAddonIds,
  concreteForm,
  concreteFormProblems,
  concreteLine,
  handConcreteOver,
  type ConcreteFormState,
  type ConcreteGrade,
  type ConcreteOffer,
} from '../concrete';
import { Address } from './Address';
import { ConcreteAddons } from './ConcreteAddons';
import { concreteMessages } from './concreteMessages';
import { TakePlan } from './TakePlan';
import { useConcreteAddons } from './useConcreteOffer';
import { Chips, Line, Section } from './ui';

/** A field's problem under it. */
function FieldError({ message, inset = false }: { message: string; inset?: boolean }) {
  if (!message) return null;
  const error = (
    <div className="ord-error" role="alert">
      {message}
    </div>
  );
  return inset ? <div className="ord-error--inset">{error}</div> : error;
}

/** The goods the form orders: picture, name, seller and contract. */
function ConcreteGoods({ offer }: { offer: ConcreteOffer }) {
  const t = useT();
  return (
    <Section title={t('order.concrete.goods')}>
      <div className="ord-goods">
        {offer.image ? <img src={offer.image} alt="" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} /> : null}
        <div className="ord-goods__body">
          <div className="ord-goods__name">{offer.goodsName}</div>
          <div className="ord-muted">{t('order.checkout.sellerOf', { name: offer.sellerName })}</div>
          {offer.contractNo && <div className="ord-muted">{t('order.concrete.underContract', { no: offer.contractNo })}</div>}
        </div>
      </div>
    </Section>
  );
}

/** The form's first volume and suggested site address, once the offer is known. */
function useFormDefaults(offer: ConcreteOffer, grade: ConcreteGrade | null) {
  useEffect(() => {
    if (concreteForm.addressDefaulted) return;
    if (!concreteForm.addressId && offer.defaultAddressId) concreteForm.addressId = offer.defaultAddressId;
    concreteForm.addressDefaulted = true;
  }, [offer]);
  const steps = (grade ?? offer.grades[0])?.steps ?? null;
  useEffect(() => {
    if (steps && !concreteForm.quantity) concreteForm.quantity = initialQuantity(steps);
  }, [steps]);
  return steps;
}

/** Picks a grade: the volume moves onto its grid (under a contract: within its surplus). */
function chooseGrade(offer: ConcreteOffer, id: string) {
  const next = offer.grades.find((g) => g.id === id);
  if (!next) return;
  concreteForm.grade = id;
  concreteForm.quantity = concreteForm.quantity ? settleQuantity(concreteForm.quantity, next.steps) : initialQuantity(next.steps);
}

const setForm = (change: Partial<ConcreteFormState>) => Object.assign(concreteForm, change);

/** The concrete order form of an offer with grades (see the /concrete/order screen). */
export function ConcreteForm({ offer, contractId, returnTo, now }: { offer: ConcreteOffer; contractId: string | undefined; returnTo: string; now: number }) {
  const t = useT();
  const navigate = useNavigate();
  const { locale } = useSnapshot(i18n);
  const mayOrderContract = useCan(menuButtons.contractOrder);
  const form = useSnapshot(concreteForm);
  const [tried, setTried] = useState(false);
  const [quantityValid, setQuantityValid] = useState(true);
  const addonsRead = useConcreteAddons(offer.goodsId, contractId, form.addons);
  const addons = addonsRead.choice;
  const grade = offer.grades.find((g) => g.id === form.grade) ?? null;
  const steps = useFormDefaults(offer, grade);
  const contract = !!offer.contractId;
  const unitText = (quantity: string) => t('order.common.quantityUnit', { quantity, unit: offer.unit });
  const line = grade ? concreteLine(offer, grade, form.quantity, addons) : null;
  const messages = concreteMessages(t, tried ? concreteFormProblems(form, offer, grade, quantityValid, Date.now()) : {}, offer, grade);

  const goOn = () => {
    setTried(true);
    if (!isConcreteOrderReady(concreteFormProblems(form, offer, grade, quantityValid, Date.now())) || !line || !form.timeSlot) {
      showToast(t('order.concrete.fixFirst'));
      return;
    }
    const memo = t('order.concrete.slumpMemo', { slump: t('order.concrete.slumpOption', { value: form.slump }) });
    void navigate(handConcreteOver(offer, line, form, memo));
  };
  const gradeText = (g: ConcreteGrade) => `${g.grade} ${t('order.concrete.perUnit', { price: money(g.unitPrice), unit: offer.unit })}`;
  const take = form.takeDate && form.timeSlot ? takeTime(form.takeDate, form.timeSlot, locale) : undefined;
  return (
    <>
      <ConcreteGoods offer={offer} />
      <Section title={t('order.concrete.grade')} extra={contract ? <span className="ord-muted">{t('order.checkout.contractPrice')}</span> : undefined}>
        <Chips
          label={t('order.concrete.grade')}
          options={offer.grades.map((g) => ({ id: g.id, text: gradeText(g) }))}
          value={form.grade}
          onChange={(id) => chooseGrade(offer, id)}
        />
        {grade?.surplus !== undefined && <div className="ord-muted">{t('order.concrete.surplus', { quantity: unitText(grade.surplus) })}</div>}
        <FieldError message={messages.grade} />
      </Section>
      <Section title={t('order.concrete.slump')}>
        <Chips
          label={t('order.concrete.slump')}
          options={CONCRETE_SLUMPS.map((value) => ({ id: value, text: t('order.concrete.slumpOption', { value }) }))}
          value={form.slump}
          onChange={(slump) => setForm({ slump })}
        />
        <FieldError message={messages.slump} />
      </Section>
      <ConcreteAddons
        choice={addons}
        error={addonsRead.read.error}
        onRetry={() => void addonsRead.read.refetch()}
        onChange={(next: AddonChoice) => setForm({ addons: checkedAddonIds(next) })}
      />
      <Section title={t('order.concrete.volume')}>
        <QuantityStepper
          value={form.quantity}
          steps={grade?.steps ?? steps}
          unitName={offer.unit}
          onChange={(quantity) => setForm({ quantity })}
          onValidity={setQuantityValid}
          labels={{ input: t('order.concrete.volume'), increase: t('order.concrete.moreVolume'), decrease: t('order.concrete.lessVolume') }}
        />
        <FieldError message={messages.quantity} />
      </Section>
      <TakePlan
        title={t('order.concrete.pourTime')}
        value={take}
        now={now}
        onDate={(takeDate) => setForm({ takeDate, timeSlot: defaultSlotForDate(takeDate, Date.now()) })}
        onSlot={(takeDate, timeSlot) => setForm({ takeDate, timeSlot })}
      />
      <FieldError message={messages.takeDate || messages.timeSlot} inset />
      <Address addressId={form.addressId} returnTo={returnTo} onMissing={() => setForm({ addressId: '' })} />
      <FieldError message={messages.addressId} inset />
      {line && (
        <Section title={t('order.concrete.estimate')}>
          <Line
            label={t('order.concrete.estimateOf', { grade: grade?.grade ?? '', quantity: unitText(line.quantity) })}
            value={<Money value={buyerLineAmount(line)} tone="strong" />}
            strong
          />
          <div className="ord-muted">{t('order.concrete.estimateNote')}</div>
        </Section>
      )}
      {contract && !mayOrderContract && (
        <p className="ord-no-permission" role="note">
          {t('order.checkout.noContractPermission')}
        </p>
      )}
      <div className="app-bottom-bar ord-bar">
        <div className="ord-bar__total">
          {t('order.checkout.total')} <strong>{line ? <Money value={buyerLineAmount(line)} tone="strong" /> : '—'}</strong>
        </div>
        <Button color="primary" shape="rounded" disabled={contract && !mayOrderContract} onClick={goOn}>
          {t('order.concrete.next')}
        </Button>
      </div>
    </>
  );
}
