import './choiceChips.css';

export interface ChoiceChipsProps<T extends string> {
  /** The group's accessible name. */
  readonly label: string;
  readonly options: readonly { readonly id: T; readonly text: string }[];
  readonly value: T | '';
  readonly onChange: (id: T) => void;
  readonly disabled?: boolean;
  /** Announce the chips as radio buttons (a value of a form) rather than pressed buttons (a filter). */
  readonly radio?: boolean;
  /** One row scrolling sideways (a filter of many long names) instead of wrapping onto more rows. */
  readonly scroll?: boolean;
}

/** One choice among a few, as a row of chips: the chosen one pressed, each a tap target of its own. */
export function ChoiceChips<T extends string>({ label, options, value, onChange, disabled = false, radio = false, scroll = false }: ChoiceChipsProps<T>) {
  return (
    <div className={scroll ? 'app-chips app-chips--scroll' : 'app-chips'} role={radio ? 'radiogroup' : 'group'} aria-label={label}>
      {options.map((option) => (
        <button
          key={option.id || 'all'}
          type="button"
          role={radio ? 'radio' : undefined}
          className={option.id === value ? 'app-chip app-chip--on' : 'app-chip'}
          aria-pressed={radio ? undefined : option.id === value}
          aria-checked={radio ? option.id === value : undefined}
          disabled={disabled}
          onClick={() => onChange(option.id)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
