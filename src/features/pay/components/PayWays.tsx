import { money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import type { PayInfo } from '../api';

type PayWayOption = PayInfo['payWays'][number];

/** The pay ways of the bill as one choice: what cannot be used now greyed out with why, a balance beside the wallet and the ERP account. */
export function PayWays({
  options,
  chosen,
  usable,
  onChoose,
}: {
  options: readonly PayWayOption[];
  chosen: string;
  usable: (option: PayWayOption) => boolean;
  onChoose: (way: string) => void;
}) {
  const t = useT();
  return (
    <section className="pay-section" aria-label={t('pay.cashier.ways')}>
      <h2>{t('pay.cashier.ways')}</h2>
      <div role="radiogroup" aria-label={t('pay.cashier.ways')}>
        {options.map((option) => (
          <button
            key={option.payWay}
            type="button"
            role="radio"
            aria-checked={chosen === option.payWay}
            disabled={!usable(option)}
            className={chosen === option.payWay ? 'pay-way pay-way--on' : 'pay-way'}
            onClick={() => onChoose(option.payWay)}
          >
            <span className="pay-way__name">
              {t(`order.payWays.${option.payWay}`)}
              {option.balance !== undefined && <span className="pay-way__sub">{t('pay.cashier.balance', { amount: money(option.balance) })}</span>}
              {!usable(option) && option.reason && <span className="pay-way__sub">{option.reason}</span>}
            </span>
            <span className="pay-way__radio" aria-hidden="true" />
          </button>
        ))}
      </div>
    </section>
  );
}
