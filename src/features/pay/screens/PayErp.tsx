import { Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { GuardedButton } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { payApi } from '../api';
import { AmountHead } from '../components/AmountHead';
import { LoadState, useRouteTitle } from '../components/ui';
import { useServerData } from '@/lib/data';
import { attemptKey } from '../store';
import { payPasswordErrorText } from '../components/payPasswordError';
import '../components/pay.css';

/** /pay/erp: pays from the buyer's ERP account with the seller, after the 6-digit pay password. */
export default function PayErp() {
  const t = useT();
  const navigate = useNavigate();
  const { orderId } = useRouteQuery('/pay/erp');
  const title = useRouteTitle('/pay/erp');
  const { data: info, loading, error, reload } = useServerData((signal) => payApi.info(orderId, signal), [orderId]);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const erp = info?.payWays.find((w) => w.payWay === 'erp');
  const submit = async () => {
    if (!/^\d{6}$/.test(password)) return setProblem(t('pay.erp.badPassword'));
    setProblem('');
    try {
      const status = await payApi.erp({ orderId, idempotencyKey: attemptKey(orderId, 'erp'), payPassword: password });
      void navigate(href('/pay/success', { orderId, payId: status.paymentId }), { replace: true });
    } catch (failure) {
      setPassword('');
      setProblem(t('pay.erp.failed', { message: payPasswordErrorText(failure) }));
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
            {erp?.balance !== undefined && <div className="pay-notice">{t('pay.erp.balance', { amount: erp.balance })}</div>}
            {erp && !erp.available && (
              <div className="pay-notice pay-notice--error" role="alert">
                {t('pay.erp.unavailable', { reason: erp.reason ?? '' })}
              </div>
            )}
            <List>
              <List.Item title={t('pay.erp.password')}>
                <Input
                  aria-label={t('pay.erp.password')}
                  type="password"
                  inputMode="numeric"
                  maxLength={6}
                  placeholder={t('pay.erp.passwordPlaceholder')}
                  value={password}
                  onChange={(value) => setPassword(value.replace(/\D/g, ''))}
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
          <GuardedButton block color="primary" disabled={!!erp && !erp.available} onClick={submit}>
            {t('pay.erp.submit')}
          </GuardedButton>
        </div>
      )}
    </div>
  );
}
