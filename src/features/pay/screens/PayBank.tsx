import { Button } from 'antd-mobile';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { payApi } from '../api';
import { Line, LoadState, useRouteTitle } from '../components/ui';
import { useServerData } from '@/lib/data';
import { attemptKey } from '../store';
import '../components/pay.css';
import { showToast } from '@/lib/ui';

/** /pay/bank: the seller's account to transfer to, with the memo code that matches the transfer. */
export default function PayBank() {
  const t = useT();
  const navigate = useNavigate();
  const { orderId } = useRouteQuery('/pay/bank');
  const title = useRouteTitle('/pay/bank');
  const { data, loading, error, reload } = useServerData((signal) => payApi.bank({ orderId, idempotencyKey: attemptKey(orderId, 'bank') }, signal), [orderId]);
  const copy = (label: string, text: string) => async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t('pay.bank.copied'));
    } catch {
      showToast(text);
    }
  };
  const copyButton = (label: string, text: string) => (
    <Button size="mini" fill="outline" aria-label={t('pay.bank.copy', { field: label })} onClick={() => void copy(label, text)()}>
      {t('pay.bank.copyShort')}
    </Button>
  );
  return (
    <div className="app-screen">
      <Header title={title} backPath={href('/pay', { orderId })} />
      <LoadState loading={loading} error={error} onRetry={reload}>
        {data && (
          <>
            <div className="pay-notice">{t('pay.bank.intro')}</div>
            <section className="pay-section" aria-label={title}>
              <Line label={t('pay.bank.accountName')} value={data.accountName} action={copyButton(t('pay.bank.accountName'), data.accountName)} />
              <Line label={t('pay.bank.bankName')} value={data.bankName} />
              {data.branchName && <Line label={t('pay.bank.branchName')} value={data.branchName} />}
              <Line label={t('pay.bank.bankAccount')} value={data.bankAccount} action={copyButton(t('pay.bank.bankAccount'), data.bankAccount)} />
              <Line label={t('pay.bank.amount')} value={`¥${data.amount}`} />
              <Line
                label={t('pay.bank.remark')}
                value={<strong>{data.transferRemark}</strong>}
                action={copyButton(t('pay.bank.remark'), data.transferRemark)}
              />
            </section>
            <p className="pay-muted pay-muted--inset">{t('pay.bank.expireAt', { time: data.expireAt })}</p>
          </>
        )}
      </LoadState>
      {data && (
        <div className="app-bottom-bar pay-bottom">
          <Button block color="primary" onClick={() => void navigate(href('/pay/success2', { orderId, payId: data.paymentId }), { replace: true })}>
            {t('pay.bank.done')}
          </Button>
        </div>
      )}
    </div>
  );
}
