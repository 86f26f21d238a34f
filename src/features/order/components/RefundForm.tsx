import Input from 'antd-mobile/es/components/input';
import type { Path, PathValue } from 'react-hook-form';
import { FORM_DRAFT_PREFIX, FormError, TextAreaField, useFormKit, SubmitBar } from '@/components/Form';
import { ImageUpload } from '@/components/ImageUpload';
import { Money, money } from '@/components/Money';
import { isZero, refundAmountProblem, type RefundAmountProblem } from '@/domain';
import { api } from '@/lib/api';
import { orderRefundApplyFields } from '@/lib/fields';
import { callKey, invalidate } from '@/lib/query';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { persisted } from '@/lib/storage';
import { showToast } from '@/lib/ui';
import type { OrderDetail, RefundDetail } from '../api';
import { ORDER_CHANGED } from '../afterSalesQueries';
import { Chips, Line, Section } from './ui';

export interface RefundValues {
  reason: string;
  amount: string;
  description: string;
  photos: string[];
}

const AMOUNT_TEXT = {
  required: 'refund.edit.amountRequired',
  format: 'refund.edit.amountFormat',
  notPositive: 'refund.edit.amountNotPositive',
  exceeds: 'refund.edit.amountExceeds',
} as const satisfies Record<RefundAmountProblem, string>;

const PHOTOS_MAX = orderRefundApplyFields.images.maxItems;

/**
 * What this tab keeps of a refund request sent and not yet answered: its idempotency key and the
 * refundable amount it was checked against. Under the form drafts' prefix, so a logout forgets them.
 */
export function sentRefund(orderId: string, refundId: string | undefined) {
  const name = `refund.${orderId}.${refundId ?? 'new'}`;
  return {
    draft: name,
    key: persisted<string>(`${FORM_DRAFT_PREFIX}${name}.key`),
    max: persisted<string>(`${FORM_DRAFT_PREFIX}${name}.max`),
  };
}
export type SentRefund = ReturnType<typeof sentRefund>;

/**
 * Whether the buyer may send the form, and up to how much. A request sent whose answer was lost (a
 * timeout, the page reloaded) may have been made: its order is now refunding. The form stays as it was
 * sent, checked against what was refundable then, and sending it again (the same key) gets the gateway's
 * first answer rather than a second request.
 */
export function refundRoom(order: OrderDetail, refund: RefundDetail | null, sent: SentRefund) {
  const openRefundId = order.status === 'refunding' ? order.afterSales.refundId : undefined;
  const resending = sent.key.read() !== undefined && (refund !== null || openRefundId !== undefined);
  const sentMax = sent.max.read();
  const max = resending && sentMax ? sentMax : refund ? refund.maxAmount : order.afterSales.refundableAmount;
  const allowed = refund ? refund.canEdit : order.actions.refund || resending;
  return { allowed, max, openRefundId };
}

/** The photos of the request: uploaded as they are picked (camera or album; pickImage in the app), each removable, up to the limit. */
function RefundPhotos({ photos, onChange }: { photos: readonly string[]; onChange: (photos: string[]) => void }) {
  const t = useT();
  return (
    <Section title={t('refund.edit.photos', { max: PHOTOS_MAX })}>
      <ImageUpload label={t('refund.detail.photos')} max={PHOTOS_MAX} value={photos} onChange={onChange} />
    </Section>
  );
}

/** What the order was paid, what of it came back, and what a request may still ask for. */
function RefundableAmount({ order, max }: { order: OrderDetail; max: string }) {
  const t = useT();
  return (
    <Section title={t('refund.common.orderNo')} extra={<span className="ord-muted">{order.orderNo}</span>}>
      <Line label={t('refund.edit.paid')} value={<Money value={order.paidAmount} />} />
      {!isZero(order.afterSales.refundedAmount) && <Line label={t('refund.edit.refunded')} value={<Money value={order.afterSales.refundedAmount} />} />}
      <Line strong label={t('refund.edit.available')} value={<Money value={max} />} />
    </Section>
  );
}

/**
 * The refund request form: reason (order.refundReasons), an amount up to `max` (the shared rule of
 * @/domain, checked before anything is sent), a description and photos, kept in this tab until the
 * request went through; one idempotency key per request until then, a new one once the buyer changes it.
 */
export function RefundForm(props: {
  orderId: string;
  refundId: string | undefined;
  order: OrderDetail;
  reasons: readonly string[];
  refund: RefundDetail | null;
  max: string;
  sent: SentRefund;
}) {
  const { orderId, refundId, order, reasons, refund, max, sent } = props;
  const t = useT();
  const navigate = useNavigate();
  const kit = useFormKit<RefundValues, { refundId: string }>({
    defaultValues: () => ({
      reason: refund?.reason ?? '',
      amount: refund?.amount ?? '',
      description: refund?.description ?? '',
      photos: refund ? [...refund.images] : [],
    }),
    rules: {
      reason: orderRefundApplyFields.reason,
      amount: orderRefundApplyFields.amount,
      description: orderRefundApplyFields.description,
      photos: { ...orderRefundApplyFields.images, required: false },
    },
    messages: {
      reason: 'refund.edit.reasonRequired',
      amount: { required: 'refund.edit.amountRequired', notNumber: 'refund.edit.amountFormat' },
      description: { tooLong: 'refund.edit.descriptionTooLong' },
    },
    normalize: (values) => ({ ...values, amount: values.amount.trim(), description: values.description.trim() }),
    check: (values) => {
      const problem = refundAmountProblem(values.amount, max);
      return { amount: problem && t(AMOUNT_TEXT[problem], { max: money(max) }) };
    },
    draft: sent.draft,
    submit: {
      idempotent: { prefix: 'rf', stored: sent.key },
      write: (values, idempotencyKey) => {
        sent.max.write(max);
        return api.order.refundApply({
          orderId,
          ...(refundId ? { refundId } : {}),
          reason: values.reason,
          amount: values.amount,
          ...(values.description ? { description: values.description } : {}),
          images: values.photos,
          idempotencyKey,
        });
      },
      invalidates: ORDER_CHANGED,
      message: (message) => t('refund.edit.failed', { message }),
      onSuccess: async (result) => {
        sent.max.write(undefined);
        showToast(t('refund.edit.submitted'));
        // The request as it is now before leaving (a refresh under way when this screen goes is dropped).
        await invalidate(callKey('order.refundDetail'));
        void navigate(href('/order/refundProgress', { orderId, refundId: result.refundId }), { replace: true });
      },
    },
  });
  // Another request than the one sent: a new key (the gateway refuses a key reused for another request).
  const change = <N extends Path<RefundValues>>(name: N, value: PathValue<RefundValues, N>) => {
    sent.key.write(undefined);
    sent.max.write(undefined);
    kit.set(name, value);
  };
  const { values } = kit;
  return (
    <>
      <RefundableAmount order={order} max={max} />
      <Section title={t('refund.edit.reason')}>
        <Chips
          label={t('refund.edit.reason')}
          options={reasons.map((reason) => ({ id: reason, text: reason }))}
          value={values.reason}
          onChange={(reason) => change('reason', reason)}
        />
        <FormError message={kit.errorOf('reason')} />
      </Section>
      <Section title={t('refund.edit.amount')}>
        <div className="rf-amount">
          <span aria-hidden="true">¥</span>
          <Input
            aria-label={t('refund.edit.amount')}
            inputMode="decimal"
            placeholder={t('refund.edit.amountPlaceholder', { max: money(max) })}
            value={values.amount}
            onChange={(amount) => change('amount', amount.replace(/[^\d.]/g, ''))}
          />
          <button type="button" className="ord-link ord-link--tap" onClick={() => change('amount', max)}>
            {t('refund.edit.all')}
          </button>
        </div>
        <FormError message={kit.errorOf('amount')} />
      </Section>
      <section className="ord-section ord-section--field">
        <TextAreaField
          label={t('refund.edit.description')}
          placeholder={t('refund.edit.descriptionPlaceholder')}
          maxLength={orderRefundApplyFields.description.maxLength}
          {...kit.text('description')}
          onChange={(description) => change('description', description)}
        />
      </section>
      <RefundPhotos photos={values.photos} onChange={(photos) => change('photos', photos)} />
      <SubmitBar kit={kit} className="app-bottom-bar rf-bar">
        {refundId ? t('refund.edit.save') : t('refund.edit.submit')}
      </SubmitBar>
    </>
  );
}
