import { Tag } from 'antd-mobile';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { i18n, useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { deliveryDetail, takeBills } from '../afterSalesQueries';
import { timeSlotLabel } from '@/domain';
import { Chips, Line, LoadState, Section, useRouteTitle } from '../components/ui';
import { loadStateOf, useQuery } from '@/lib/query';
import '../components/order.css';
import { StatusBlock } from '@/components/StatusBlock';

/** /order/deliveryDetail: the take bills of an order and the waybills of one take (or of the order). */
export default function DeliveryDetail() {
  const t = useT();
  const navigate = useNavigate();
  const { locale } = useSnapshot(i18n);
  const query = useRouteQuery('/order/deliveryDetail');
  const orderId = query.orderId;
  const takeId = query.takeId ?? '';
  const title = useRouteTitle('/order/deliveryDetail');
  const takes = useQuery(takeBills(orderId));
  const detail = useQuery(deliveryDetail(orderId, takeId));
  const options = [
    { id: '', text: t('order.delivery.showAll') },
    ...(takes.data ?? []).map((take) => ({ id: take.takeId, text: `${take.takeTime.date} ${timeSlotLabel(take.takeTime.timeSlot, locale)}` })),
  ];
  return (
    <div className="ord-page ord-page--nobar">
      <Header title={title} />
      <LoadState {...loadStateOf(takes)}>
        <Section title={t('order.delivery.takes')}>
          {(takes.data ?? []).map((take) => (
            <Line
              key={take.takeId}
              label={`${take.goodsName} · ${take.takeTime.date} ${timeSlotLabel(take.takeTime.timeSlot, locale)}`}
              value={
                <>
                  {t('order.delivery.takeQuantity', { quantity: take.quantity, delivered: take.deliveredQuantity })}{' '}
                  <Tag color={take.hasOver ? 'success' : 'warning'}>{take.hasOver ? t('order.delivery.finished') : t('order.delivery.ongoing')}</Tag>
                </>
              }
            />
          ))}
          <Chips
            label={t('order.delivery.takes')}
            options={options}
            value={takeId}
            onChange={(id) => void navigate(href('/order/deliveryDetail', { orderId, ...(id ? { takeId: id } : {}) }), { replace: true })}
          />
        </Section>
      </LoadState>
      <LoadState {...loadStateOf(detail)}>
        {detail.data && (
          <Section
            title={t('order.delivery.waybills')}
            extra={
              <span className="ord-muted">{t('order.delivery.summary', { quantity: detail.data.quantity, delivered: detail.data.deliveredQuantity })}</span>
            }
          >
            {detail.data.waybills.length === 0 ? (
              <StatusBlock status="empty" title={t('order.delivery.noWaybills')} />
            ) : (
              detail.data.waybills.map((w) => (
                <div key={w.waybillId} className="ord-goods" style={{ display: 'block' }}>
                  <div className="ord-line">
                    <span className="ord-goods__name">{w.waybillNo}</span>
                    <span className="ord-status">{t(`order.delivery.waybillStatus.${w.status}`)}</span>
                  </div>
                  <div className="ord-muted">
                    {w.goodsName} · {t('order.common.quantityUnit', { quantity: w.quantity, unit: w.unit })}
                  </div>
                  {w.plateNumber && <div className="ord-muted">{t('order.delivery.plate', { plate: w.plateNumber })}</div>}
                  {w.driverName && <div className="ord-muted">{t('order.delivery.driver', { name: `${w.driverName} ${w.driverMobile ?? ''}` })}</div>}
                  <div className="ord-muted">{w.createTime}</div>
                </div>
              ))
            )}
          </Section>
        )}
      </LoadState>
    </div>
  );
}
