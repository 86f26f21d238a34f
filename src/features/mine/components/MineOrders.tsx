import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useSnapshot } from 'valtio';
import { errorText } from '@/lib/api';
import { orderStatuses } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { Link, useNavigate } from '@/lib/navigation';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { orderCounts } from '../queries';

/** The statuses shown as shortcuts under "my orders". */
const SHORTCUTS = ['pendingPayment', 'pendingDelivery', 'delivering', 'completed', 'refunding'] as const;

/** "My orders" of /mine: the way to every order, and a shortcut per status with its count (a failed count says so, with a retry). */
export function MineOrders({ memberId }: { memberId: string | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const { locale } = useSnapshot(i18n);
  const counts = useQuery({ ...orderCounts(memberId ?? ''), enabled: !!memberId });
  const countOf = (status: string) => counts.data?.statusCounts.find((entry) => entry.status === status)?.count ?? 0;
  const labelOf = (code: string) => orderStatuses.find((status) => status.code === code)?.label[locale] ?? code;
  return (
    <section className="mine-card" aria-labelledby="mine-orders-title">
      <div className="mine-card__head">
        <h2 id="mine-orders-title" className="mine-card__title">
          {t('mine.orders')}
        </h2>
        <Link className="app-link mine-card__more" to={href('/order/orderList')}>
          {t('mine.allOrders')}
          <RightOutline aria-hidden="true" />
        </Link>
      </div>
      {counts.error && !counts.data ? (
        <p className="mine-card__error" role="alert">
          {t('mine.countsFailed')}: {errorText(counts.error)}{' '}
          <button type="button" className="app-link" onClick={() => void counts.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <ul className="mine-orders" aria-busy={counts.isFetching && !counts.data}>
          {SHORTCUTS.map((status) => (
            <li key={status}>
              <button
                type="button"
                className="mine-orders__item"
                aria-label={t('mine.orderStatus', { status: labelOf(status), count: countOf(status) })}
                onClick={() => void navigate(href('/order/orderList', { status }))}
              >
                <span className="mine-orders__count">{counts.data ? countOf(status) : '-'}</span>
                <span className="mine-orders__label">{labelOf(status)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
