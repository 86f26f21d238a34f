import { isZero } from '@/domain';
import { useT } from '@/lib/i18n';
import type { OrderPrices } from '../api';
import { Line, Section } from './ui';

/** The gateway's price breakdown, shown exactly as returned. */
export function PriceBreakdown({ prices, pending, error }: { prices: OrderPrices | null; pending: boolean; error: string }) {
  const t = useT();
  const yuan = (amount: string) => t('order.common.yuan', { amount });
  return (
    <Section title={t('order.checkout.prices')}>
      {prices ? (
        <div aria-busy={pending || undefined}>
          <Line label={t('order.checkout.goodsAmount')} value={yuan(prices.goodsAmount)} />
          {!isZero(prices.addonAmount) && <Line label={t('order.checkout.addonAmount')} value={yuan(prices.addonAmount)} />}
          {!isZero(prices.rebarAmount) && <Line label={t('order.checkout.rebarAmount')} value={yuan(prices.rebarAmount)} />}
          <Line label={t('order.checkout.carriage')} value={yuan(prices.carriage)} />
          <Line label={t('order.checkout.truckage')} value={yuan(prices.truckage)} />
          {!isZero(prices.discount) && <Line label={t('order.checkout.discount')} value={t('order.checkout.discountValue', { amount: prices.discount })} />}
          <Line strong label={t('order.checkout.total')} value={yuan(prices.totalAmount)} />
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
