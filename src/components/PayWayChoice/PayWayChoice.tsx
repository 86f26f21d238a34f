import type { ReactNode } from 'react';
import './payWayChoice.css';

/** A pay way as the buyer reads it: its name, and lines under it (a balance, why it cannot be used now). */
export interface PayWayItem {
  readonly id: string;
  readonly name: string;
  readonly details?: readonly (string | false | undefined)[];
  readonly disabled?: boolean;
}

export interface PayWayChoiceProps<Id extends string> {
  /** The heading, also the choice's accessible name. */
  readonly title: string;
  readonly items: readonly (PayWayItem & { readonly id: Id })[];
  readonly chosen: Id | '';
  readonly onChoose: (id: Id) => void;
  /** Under the ways (e.g. where the others are). */
  readonly footer?: ReactNode;
}

/**
 * One pay way among those of a bill (the cashier, a top-up): a row each with a radio mark, 44 px tall at
 * least; a way that cannot be used now is greyed and says why.
 */
export function PayWayChoice<Id extends string>({ title, items, chosen, onChoose, footer }: PayWayChoiceProps<Id>) {
  return (
    <section className="app-pay-ways" aria-label={title}>
      <h2 className="app-pay-ways__title">{title}</h2>
      <div role="radiogroup" aria-label={title}>
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="radio"
            aria-checked={chosen === item.id}
            disabled={item.disabled}
            className={chosen === item.id ? 'app-pay-way app-pay-way--on' : 'app-pay-way'}
            onClick={() => onChoose(item.id)}
          >
            <span className="app-pay-way__name">
              {item.name}
              {item.details?.map(
                (line) =>
                  line && (
                    <span key={line} className="app-pay-way__sub">
                      {line}
                    </span>
                  ),
              )}
            </span>
            <span className="app-pay-way__radio" aria-hidden="true" />
          </button>
        ))}
      </div>
      {footer}
    </section>
  );
}
