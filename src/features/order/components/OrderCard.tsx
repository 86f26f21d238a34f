import { useSnapshot } from 'valtio';
import { Money } from '@/components/Money';
import { i18n, useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import type { OrderSummary } from '../api';
import { statusLabel } from './labels';
import { OrderActions } from './OrderActions';

/** An order of the list: seller, status, its first goods, when and how much, and the actions it offers. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const first = order.orderItems[0];
  return (
    <article className="ord-card" aria-label={order.orderNo}>
      <Link
        to={href('/order/orderDetail', { orderId: order.orderId })}
        aria-label={t('order.list.open', { orderNo: order.orderNo })}
        style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
      >
        <div className="ord-card__head">
          <span>{order.sellerName}</span>
          <span className="ord-status">{statusLabel(order.status, locale)}</span>
        </div>
        {first && (
          <div className="ord-goods">
            {first.image ? <img src={first.image} alt="" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} /> : null}
            <div className="ord-goods__body">
              <div className="ord-goods__name">{first.goodsName}</div>
              <div className="ord-muted">{first.varietyName}</div>
              <div className="ord-muted">{t('order.common.quantityUnit', { quantity: first.quantity, unit: first.unit })}</div>
            </div>
          </div>
        )}
        <div className="ord-line">
          <span className="ord-muted">{t('order.list.createdAt', { time: order.createdAt })}</span>
          <span>
            {t('order.list.itemsCount', { count: order.orderItems.length })} <Money value={order.totalAmount} tone="strong" className="ord-price" />
          </span>
        </div>
      </Link>
      <OrderActions orderId={order.orderId} actions={order.actions} />
    </article>
  );
}
