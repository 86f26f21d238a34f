import './choiceChips.css';

export interface ChoiceChipsProps<T extends string> {
  /** The group's accessible name. */
  readonly label: string;
  readonly options: readonly { readonly id: T; readonly text: string }[];
  readonly value: T | '';
  readonly onChange: (id: T) => void;
  readonly disabled?: boolean;
}

/** One choice among a few, as a row of chips: the chosen one pressed, each a tap target of its own. */
export function ChoiceChips<T extends string>({ label, options, value, onChange, disabled = false }: ChoiceChipsProps<T>) {
  return (
    <div className="app-chips" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={option.id === value ? 'app-chip app-chip--on' : 'app-chip'}
          aria-pressed={option.id === value}
          disabled={disabled}
          onClick={() => onChange(option.id)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
