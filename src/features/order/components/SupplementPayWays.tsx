import { money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import type { SupplementPayInfo } from '../api';

/** The pay ways a top-up is paid with here: at once (erp, wallet) or on the provider's page (wechat, alipay). */
export const SUPPLEMENT_PAY_WAYS = ['wechat', 'alipay', 'erp', 'wallet'] as const;
export type SupplementPayWay = (typeof SUPPLEMENT_PAY_WAYS)[number];
export const isSupplementPayWay = (way: string): way is SupplementPayWay => (SUPPLEMENT_PAY_WAYS as readonly string[]).includes(way);

/** The ways offered for a top-up, one chosen; a way not available says why. */
export function SupplementPayWays({
  options,
  chosen,
  onChoose,
}: {
  options: SupplementPayInfo['payWays'];
  chosen: SupplementPayWay | '';
  onChoose: (way: SupplementPayWay) => void;
}) {
  const t = useT();
  return (
    <section className="ord-section" aria-label={t('refund.pay.ways')}>
      <h2 className="ord-section__title">{t('refund.pay.ways')}</h2>
      <div role="radiogroup" aria-label={t('refund.pay.ways')}>
        {options.map((option) => (
          <button
            key={option.payWay}
            type="button"
            role="radio"
            aria-checked={chosen === option.payWay}
            disabled={!option.available}
            className={chosen === option.payWay ? 'rf-way rf-way--on' : 'rf-way'}
            onClick={() => isSupplementPayWay(option.payWay) && onChoose(option.payWay)}
          >
            <span className="rf-way__name">
              {t(`order.payWays.${option.payWay}`)}
              {option.balance !== undefined && <span className="rf-way__sub">{t('refund.pay.balance', { amount: money(option.balance) })}</span>}
              {!option.available && option.reason && <span className="rf-way__sub">{option.reason}</span>}
            </span>
            <span className="rf-way__radio" aria-hidden="true" />
          </button>
        ))}
      </div>
      <p className="ord-muted">{t('refund.pay.otherWays')}</p>
    </section>
  );
}
