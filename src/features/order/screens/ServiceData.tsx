import { Header } from '@/components/Header';
import { StatusBlock } from '@/components/StatusBlock';
import { sumMoney } from '@/domain';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { orderApi } from '../api';
import { ServiceItems } from '../components/ServiceItems';
import { LoadState, useRouteTitle } from '../components/ui';
import '../components/order.css';

/**
 * /order/serviceData?orderId=…: the pumping and construction services of an order (those bought with it and
 * those added later), each with its status, quantity, amount and service time, and their total.
 */
export default function ServiceData() {
  const t = useT();
  const title = useRouteTitle('/order/serviceData');
  const { orderId } = useRouteQuery('/order/serviceData');
  const { data, loading, error, reload } = useServerData(
    async (signal) => {
      const [services, order] = await Promise.all([orderApi.serviceData(orderId, signal), orderApi.detail(orderId, signal)]);
      return { services, order };
    },
    [orderId],
  );
  const unit = data?.order.orderItems[0]?.unit ?? '';
  return (
    <div className="ord-page ord-page--nobar">
      <Header title={title} />
      <LoadState loading={loading && !data} error={error} onRetry={reload}>
        {data && (
          <>
            <div className="ord-hero">
              <h2>{t('orderService.service.heading')}</h2>
              <p>{t('orderService.service.order', { orderNo: data.order.orderNo })}</p>
            </div>
            {data.services.items.length === 0 ? (
              <StatusBlock status="empty" title={t('orderService.service.empty')} />
            ) : (
              <>
                <ServiceItems items={data.services.items} unit={unit} />
                <div className="ord-section">
                  <div className="ord-line ord-line--strong">
                    <span className="ord-line__label">{t('orderService.service.total', { amount: sumMoney(data.services.items.map((i) => i.amount)) })}</span>
                  </div>
                  {data.services.remark && <div className="ord-muted">{t('orderService.service.orderRemark', { remark: data.services.remark })}</div>}
                </div>
              </>
            )}
          </>
        )}
      </LoadState>
    </div>
  );
}
