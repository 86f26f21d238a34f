import { Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { GuardedButton } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { payApi } from '../api';
import { AmountHead } from '../components/AmountHead';
import { LoadState, errorText, useRouteTitle } from '../components/ui';
import { useServerData } from '@/lib/data';
import { checkFormat } from '@/lib/validation';
import { attemptKey } from '../store';
import '../components/pay.css';

const URL_RULE = /^(https?:\/\/|\/)\S{1,1000}$/;
/** The longest payer name the gateway takes (spec/calls/pay.yaml PayOfflineBody), in characters once trimmed. */
const PAYER_MAX = 50;
/** The longest remark the gateway takes, in characters once trimmed. */
const REMARK_MAX = 200;

/** /pay/offline: after paying offline, the buyer sends the payer, the voucher images and a remark. */
export default function PayOffline() {
  const t = useT();
  const navigate = useNavigate();
  const { orderId } = useRouteQuery('/pay/offline');
  const title = useRouteTitle('/pay/offline');
  const { data: info, loading, error, reload } = useServerData((signal) => payApi.info(orderId, signal), [orderId]);
  const [form, setForm] = useState({ payerName: '', vouchers: '', remark: '' });
  const [problem, setProblem] = useState('');
  const submit = async () => {
    if (!info) return;
    // The texts as the gateway takes them, top to bottom: the payer one line (validation.yaml plainText) and
    // the remark lines (plainParagraphs), an invisible control or bidi character named before the length
    // (which would not tell the buyer what is wrong), neither cut by maxLength when pasted.
    const payerName = form.payerName.trim();
    const remark = form.remark.trim();
    const tooLong = (field: 'payerName' | 'remark', max: number) => t('pay.offline.tooLong', { field: t(`pay.offline.${field}`), max });
    if (checkFormat('plainText', payerName)) return setProblem(t('validation.plainText'));
    if ([...payerName].length > PAYER_MAX) return setProblem(tooLong('payerName', PAYER_MAX));
    // The voucher URLs, one a line: a control or bidi character inside one would pass the URL rule (\S).
    if (checkFormat('plainParagraphs', form.vouchers)) return setProblem(t('validation.plainParagraphs'));
    const voucherImages = form.vouchers.split(/\s+/).filter(Boolean);
    if (voucherImages.length === 0 || voucherImages.length > 6) return setProblem(t('pay.offline.voucherRequired'));
    if (!voucherImages.every((url) => URL_RULE.test(url))) return setProblem(t('pay.offline.voucherBad'));
    if (checkFormat('plainParagraphs', remark)) return setProblem(t('validation.plainParagraphs'));
    if ([...remark].length > REMARK_MAX) return setProblem(tooLong('remark', REMARK_MAX));
    setProblem('');
    try {
      const status = await payApi.offline({
        orderId,
        idempotencyKey: attemptKey(orderId, 'offline'),
        amount: info.amount,
        voucherImages,
        ...(payerName ? { payerName } : {}),
        ...(remark ? { remark } : {}),
      });
      void navigate(href('/pay/success2', { orderId, payId: status.paymentId }), { replace: true });
    } catch (failure) {
      setProblem(t('pay.offline.failed', { message: errorText(failure) }));
    }
    return undefined;
  };
  return (
    <div className="app-screen">
      <Header title={title} backPath={href('/pay', { orderId })} />
      <LoadState loading={loading} error={error} onRetry={reload}>
        {info && (
          <>
            <AmountHead info={info} />
            <div className="pay-notice">{t('pay.offline.intro')}</div>
            <List>
              <List.Item title={t('pay.offline.amount')}>¥{info.amount}</List.Item>
              <List.Item title={t('pay.offline.payerName')}>
                <Input
                  aria-label={t('pay.offline.payerName')}
                  placeholder={t('pay.offline.payerNamePlaceholder')}
                  maxLength={PAYER_MAX}
                  value={form.payerName}
                  onChange={(payerName) => setForm((f) => ({ ...f, payerName }))}
                />
              </List.Item>
              <List.Item title={<span className="app-required">{t('pay.offline.voucher')}</span>}>
                <textarea
                  className="pay-textarea"
                  aria-label={t('pay.offline.voucher')}
                  placeholder={t('pay.offline.voucherPlaceholder')}
                  rows={3}
                  value={form.vouchers}
                  onChange={(e) => setForm((f) => ({ ...f, vouchers: e.target.value }))}
                />
              </List.Item>
              <List.Item title={t('pay.offline.remark')}>
                <textarea
                  className="pay-textarea"
                  aria-label={t('pay.offline.remark')}
                  rows={2}
                  maxLength={REMARK_MAX}
                  value={form.remark}
                  onChange={(e) => setForm((f) => ({ ...f, remark: e.target.value }))}
                />
              </List.Item>
            </List>
            {problem && (
              <div className="pay-notice pay-notice--error" role="alert">
                {problem}
              </div>
            )}
          </>
        )}
      </LoadState>
      {info && (
        <div className="app-bottom-bar pay-bottom">
          <GuardedButton block color="primary" onClick={submit}>
            {t('pay.offline.submit')}
          </GuardedButton>
        </div>
      )}
    </div>
  );
}
