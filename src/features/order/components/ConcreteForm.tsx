import { Button } from 'antd-mobile';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { FormError } from '@/components/Form';
import { Money, money } from '@/components/Money';
import { QuantityStepper } from '@/components/QuantityStepper';
import { CONCRETE_SLUMPS, defaultSlotForDate, takeTime, type AddonChoice } from '@/domain';
import { buyerLineAmount } from '@/features/cart';
import { menuButtons } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { useCan } from '@/lib/session';
import { checkedAddonIds, type ConcreteGrade, type ConcreteOffer } from '../concrete';
import { concreteLine } from '../concreteForm';
import { Address } from './Address';
import { ConcreteAddons } from './ConcreteAddons';
import { TakePlan } from './TakePlan';
import { useConcreteForm, type ConcreteFormOptions } from './useConcreteForm';
import { Chips, Line, Section } from './ui';

/** A field's problem under it; inset under a section of its own (the take plan, the address). */
function FieldError({ message, inset = false }: { message: string | undefined; inset?: boolean }) {
  if (!message) return null;
  return inset ? (
    <div className="ord-error--inset">
      <FormError message={message} />
    </div>
  ) : (
    <FormError message={message} />
  );
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

/** The concrete order form of an offer with grades (see the /concrete/order screen). */
export function ConcreteForm(props: ConcreteFormOptions & { now: number }) {
  const { offer, returnTo, now } = props;
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const mayOrderContract = useCan(menuButtons.contractOrder);
  const { kit, addons, grade, steps, chooseGrade, setQuantityValid } = useConcreteForm(props);
  const { values, errorOf } = kit;
  const contract = !!offer.contractId;
  const unitText = (quantity: string) => t('order.common.quantityUnit', { quantity, unit: offer.unit });
  const line = grade ? concreteLine(offer, grade, values.quantity, addons.choice) : null;
  const gradeText = (g: ConcreteGrade) => `${g.grade} ${t('order.concrete.perUnit', { price: money(g.unitPrice), unit: offer.unit })}`;
  const take = values.takeDate && values.timeSlot ? takeTime(values.takeDate, values.timeSlot, locale) : undefined;
  const clearAddress = useCallback(() => kit.form.setValue('addressId', ''), [kit.form]);
  return (
    <>
      <ConcreteGoods offer={offer} />
      <Section title={t('order.concrete.grade')} extra={contract ? <span className="ord-muted">{t('order.checkout.contractPrice')}</span> : undefined}>
        <Chips
          label={t('order.concrete.grade')}
          options={offer.grades.map((g) => ({ id: g.id, text: gradeText(g) }))}
          value={values.grade}
          onChange={chooseGrade}
        />
        {grade?.surplus !== undefined && <div className="ord-muted">{t('order.concrete.surplus', { quantity: unitText(grade.surplus) })}</div>}
        <FieldError message={errorOf('grade')} />
      </Section>
      <Section title={t('order.concrete.slump')}>
        <Chips
          label={t('order.concrete.slump')}
          options={CONCRETE_SLUMPS.map((value) => ({ id: value, text: t('order.concrete.slumpOption', { value }) }))}
          value={values.slump}
          onChange={(slump) => kit.set('slump', slump)}
        />
        <FieldError message={errorOf('slump')} />
      </Section>
      <ConcreteAddons
        choice={addons.choice}
        error={addons.read.error}
        onRetry={() => void addons.read.refetch()}
        onChange={(next: AddonChoice) => kit.set('addons', checkedAddonIds(next))}
      />
      <Section title={t('order.concrete.volume')}>
        <QuantityStepper
          value={values.quantity}
          steps={grade?.steps ?? steps}
          unitName={offer.unit}
          onChange={(quantity) => kit.set('quantity', quantity)}
          onValidity={setQuantityValid}
          labels={{ input: t('order.concrete.volume'), increase: t('order.concrete.moreVolume'), decrease: t('order.concrete.lessVolume') }}
        />
        <FieldError message={errorOf('quantity')} />
      </Section>
      <TakePlan
        title={t('order.concrete.pourTime')}
        value={take}
        now={now}
        onDate={(takeDate) => {
          kit.set('takeDate', takeDate);
          kit.set('timeSlot', defaultSlotForDate(takeDate, Date.now()));
        }}
        onSlot={(takeDate, timeSlot) => {
          kit.set('takeDate', takeDate);
          kit.set('timeSlot', timeSlot);
        }}
      />
      <FieldError message={errorOf('takeDate') ?? errorOf('timeSlot')} inset />
      <Address addressId={values.addressId} returnTo={returnTo} onMissing={clearAddress} />
      <FieldError message={errorOf('addressId')} inset />
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
        <Button color="primary" shape="rounded" disabled={contract && !mayOrderContract} onClick={() => void kit.submit()}>
          {t('order.concrete.next')}
        </Button>
      </div>
    </>
  );
}
