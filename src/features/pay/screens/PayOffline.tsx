import List from 'antd-mobile/es/components/list';
import { SubmitBar, TextAreaField, TextField, useFormKit } from '@/components/Form';
import { Header } from '@/components/Header';
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
import { attemptKeeper, voucherProblem, vouchersOf } from '../store';
import '../components/pay.css';

const emptyVoucher = () => ({ payerName: '', vouchers: '', remark: '' });
type Voucher = ReturnType<typeof emptyVoucher>;

/** The voucher URLs, one a line: blank or a control or bidi character inside one (which the URL rule's \S would pass) is refused first. */
const vouchersRule = { required: true, kind: 'string', rule: 'plainParagraphs' } as const;

/** /pay/offline: after paying offline, the buyer sends the payer, the voucher images and a remark. */
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
  const kit = useFormKit({
    defaultValues: emptyVoucher,
    rules: { payerName: payOfflineFields.payerName, vouchers: vouchersRule, remark: payOfflineFields.remark },
    messages: {
      payerName: { tooLong: 'pay.offline.payerNameTooLong' },
      vouchers: { required: 'pay.offline.voucherRequired' },
      remark: { tooLong: 'pay.offline.remarkTooLong' },
    },
    normalize: (form) => ({ ...form, payerName: form.payerName.trim(), remark: form.remark.trim() }),
    check: (form) => {
      const problem = voucherProblem(form.vouchers);
      return { vouchers: problem && say(problem === 'count' ? 'pay.offline.voucherRequired' : 'pay.offline.voucherBad') };
    },
    draft: `pay.offline.${orderId}`,
    submit: {
      write: ({ payerName, vouchers, remark }: Voucher, idempotencyKey) =>
        api.pay.offline({
          orderId,
          idempotencyKey,
          amount: bill.amount,
          voucherImages: vouchersOf(vouchers),
          ...(payerName ? { payerName } : {}),
          ...(remark ? { remark } : {}),
        }),
      idempotent: { prefix: 'pay', stored: attemptKeeper(orderId, 'offline') },
      invalidates: PAYMENT_CHANGES,
      message: (message) => t('pay.offline.failed', { message }),
      onSuccess: (status) => void navigate(href('/pay/success2', { orderId, payId: status.paymentId }), { replace: true }),
    },
  });
  return (
    <>
      <AmountHead info={bill} />
      <div className="pay-notice">{t('pay.offline.intro')}</div>
      <List>
        <List.Item title={t('pay.offline.amount')}>{money(bill.amount)}</List.Item>
        <TextField stacked label={t('pay.offline.payerName')} placeholder={t('pay.offline.payerNamePlaceholder')} {...kit.text('payerName')} />
        <TextAreaField label={t('pay.offline.voucher')} placeholder={t('pay.offline.voucherPlaceholder')} rows={3} {...kit.text('vouchers')} />
        <TextAreaField label={t('pay.offline.remark')} rows={2} maxLength={payOfflineFields.remark.maxLength} {...kit.text('remark')} />
      </List>
      <SubmitBar kit={kit} className="app-bottom-bar pay-bottom">
        {t('pay.offline.submit')}
      </SubmitBar>
    </>
  );
}
