import { Money, money } from '@/components/Money';
import { isZero, type Money as MoneyValue } from '@/domain';
import { useT } from '@/lib/i18n';
import type { OrderPrices } from '../api';
import { Line, Section } from './ui';

/** The gateway's price breakdown, shown exactly as returned; offline without it, the domain's estimate of the total, said to be one. */
export function PriceBreakdown({
  prices,
  estimate,
  pending,
  error,
}: {
  prices: OrderPrices | null;
  estimate?: MoneyValue | null;
  pending: boolean;
  error: string;
}) {
  const t = useT();
  return (
    <Section title={t('order.checkout.prices')}>
      {estimate ? (
        <div>
          <Line strong label={t('order.checkout.total')} value={<Money value={estimate} tone="strong" />} />
          <div className="ord-muted" role="note">
            {t('order.checkout.estimate')}
          </div>
        </div>
      ) : prices ? (
        <div aria-busy={pending || undefined}>
          <Line label={t('order.checkout.goodsAmount')} value={<Money value={prices.goodsAmount} />} />
          {!isZero(prices.addonAmount) && <Line label={t('order.checkout.addonAmount')} value={<Money value={prices.addonAmount} />} />}
          {!isZero(prices.rebarAmount) && <Line label={t('order.checkout.rebarAmount')} value={<Money value={prices.rebarAmount} />} />}
          <Line label={t('order.checkout.carriage')} value={<Money value={prices.carriage} />} />
          <Line label={t('order.checkout.truckage')} value={<Money value={prices.truckage} />} />
          {!isZero(prices.discount) && <Line label={t('order.checkout.discount')} value={t('order.checkout.discountOf', { amount: money(prices.discount) })} />}
          <Line strong label={t('order.checkout.total')} value={<Money value={prices.totalAmount} tone="strong" />} />
        </div>
      ) : (
        !error && <div className="ord-muted">{t('order.checkout.pricing')}</div>
      )}
      {pending && prices && <div className="ord-muted">{t('order.checkout.pricing')}</div>}
      {error && (
        <div className="ord-error" role="alert">
          {t('order.checkout.priceFailed', { message: error })}
        </div>
      )}
    </Section>
  );
}
