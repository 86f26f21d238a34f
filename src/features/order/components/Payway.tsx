import { useT } from '@/lib/i18n';
import type { CheckoutOptions } from '../api';
import { Chips, Section } from './ui';

type PayWay = CheckoutOptions['payWays'][number];

/** The preferred pay way (the cashier offers it first after submitting). */
export function Payway({ payWays, value, onChange }: { payWays: readonly PayWay[]; value: string; onChange: (payWay: PayWay) => void }) {
  const t = useT();
  const options = payWays.map((way) => ({ id: way, text: t(`order.payWays.${way}`) }));
  return (
    <Section title={t('order.checkout.payWay')}>
      <Chips label={t('order.checkout.payWay')} options={options} value={(value as PayWay) || ''} onChange={onChange} />
      <div className="ord-muted">{t('order.checkout.payWayLater')}</div>
    </Section>
  );
}
