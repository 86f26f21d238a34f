import { useEffect, useState } from 'react';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { LoadingState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { href, type Href } from '@/lib/routes';
import { ResultPage } from '@/components/ResultPage';
import { loadStateOf, useQuery } from '@/lib/query';
import { submittedOrder } from '../checkoutQueries';
import { Line, LoadState, Section, useRouteTitle } from '../components/ui';
import { checkoutStore, restoreCheckout } from '../store';
import '../components/order.css';
import { StatusBlock } from '@/components/StatusBlock';

/** /order/submit: the submitted order's summary and the way to pay. */
export default function OrderSubmit() {
  const t = useT();
  const navigate = useNavigate();
  const query = useRouteQuery('/order/submit');
  const title = useRouteTitle('/order/submit');
  // After a reload the submitted order is known from the saved checkout: brought back once the page is there.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    restoreCheckout();
    setRestored(true);
  }, []);
  const snap = useSnapshot(checkoutStore);
  const orderId = query.orderId ?? snap.submitted?.orderId ?? '';
  const read = useQuery({ ...submittedOrder(orderId), enabled: !!orderId });
  const data = read.data;
  const more = !!snap.draft;
  const go = (to: Href) => () => void navigate(to);
  const toPay = { label: t('order.submitPage.toPay'), onClick: go(href('/pay', { orderId })) };
  const viewOrder = { label: t('order.submitPage.viewOrder'), onClick: go(href('/order/orderDetail', { orderId })) };
  // Another shop's goods still in the checkout: settled next.
  const nextSeller = more ? { label: t('order.submitPage.nextSeller'), onClick: go(href('/v2/order')) } : undefined;
  return (
    <div className="ord-page ord-page--nobar">
      <Header title={title} backPath={href('/order/orderList')} />
      {!restored ? (
        <LoadingState />
      ) : !orderId ? (
        <StatusBlock status="empty" title={t('order.submitPage.missing')} />
      ) : (
        <LoadState {...loadStateOf(read)}>
          {data && (
            <>
              <ResultPage
                status="success"
                title={t('order.submitPage.success')}
                amount={{ label: t('order.submitPage.payAmount'), value: data.prices.totalAmount }}
                description={data.payDeadline && t('order.submitPage.payDeadline', { time: data.payDeadline })}
                primary={data.actions.pay ? toPay : viewOrder}
                secondary={data.actions.pay ? viewOrder : nextSeller}
                tertiary={data.actions.pay ? nextSeller : undefined}
              />
              <Section title={t('order.detail.info')}>
                <Line label={t('order.common.orderNo')} value={data.orderNo} />
                <Line label={t('order.common.seller')} value={data.sellerName} />
                {data.orderItems.map((item) => (
                  <Line key={item.orderItemId} label={item.goodsName} value={t('order.common.quantityUnit', { quantity: item.quantity, unit: item.unit })} />
                ))}
              </Section>
            </>
          )}
        </LoadState>
      )}
    </div>
  );
}
