import { Button } from 'antd-mobile';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import { useEffect, useState } from 'react';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { LoadingState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { Money } from '@/components/Money';
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
              <div className="ord-result">
                <CheckCircleFill aria-hidden="true" className="order-submit__done" />
                <h2>{t('order.submitPage.success')}</h2>
                <div className="ord-muted">{t('order.submitPage.payAmount')}</div>
                <div className="ord-price">
                  <Money value={data.prices.totalAmount} tone="strong" />
                </div>
                {data.payDeadline && <p className="ord-muted">{t('order.submitPage.payDeadline', { time: data.payDeadline })}</p>}
                <div className="ord-result__buttons">
                  {data.actions.pay && (
                    <Button block color="primary" onClick={() => void navigate(href('/pay', { orderId: data.orderId }))}>
                      {t('order.submitPage.toPay')}
                    </Button>
                  )}
                  <Button block onClick={() => void navigate(href('/order/orderDetail', { orderId: data.orderId }))}>
                    {t('order.submitPage.viewOrder')}
                  </Button>
                  {more && (
                    <Button block color="primary" fill="outline" onClick={() => void navigate(href('/v2/order'))}>
                      {t('order.submitPage.nextSeller')}
                    </Button>
                  )}
                </div>
              </div>
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
