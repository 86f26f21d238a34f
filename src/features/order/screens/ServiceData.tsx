import { Header } from '@/components/Header';
import { StatusBlock } from '@/components/StatusBlock';
import { sumMoney } from '@/domain';
import { money } from '@/components/Money';
import { loadStateOf, useQueries } from '@/lib/query';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { orderDetail, serviceData } from '../afterSalesQueries';
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
  const [services, order] = useQueries({ queries: [serviceData(orderId), orderDetail(orderId)] });
  const data = services.data && order.data ? { services: services.data, order: order.data } : undefined;
  const unit = data?.order.orderItems[0]?.unit ?? '';
  return (
    <div className="ord-page ord-page--nobar">
      <Header title={title} />
      <LoadState {...loadStateOf(services.data ? order : services)}>
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
                    <span className="ord-line__label">
                      {t('orderService.service.total', { amount: money(sumMoney(data.services.items.map((i) => i.amount))) })}
                    </span>
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
