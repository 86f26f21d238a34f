import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import ClockCircleFill from 'antd-mobile-icons/es/ClockCircleFill';
import CloseCircleFill from 'antd-mobile-icons/es/CloseCircleFill';
import Button from 'antd-mobile/es/components/button';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { href, type RoutePath } from '@/lib/routes';
import { payResult } from '../queries';
import { LoadState, useRouteTitle } from './ui';

const POLL_MS = 1500;
const POLLS = 8;

/**
 * The pay result: paid, still confirming (polled a few times), or — for bank and offline payments —
 * sent and waiting for the seller.
 */
export function PayResultView({ path, kind }: { path: RoutePath; kind: 'online' | 'offline' }) {
  const t = useT();
  const navigate = useNavigate();
  // /pay/success and /pay/success2 declare the same query.
  const query = useRouteQuery('/pay/success');
  const orderId = query.orderId;
  const title = useRouteTitle(path);
  // An online payment the provider has not confirmed yet: asked again, a few times, the last answer on screen meanwhile.
  const read = useQuery({
    ...payResult(orderId, query.payId ?? query.paymentId),
    refetchInterval: (polled) => (kind === 'online' && polled.state.data?.status === 'pending' && polled.state.dataUpdateCount < POLLS ? POLL_MS : false),
  });
  const result = read.data;
  const paid = result?.status === 'paid';
  const failed = result?.status === 'cancelled' || result?.status === 'failed';
  const heading = paid
    ? t('pay.success.paid')
    : kind === 'offline' && !failed
      ? t('pay.success.submitted')
      : failed
        ? t('pay.success.notPaid')
        : t('pay.success.pending');
  const ResultIcon = paid ? CheckCircleFill : failed ? CloseCircleFill : ClockCircleFill;
  return (
    <div className="app-screen">
      <Header title={title} backPath={href('/order/orderDetail', { orderId })} />
      <LoadState {...loadStateOf(read)}>
        {result && (
          <div className="pay-result" role="status">
            <ResultIcon aria-hidden="true" className={`pay-result__icon pay-result__icon--${paid ? 'paid' : failed ? 'failed' : 'awaited'}`} />
            <h2>{heading}</h2>
            <div className="pay-muted">{t('pay.success.amount', { amount: money(result.amount) })}</div>
            <div className="pay-muted">{t('pay.cashier.orderNo', { orderNo: result.orderNo })}</div>
            {kind === 'offline' && !paid && !failed && <p className="pay-muted">{t('pay.success.awaiting')}</p>}
          </div>
        )}
      </LoadState>
      <div className="pay-buttons">
        <Button block color="primary" onClick={() => void navigate(href('/order/orderDetail', { orderId }), { replace: true })}>
          {t('pay.success.viewOrder')}
        </Button>
        {failed && (
          <Button block onClick={() => void navigate(href('/pay', { orderId }), { replace: true })}>
            {t('pay.success.backToCashier')}
          </Button>
        )}
        <Button block onClick={() => void navigate(href('/order/orderList'), { replace: true })}>
          {t('pay.success.orders')}
        </Button>
      </div>
    </div>
  );
}
