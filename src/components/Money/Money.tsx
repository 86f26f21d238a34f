import { formatMoney, splitMoney, type DecimalInput } from '@/domain';
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
  /** `price`: a goods price as the shopping lists draw it, the integer large and the symbol, decimals and unit small. */
  readonly size?: 'text' | 'price';
  readonly className?: string;
}

/** Every amount of money on screen: exact decimals (src/domain/money.ts), one format, one look. */
export function Money({ value, tone = 'plain', per, size = 'text', className }: MoneyProps) {
  const tr = useT();
  const amount = formatMoney(value);
  const text = tr('common.money', { amount });
  const classes = ['app-money', `app-money--${tone}`, size === 'price' && 'app-money--price', className].filter(Boolean).join(' ');
  if (size === 'price') {
    // The catalogue's wording around the amount (¥) stays; only the integer is drawn large.
    const [before = '', after = ''] = text.split(amount);
    const { integer, fraction } = splitMoney(amount);
    return (
      <span className={classes}>
        {before ? <span className="app-money__small">{before}</span> : null}
        <span className="app-money__integer">{integer}</span>
        <span className="app-money__small">
          .{fraction}
          {after}
        </span>
        {per ? <span className="app-money__per">/{per}</span> : null}
      </span>
    );
  }
  return (
    <span className={classes}>
      {text}
      {per ? <span className="app-money__per">/{per}</span> : null}
    </span>
  );
}
