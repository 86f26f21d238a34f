import { useRef } from 'react';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useFormKit } from '@/components/Form';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { PayPasswordField } from '@/components/PayPasswordField';
import { api } from '@/lib/api';
import { payErpFields } from '@/lib/fields';
import { t as say, useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { AmountHead } from '../components/AmountHead';
import { payPasswordErrorText } from '../components/payPasswordError';
import { LoadState, useRouteTitle } from '../components/ui';
import { PAYMENT_CHANGES, payInfo } from '../queries';
import { attemptKeeper } from '../store';
import '../components/pay.css';

/** /pay/erp: pays from the buyer's ERP account with the seller, after the 6-digit pay password (the wallet's six cells). */
export default function PayErp() {
  const t = useT();
  const navigate = useNavigate();
  const { orderId } = useRouteQuery('/pay/erp');
  const title = useRouteTitle('/pay/erp');
  const info = useQuery(payInfo(orderId));
  // A wrong password is typed again from the start.
  const clearPassword = useRef(() => {});
  const kit = useFormKit({
    defaultValues: () => ({ payPassword: '' }),
    rules: { payPassword: payErpFields.payPassword },
    messages: { payPassword: { required: 'pay.erp.badPassword' } },
    check: ({ payPassword }) => ({ payPassword: /^\d{6}$/.test(payPassword) ? null : say('pay.erp.badPassword') }),
    secret: ['payPassword'],
    submit: {
      write: ({ payPassword }, idempotencyKey) => api.pay.erp({ orderId, idempotencyKey, payPassword }),
      idempotent: { prefix: 'pay', stored: attemptKeeper(orderId, 'erp') },
      invalidates: PAYMENT_CHANGES,
      showError: 'none',
      message: (_text, failure) => t('pay.erp.failed', { message: payPasswordErrorText(failure) }),
      onError: () => clearPassword.current(),
      onSuccess: (status) => void navigate(href('/pay/success', { orderId, payId: status.paymentId }), { replace: true }),
    },
  });
  clearPassword.current = () => kit.set('payPassword', '');
  const erp = info.data?.payWays.find((w) => w.payWay === 'erp');
  const password = kit.text('payPassword');
  return (
    <div className="app-screen">
      <Header title={title} backPath={href('/pay', { orderId })} />
      <LoadState {...loadStateOf(info)}>
        {info.data && (
          <>
            <AmountHead info={info.data} />
            {erp?.balance !== undefined && <div className="pay-notice">{t('pay.erp.balance', { amount: money(erp.balance) })}</div>}
            {erp && !erp.available && (
              <div className="pay-notice pay-notice--error" role="alert">
                {t('pay.erp.unavailable', { reason: erp.reason ?? '' })}
              </div>
            )}
            <List>
              <PayPasswordField label={t('pay.erp.password')} {...password} />
            </List>
            {kit.write.error && (
              <div className="pay-notice pay-notice--error" role="alert">
                {kit.write.error}
              </div>
            )}
          </>
        )}
      </LoadState>
      {info.data && (
        <div className="app-bottom-bar pay-bottom">
          <Button block color="primary" disabled={!!erp && !erp.available} loading={kit.write.pending} onClick={() => void kit.submit()}>
            {t('pay.erp.submit')}
          </Button>
        </div>
      )}
    </div>
  );
}
