import { addressText, isZero, timeSlotLabel } from '@/domain';
import { Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import LocationFill from 'antd-mobile-icons/es/LocationFill';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { Timeline } from '@/components/Timeline';
import { deliveryWayCodes } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { Money, money } from '@/components/Money';
import type { OrderDetail } from '../api';
import { orderDetail } from '../afterSalesQueries';
import { deliveryWayLabel, statusLabel, transferLabel, transportLabel } from './labels';
import { OrderActions, OrderServiceLinks } from './OrderActions';
import { Line, LoadState, Section, useRouteTitle } from './ui';
import './order.css';

/** What the order costs, part by part, what was paid and what came back. */
function OrderPrices({ order }: { order: OrderDetail }) {
  const t = useT();
  return (
    <Section title={t('order.checkout.prices')}>
      <Line label={t('order.checkout.goodsAmount')} value={<Money value={order.prices.goodsAmount} />} />
      {!isZero(order.prices.addonAmount) && <Line label={t('order.checkout.addonAmount')} value={<Money value={order.prices.addonAmount} />} />}
      {!isZero(order.prices.rebarAmount) && <Line label={t('order.checkout.rebarAmount')} value={<Money value={order.prices.rebarAmount} />} />}
      <Line label={t('order.checkout.carriage')} value={<Money value={order.prices.carriage} />} />
      <Line label={t('order.checkout.truckage')} value={<Money value={order.prices.truckage} />} />
      {!isZero(order.prices.discount) && (
        <Line
          label={t('order.checkout.discount')}
          value={
            <>
              -<Money value={order.prices.discount} />
            </>
          }
        />
      )}
      <Line strong label={t('order.checkout.total')} value={<Money value={order.prices.totalAmount} />} />
      {!isZero(order.paidAmount) && <Line label={t('order.detail.paidAmount')} value={<Money value={order.paidAmount} />} />}
      {!isZero(order.afterSales.refundedAmount) && (
        <Line label={t('refund.edit.refunded')} value={t('order.actions.refunded', { amount: money(order.afterSales.refundedAmount) })} />
      )}
    </Section>
  );
}

/**
 * The order detail (with or without the back arrow): status, goods, delivery, prices, progress, the
 * links to its refunds, top-ups, waybills, service data, quality reports and invoice, and the actions.
 */
export function OrderDetailView({ showBack }: { showBack: boolean }) {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  // /order/orderDetail and /order/orderDetailNoback declare the same query.
  const { orderId } = useRouteQuery('/order/orderDetail');
  const title = useRouteTitle(showBack ? '/order/orderDetail' : '/order/orderDetailNoback');
  const navigate = useNavigate();
  const detail = useQuery(orderDetail(orderId));
  const order = detail.data;
  const d = order?.delivery;
  return (
    <div className="ord-page">
      <Header title={title} showBack={showBack} />
      <LoadState {...loadStateOf(detail)}>
        {order && d && (
          <>
            <div className="ord-hero" role="status">
              <h2>{statusLabel(order.status, locale)}</h2>
              {order.payDeadline && <p>{t('order.detail.payBefore', { time: order.payDeadline })}</p>}
              {order.cancelReason && (
                <p>
                  {t('order.detail.cancelReason')}：{order.cancelReason}
                </p>
              )}
            </div>
            <Section title={t('order.detail.delivery')}>
              {d.deliveryType === deliveryWayCodes.delivery && d.receiver && (
                <div className="ord-receiver" role="group" aria-label={t('order.checkout.address')}>
                  <LocationFill className="ord-receiver__icon" aria-hidden="true" />
                  <div className="ord-receiver__body">
                    <p className="ord-receiver__who">
                      <span className="ord-receiver__name">{d.receiver.receiverName}</span>
                      <span>{d.receiver.receiverMobile}</span>
                    </p>
                    <p className="ord-receiver__address">{addressText(d.receiver)}</p>
                  </div>
                </div>
              )}
              <Line
                label={t('order.checkout.deliveryWay')}
                value={`${deliveryWayLabel(d.deliveryType, locale)} · ${transportLabel(d.transportType, locale)}`}
              />
              {d.deliveryType === deliveryWayCodes.delivery && d.receiver && (
                <>
                  <Line
                    label={t('order.checkout.transferWay')}
                    value={t('order.detail.floorValue', { way: transferLabel(d.transferWay, locale), floor: d.floor })}
                  />
                </>
              )}
              {d.store && <Line label={t('order.detail.store')} value={`${d.store.storeName}（${d.store.address}）`} />}
              {d.pickupShips && d.pickupShips.length > 0 && <Line label={t('order.detail.pickupShips')} value={d.pickupShips.join('、')} />}
              <Line label={t('order.detail.time')} value={`${d.date} ${timeSlotLabel(d.timeSlot, locale)}`} />
              <div className="ord-actions">
                <Link className="ord-link ord-link--tap" to={href('/order/deliveryDetail', { orderId })}>
                  {t('order.detail.deliveryDetail')}
                </Link>
                <Link className="ord-link ord-link--tap" to={href('/order/logisticsStat', { orderId })}>
                  {t('order.detail.logisticsStat')}
                </Link>
                {d.store && (
                  <Link className="ord-link ord-link--tap" to={href('/order/storePosition', { orderId })}>
                    {t('order.detail.storePosition')}
                  </Link>
                )}
              </div>
            </Section>
            <Section title={t('order.detail.items')} extra={<span className="ord-muted">{order.sellerName}</span>}>
              {order.orderItems.map((item) => (
                <div className="ord-goods" key={item.orderItemId}>
                  {item.image ? <img src={item.image} alt="" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} /> : null}
                  <div className="ord-goods__body">
                    <div className="ord-goods__name">{item.goodsName}</div>
                    <div className="ord-muted">{item.varietyName}</div>
                    {item.orderItemAdds.length > 0 && (
                      <div className="ord-muted">{t('order.checkout.addons', { names: item.orderItemAdds.map((a) => a.additemName).join('、') })}</div>
                    )}
                    <div className="ord-line">
                      <span>
                        <Money value={item.unitPrice} /> × {t('order.common.quantityUnit', { quantity: item.quantity, unit: item.unit })}
                      </span>
                      <Money value={item.amount} tone="strong" className="ord-price" />
                    </div>
                  </div>
                </div>
              ))}
            </Section>
            <OrderPrices order={order} />
            <OrderServiceLinks order={order} />
            <Section title={t('order.detail.info')}>
              <Line label={t('order.common.orderNo')} value={order.orderNo} />
              <Line label={t('order.detail.createdAt')} value={order.createdAt} />
              {order.paidAt && <Line label={t('order.detail.paidAt')} value={order.paidAt} />}
              {order.payWay && <Line label={t('order.detail.payWay')} value={t(`order.payWays.${order.payWay}`)} />}
              {order.buyerMemo && <Line label={t('order.detail.memo')} value={order.buyerMemo} />}
            </Section>
            <Section title={t('order.detail.history')}>
              <Timeline
                label={t('order.detail.history')}
                events={order.statusHistory.map((event, index) => ({
                  key: `${event.time}-${index}`,
                  title: statusLabel(event.status, locale),
                  description: event.remark ? `${event.time} · ${event.remark}` : event.time,
                }))}
              />
            </Section>
            <div className="app-bottom-bar ord-bar ord-bar--end">
              <OrderActions
                orderId={order.orderId}
                actions={order.actions}
                onRemoved={() => void navigate(href('/order/orderList'), { replace: true })}
                contractId={order.orderType === 'contract' ? order.contractId : undefined}
                afterSales={order.afterSales}
              />
            </div>
          </>
        )}
      </LoadState>
    </div>
  );
}
