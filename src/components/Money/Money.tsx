import { formatMoney, type DecimalInput } from '@/domain';
import { t, useT } from '@/lib/i18n';
import './money.css';

/** An amount as the buyer reads it in a sentence or a label: `¥1,234.50` (the one catalogue key `common.money`). */
export function money(value: DecimalInput | null | undefined): string {
  return t('common.money', { amount: formatMoney(value) });
}

export interface MoneyProps {
  readonly value: DecimalInput | null | undefined;
  /** `strong`: the price of a goods or the total to pay, in the brand colour; `plain` (default) in the text's own. */
  readonly tone?: 'plain' | 'strong' | 'muted';
  /** Per what (`/吨`), after the amount. */
  readonly per?: string;
  readonly className?: string;
}

/** Every amount of money on screen: exact decimals (src/domain/money.ts), one format, one look. */
export function Money({ value, tone = 'plain', per, className }: MoneyProps) {
  const tr = useT();
  const text = tr('common.money', { amount: formatMoney(value) });
  return (
    <span className={['app-money', `app-money--${tone}`, className].filter(Boolean).join(' ')}>
      {text}
      {per ? <span className="app-money__per">/{per}</span> : null}
    </span>
  );
}
