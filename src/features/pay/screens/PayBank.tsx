import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { errorText } from '@/lib/api';
import { nativeBridge } from '@/lib/native';
import { Line, LoadState, useRouteTitle } from '../components/ui';
import { bankTransfer } from '../queries';
import { bankKeyOf } from '../store';
import '../components/pay.css';

/** /pay/bank: the seller's account to transfer to, with the memo code that matches the transfer. */
export default function PayBank() {
  const t = useT();
  const navigate = useNavigate();
  const { orderId } = useRouteQuery('/pay/bank');
  const title = useRouteTitle('/pay/bank');
  const [key] = useState(() => bankKeyOf(orderId));
  const transfer = useQuery(bankTransfer(orderId, key));
  const data = transfer.data;
  const copy = (text: string) => async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t('pay.bank.copied'));
    } catch {
      showToast(text);
    }
  };
  const bridge = nativeBridge();
  const openBank = (url: string) =>
    bridge.openWebBank({ url }).catch((error: unknown) => showErrorBanner(t('pay.bank.openBankFailed', { message: errorText(error) })));
  const copyButton = (label: string, text: string) => (
    <Button size="mini" fill="none" color="primary" aria-label={t('pay.bank.copy', { field: label })} onClick={() => void copy(text)()}>
      {t('pay.bank.copyShort')}
    </Button>
  );
  return (
    <div className="app-screen">
      <Header title={title} backPath={href('/pay', { orderId })} />
      <LoadState {...loadStateOf(transfer)}>
        {data && (
          <>
            <div className="pay-notice">{t('pay.bank.intro')}</div>
            <section className="pay-section" aria-label={title}>
              <Line label={t('pay.bank.accountName')} value={data.accountName} action={copyButton(t('pay.bank.accountName'), data.accountName)} />
              <Line label={t('pay.bank.bankName')} value={data.bankName} />
              {data.branchName && <Line label={t('pay.bank.branchName')} value={data.branchName} />}
              <Line label={t('pay.bank.bankAccount')} value={data.bankAccount} action={copyButton(t('pay.bank.bankAccount'), data.bankAccount)} />
              <Line label={t('pay.bank.amount')} value={money(data.amount)} />
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
          {/* Inside the native app, its online banking on the seller's bank; a browser keeps to the details above. */}
          {bridge.inApp && data.onlineBankUrl ? (
            <Button block color="primary" fill="outline" onClick={() => void openBank(data.onlineBankUrl!)}>
              {t('pay.bank.openBank')}
            </Button>
          ) : null}
          <Button block color="primary" onClick={() => void navigate(href('/pay/success2', { orderId, payId: data.paymentId }), { replace: true })}>
            {t('pay.bank.done')}
          </Button>
        </div>
      )}
    </div>
  );
}
