import { Header } from '@/components/Header';
import { ResultPage, type ResultStatus } from '@/components/ResultPage';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { href, type Href } from '@/lib/routes';
import { payResult } from '../queries';
import { LoadState } from './ui';

const POLL_MS = 1500;
const POLLS = 8;

/** Where the payment stands, as the buyer reads it. */
type Outcome = 'paid' | 'pending' | 'submitted' | 'failed';

const resultStatus: Record<Outcome, ResultStatus> = { paid: 'success', pending: 'waiting', submitted: 'waiting', failed: 'error' };

/**
 * The pay result: paid, still confirming (polled a few times), or — for bank and offline payments —
 * sent and waiting for the seller. The page's title follows the answer, never "paid" before it is.
 */
export function PayResultView({ kind }: { kind: 'online' | 'offline' }) {
  const t = useT();
  const navigate = useNavigate();
  // /pay/success and /pay/success2 declare the same query.
  const query = useRouteQuery('/pay/success');
  const orderId = query.orderId;
  // An online payment the provider has not confirmed yet: asked again, a few times, the last answer on screen meanwhile.
  const read = useQuery({
    ...payResult(orderId, query.payId ?? query.paymentId),
    refetchInterval: (polled) => (kind === 'online' && polled.state.data?.status === 'pending' && polled.state.dataUpdateCount < POLLS ? POLL_MS : false),
  });
  const result = read.data;
  const outcome: Outcome | undefined = !result
    ? undefined
    : result.status === 'paid'
      ? 'paid'
      : result.status === 'cancelled' || result.status === 'failed'
        ? 'failed'
        : kind === 'offline'
          ? 'submitted'
          : 'pending';
  const title = {
    paid: t('pay.success.paid'),
    pending: t('pay.success.titlePending'),
    submitted: t('pay.success.titleSubmitted'),
    failed: t('pay.success.titleFailed'),
  };
  const heading = { paid: t('pay.success.paid'), pending: t('pay.success.pending'), submitted: t('pay.success.submitted'), failed: t('pay.success.notPaid') };
  const description = { paid: undefined, pending: t('pay.success.pendingHint'), submitted: t('pay.success.awaiting'), failed: t('pay.success.failedHint') };
  const go = (to: Href) => () => void navigate(to, { replace: true });
  const viewOrder = { label: t('pay.success.viewOrder'), onClick: go(href('/order/orderDetail', { orderId })) };
  const orders = { label: t('pay.success.orders'), onClick: go(href('/order/orderList')) };
  const cashier = { label: t('pay.success.backToCashier'), onClick: go(href('/pay', { orderId })) };
  return (
    <div className="app-screen">
      <Header title={outcome ? title[outcome] : t('pay.success.titleLoading')} backPath={href('/order/orderDetail', { orderId })} />
      <LoadState {...loadStateOf(read)}>
        {result && outcome && (
          <ResultPage
            status={resultStatus[outcome]}
            title={heading[outcome]}
            amount={{ label: t('pay.success.amountLabel'), value: result.amount }}
            description={description[outcome]}
            primary={outcome === 'failed' ? cashier : viewOrder}
            secondary={outcome === 'failed' ? viewOrder : orders}
          >
            <p>{t('pay.cashier.orderNo', { orderNo: result.orderNo })}</p>
          </ResultPage>
        )}
      </LoadState>
    </div>
  );
}
