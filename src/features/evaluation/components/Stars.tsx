import { useT } from '@/lib/i18n';

const SCORES = [1, 2, 3, 4, 5] as const;

/** A five-star mark, filled or not. */
function Star({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className={on ? 'ev-star ev-star--on' : 'ev-star'} aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

/**
 * Stars to rate 1–5: a radio group named by `label`, a star per score (a tap on the third gives three);
 * the problem, when given, under it.
 */
export function StarsInput({ label, value, onChange, error }: { label: string; value: number; onChange: (score: number) => void; error?: string | undefined }) {
  const t = useT();
  return (
    <div className="ev-rate">
      <span className="ev-rate__label app-required" aria-hidden="true">
        {label}
      </span>
      <div role="radiogroup" aria-label={label} aria-invalid={error ? true : undefined} className="ev-rate__stars">
        {SCORES.map((score) => (
          <button
            key={score}
            type="button"
            role="radio"
            aria-checked={value === score}
            aria-label={t('evaluation.stars.value', { count: score })}
            className="ev-rate__star"
            onClick={() => onChange(score)}
          >
            <Star on={score <= value} />
          </button>
        ))}
      </div>
      <span className="ev-rate__value">{value > 0 ? t('evaluation.stars.value', { count: value }) : t('evaluation.stars.none')}</span>
      {error && (
        <span className="app-field-error ev-rate__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A given score as stars, read as "label: n stars". */
export function StarsView({ label, value }: { label: string; value: number }) {
  const t = useT();
  return (
    <span className="ev-score">
      <span className="ev-score__label">{label}</span>
      <span role="img" aria-label={`${label} ${t('evaluation.stars.value', { count: value })}`} className="ev-score__stars">
        {SCORES.map((score) => (
          <Star key={score} on={score <= value} />
        ))}
      </span>
    </span>
  );
}
