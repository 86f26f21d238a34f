import { useEffect, useState } from 'react';
import List from 'antd-mobile/es/components/list';
import { FieldLabel, FormError, SubmitBar, TextAreaField, TextField, useFormKit } from '@/components/Form';
import { Header } from '@/components/Header';
import { ImageUpload } from '@/components/ImageUpload';
import { money } from '@/components/Money';
import { api } from '@/lib/api';
import { payOfflineFields } from '@/lib/fields';
import { t as say, useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import type { PayInfo } from '../api';
import { AmountHead } from '../components/AmountHead';
import { LoadState, useRouteTitle } from '../components/ui';
import { PAYMENT_CHANGES, payInfo } from '../queries';
import { MAX_VOUCHERS, attemptKeeper } from '../store';
import '../components/pay.css';

interface Voucher {
  payerName: string;
  /** The uploaded voucher pictures' URLs (upload.image). */
  vouchers: string[];
  remark: string;
}
const emptyVoucher = (): Voucher => ({ payerName: '', vouchers: [], remark: '' });

/** /pay/offline: after paying offline, the buyer sends the payer, the voucher pictures (uploaded as they are picked) and a remark. */
export default function PayOffline() {
  const { orderId } = useRouteQuery('/pay/offline');
  const title = useRouteTitle('/pay/offline');
  const info = useQuery(payInfo(orderId));
  return (
    <div className="app-screen">
      <Header title={title} backPath={href('/pay', { orderId })} />
      <LoadState {...loadStateOf(info)}>{info.data && <VoucherForm bill={info.data} />}</LoadState>
    </div>
  );
}

function VoucherForm({ bill }: { bill: PayInfo }) {
  const t = useT();
  const navigate = useNavigate();
  const orderId = bill.orderId;
  const [uploading, setUploading] = useState(false);
  const kit = useFormKit({
    defaultValues: emptyVoucher,
    rules: { payerName: payOfflineFields.payerName, remark: payOfflineFields.remark },
    messages: {
      payerName: { tooLong: 'pay.offline.payerNameTooLong' },
      remark: { tooLong: 'pay.offline.remarkTooLong' },
    },
    normalize: (form) => ({ ...form, payerName: form.payerName.trim(), remark: form.remark.trim() }),
    check: (form) => ({
      vouchers: uploading
        ? say('pay.offline.voucherUploading')
        : form.vouchers.length === 0 || form.vouchers.length > MAX_VOUCHERS
          ? say('pay.offline.voucherRequired')
          : null,
    }),
    draft: `pay.offline.${orderId}`,
    submit: {
      write: ({ payerName, vouchers, remark }: Voucher, idempotencyKey) =>
        api.pay.offline({
          orderId,
          idempotencyKey,
          amount: bill.amount,
          voucherImages: vouchers,
          ...(payerName ? { payerName } : {}),
          ...(remark ? { remark } : {}),
        }),
      idempotent: { prefix: 'pay', stored: attemptKeeper(orderId, 'offline') },
      invalidates: PAYMENT_CHANGES,
      message: (message) => t('pay.offline.failed', { message }),
      onSuccess: (status) => void navigate(href('/pay/success2', { orderId, payId: status.paymentId }), { replace: true }),
    },
  });
  // Once an upload ends, a "still uploading" message under the field gives way to the field's real state.
  const voucherError = kit.errorOf('vouchers');
  useEffect(() => {
    if (!uploading && voucherError) void kit.form.trigger('vouchers');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when an upload ends
  }, [uploading]);
  return (
    <>
      <AmountHead info={bill} />
      <div className="pay-notice">{t('pay.offline.intro')}</div>
      <List>
        <List.Item title={t('pay.offline.amount')}>{money(bill.amount)}</List.Item>
        <TextField stacked label={t('pay.offline.payerName')} placeholder={t('pay.offline.payerNamePlaceholder')} {...kit.text('payerName')} />
        <List.Item description={<FormError message={kit.errorOf('vouchers')} />}>
          <FieldLabel htmlFor="pay-offline-vouchers" required>
            {t('pay.offline.voucher')}
          </FieldLabel>
          <ImageUpload
            id="pay-offline-vouchers"
            label={t('pay.offline.voucher')}
            hint={t('pay.offline.voucherHint')}
            max={MAX_VOUCHERS}
            value={kit.values.vouchers}
            onChange={(urls) => kit.set('vouchers', urls)}
            onBusyChange={setUploading}
          />
        </List.Item>
        <TextAreaField label={t('pay.offline.remark')} rows={2} maxLength={payOfflineFields.remark.maxLength} {...kit.text('remark')} />
      </List>
      <SubmitBar kit={kit} className="app-bottom-bar pay-bottom">
        {t('pay.offline.submit')}
      </SubmitBar>
    </>
  );
}
