import { Input } from 'antd-mobile';
import { useState } from 'react';
import { FormError, useFormDraft } from '@/components/Form';
import { REFUND_DESCRIPTION_MAX, REFUND_PHOTOS, refundAmountProblem, type RefundAmountProblem } from '@/domain';
import { GuardedButton } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { checkFormat } from '@/lib/validation';
import { ImageUnreadableError, scaledJpeg } from '@/lib/image';
import { logger } from '@/lib/log';
import { Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import { nativeBridge } from '@/lib/native';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { orderApi } from '../api';
import { newIdempotencyKey } from '../store';
import { Chips, Line, LoadState, Section, errorText, useRouteTitle } from '../components/ui';
import '../components/order.css';
import '../components/refund.css';

/** A picked photo ready to send: a data: URL scaled down to REFUND_PHOTOS; a URL from the app as it is. */
const preparePhoto = (dataUrl: string) =>
  dataUrl.startsWith('data:') ? scaledJpeg(dataUrl, { maxSide: REFUND_PHOTOS.maxSide, maxChars: REFUND_PHOTOS.maxChars }) : Promise.resolve(dataUrl);

/**
 * The form as the buyer fills it in, kept in this tab until the request went through (issue 17): `edited`
 * once the buyer changed it (until then an edited request shows what it holds); `key` the idempotency key
 * of the request sent and not yet answered, with `sentMax`, the refundable amount it was checked against.
 */
interface RefundForm {
  edited: boolean;
  reason: string;
  amount: string;
  description: string;
  photos: string[];
  key: string;
  sentMax: string;
}

const emptyForm = (): RefundForm => ({ edited: false, reason: '', amount: '', description: '', photos: [], key: '', sentMax: '' });

const AMOUNT_TEXT = {
  required: 'refund.edit.amountRequired',
  format: 'refund.edit.amountFormat',
  notPositive: 'refund.edit.amountNotPositive',
  exceeds: 'refund.edit.amountExceeds',
} as const satisfies Record<RefundAmountProblem, string>;

/**
 * /order/refundEdit: apply for a refund of a paid order, or edit a pending or rejected request
 * (`refundId`) — reason from order.refundReasons, an amount up to what was paid and not yet refunded
 * or asked for (the shared rule of @/domain, checked before anything is sent), a description and up to
 * six photos (pickImage in the app, a file input in a browser).
 */
export default function RefundEdit() {
  const t = useT();
  const navigate = useNavigate();
  const { orderId, refundId } = useRouteQuery('/order/refundEdit');
  const title = useRouteTitle('/order/refundEdit');
  const { data, loading, error, reload } = useServerData(
    async (signal) => {
      const [order, reasons, refund] = await Promise.all([
        orderApi.detail(orderId, signal),
        orderApi.refundReasons(signal),
        refundId ? orderApi.refundDetail(refundId, signal) : Promise.resolve(null),
      ]);
      return { order, reasons, refund };
    },
    [orderId, refundId],
  );
  const [form, setForm, clearForm] = useFormDraft<RefundForm>(`refund.${orderId}.${refundId ?? 'new'}`, emptyForm);
  const [problems, setProblems] = useState<{ reason?: string; amount?: string; description?: string }>({});
  const refund = data?.refund ?? null;
  // The form starts from the request being edited, else empty.
  const values = form.edited
    ? form
    : { reason: refund?.reason ?? '', amount: refund?.amount ?? '', description: refund?.description ?? '', photos: refund ? [...refund.images] : [] };
  const change = (next: Partial<Pick<RefundForm, 'reason' | 'amount' | 'description' | 'photos'>>) => {
    // Another request than the one sent: a new key (the gateway refuses a key reused for another request).
    setForm({ ...values, ...next, edited: true, key: '', sentMax: '' });
    // A field's message goes once the field is changed; the next submit checks again.
    if ('reason' in next || 'amount' in next || 'description' in next)
      setProblems((p) => ({
        ...('reason' in next ? {} : { reason: p.reason }),
        ...('amount' in next ? {} : { amount: p.amount }),
        ...('description' in next ? {} : { description: p.description }),
      }));
  };
  const openRefundId = data?.order.status === 'refunding' ? data.order.afterSales.refundId : undefined;
  // A request sent whose answer was lost (a timeout, the page reloaded) may have been made: its order is now
  // refunding. The form stays as it was sent, checked against what was refundable then, and sending it again
  // (the same key) gets the gateway's first answer rather than a second request.
  const resending = form.key !== '' && (refund !== null || openRefundId !== undefined);
  const max = resending && form.sentMax ? form.sentMax : refund ? refund.maxAmount : (data?.order.afterSales.refundableAmount ?? '0.00');
  const allowed = refund ? refund.canEdit : !!data?.order.actions.refund || resending;

  const addPhotos = async () => {
    try {
      const picked = await nativeBridge().pickImage({ count: REFUND_PHOTOS.max - values.photos.length });
      const ready = await Promise.all(picked.map((p) => preparePhoto(p.dataUrl)));
      if (ready.length > 0) change({ photos: [...values.photos, ...ready].slice(0, REFUND_PHOTOS.max) });
    } catch (failure) {
      if (!(failure instanceof ImageUnreadableError)) logger().warn('refund photo not picked', failure);
      showErrorBanner(t('refund.edit.photoFailed'));
    }
  };

  const submit = async () => {
    const amountProblem = refundAmountProblem(values.amount, max);
    // The description as the gateway takes it (spec/calls/order.yaml): no invisible control characters
    // (validation.yaml plainParagraphs; named first, as the other forms do: the length would not tell the
    // buyer what is wrong) and at most 500 characters (a paste is not cut by maxLength everywhere).
    const trimmed = values.description.trim();
    const descriptionProblem = checkFormat('plainParagraphs', trimmed)
      ? t('validation.plainParagraphs')
      : [...trimmed].length > REFUND_DESCRIPTION_MAX && t('refund.edit.descriptionTooLong', { max: REFUND_DESCRIPTION_MAX });
    const next = {
      ...(values.reason ? {} : { reason: t('refund.edit.reasonRequired') }),
      ...(amountProblem ? { amount: t(AMOUNT_TEXT[amountProblem], { max }) } : {}),
      ...(descriptionProblem ? { description: descriptionProblem } : {}),
    };
    setProblems(next);
    if (next.reason || next.amount || next.description) return;
    // One key per request until it went through: a retry after a failure or a reload sends the same one.
    const key = form.key || newIdempotencyKey();
    if (!form.key) setForm({ ...values, edited: true, key, sentMax: max });
    try {
      const description = values.description.trim();
      const result = await orderApi.refundApply({
        orderId,
        ...(refundId ? { refundId } : {}),
        reason: values.reason,
        amount: values.amount.trim(),
        ...(description ? { description } : {}),
        images: values.photos,
        idempotencyKey: key,
      });
      clearForm();
      showToast(t('refund.edit.submitted'));
      void navigate(href('/order/refundProgress', { orderId, refundId: result.refundId }), { replace: true });
    } catch (failure) {
      showErrorBanner(t('refund.edit.failed', { message: errorText(failure) }));
    }
  };

  let body = null;
  if (data && !allowed) {
    body = (
      <div className="rf-notice" role="status">
        <p>{openRefundId ? t('refund.edit.openRequest') : t('refund.edit.notRefundable')}</p>
        {openRefundId ? (
          <Link className="ord-link" to={href('/order/refundProgress', { orderId, refundId: openRefundId })}>
            {t('refund.edit.viewProgress')}
          </Link>
        ) : (
          <Link className="ord-link" to={href('/order/orderDetail', { orderId })}>
            {t('refund.common.backToOrder')}
          </Link>
        )}
      </div>
    );
  } else if (data) {
    const yuan = (amount: string) => t('refund.common.yuan', { amount });
    body = (
      <>
        <Section title={t('refund.common.orderNo')} extra={<span className="ord-muted">{data.order.orderNo}</span>}>
          <Line label={t('refund.edit.paid')} value={yuan(data.order.paidAmount)} />
          {data.order.afterSales.refundedAmount !== '0.00' && <Line label={t('refund.edit.refunded')} value={yuan(data.order.afterSales.refundedAmount)} />}
          <Line strong label={t('refund.edit.available')} value={yuan(max)} />
        </Section>
        <Section title={t('refund.edit.reason')}>
          <Chips
            label={t('refund.edit.reason')}
            options={data.reasons.map((reason) => ({ id: reason, text: reason }))}
            value={values.reason}
            onChange={(reason) => change({ reason })}
          />
          {problems.reason && (
            <p className="app-field-error" role="alert">
              {problems.reason}
            </p>
          )}
        </Section>
        <Section title={t('refund.edit.amount')}>
          <div className="rf-amount">
            <span aria-hidden="true">¥</span>
            <Input
              aria-label={t('refund.edit.amount')}
              inputMode="decimal"
              placeholder={t('refund.edit.amountPlaceholder', { max })}
              value={values.amount}
              onChange={(amount) => change({ amount: amount.replace(/[^\d.]/g, '') })}
            />
            <button type="button" className="ord-link" onClick={() => change({ amount: max })}>
              {t('refund.edit.all')}
            </button>
          </div>
          {problems.amount && (
            <p className="app-field-error" role="alert">
              {problems.amount}
            </p>
          )}
        </Section>
        <Section title={t('refund.edit.description')}>
          <textarea
            className="ord-textarea"
            aria-label={t('refund.edit.description')}
            placeholder={t('refund.edit.descriptionPlaceholder')}
            maxLength={REFUND_DESCRIPTION_MAX}
            rows={3}
            value={values.description}
            onChange={(e) => change({ description: e.target.value })}
          />
          <FormError message={problems.description} />
        </Section>
        <Section title={t('refund.edit.photos', { max: REFUND_PHOTOS.max })}>
          <div className="rf-photos">
            {values.photos.map((photo, index) => (
              <div className="rf-photo" key={`${index}-${photo.slice(-16)}`}>
                <img src={photo} alt={t('refund.detail.photo', { index: index + 1 })} />
                <button
                  type="button"
                  className="rf-photo__remove"
                  aria-label={t('refund.edit.removePhoto', { index: index + 1 })}
                  onClick={() => change({ photos: values.photos.filter((_, i) => i !== index) })}
                >
                  ×
                </button>
              </div>
            ))}
            {values.photos.length < REFUND_PHOTOS.max && (
              <button type="button" className="rf-photo-add" aria-label={t('refund.edit.addPhoto')} onClick={() => void addPhotos()}>
                +
              </button>
            )}
          </div>
        </Section>
      </>
    );
  }

  return (
    <div className="ord-page">
      <Header title={title} backPath={href('/order/orderDetail', { orderId })} />
      <LoadState loading={loading && !data} error={error} onRetry={reload}>
        {body}
      </LoadState>
      {data && allowed && (
        <div className="app-bottom-bar rf-bar">
          <GuardedButton block color="primary" onClick={submit}>
            {refundId ? t('refund.edit.save') : t('refund.edit.submit')}
          </GuardedButton>
        </div>
      )}
    </div>
  );
}
