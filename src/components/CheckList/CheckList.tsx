import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import './checkList.css';

/** One row of a {@link CheckList}. */
export interface CheckListOption {
  readonly id: string;
  /** The row's accessible name (its checkbox or radio is named by it). */
  readonly label: string;
  /** What the row shows; the label when not given. */
  readonly title?: ReactNode;
  readonly description?: ReactNode;
  /** Beside the row (a status). */
  readonly extra?: ReactNode;
  readonly disabled?: boolean;
}

export interface CheckListProps {
  /** The group's accessible name. */
  readonly label: string;
  readonly options: readonly CheckListOption[];
  /** The ids chosen. */
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  /** Several rows (checkboxes, the default) or one (radios). */
  readonly multiple?: boolean;
}

/**
 * A picker's list of the buyer's own things (vehicles, ships, captains): each row a real checkbox — or a
 * radio when one is chosen — named by the row, the whole row its label, so a tap anywhere on it chooses it.
 */
export function CheckList({ label, options, value, onChange, multiple = true }: CheckListProps) {
  const toggle = (id: string, on: boolean) => {
    if (!multiple) onChange([id]);
    else onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));
  };
  return (
    <div role="group" aria-label={label}>
      <List>
        {options.map((option) => (
          <List.Item key={option.id} extra={option.extra} disabled={option.disabled} arrowIcon={false}>
            {/* The row's label holds its input: a tap anywhere on it (picture, text, description) chooses it. */}
            <label className="check-list__row">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={multiple ? undefined : label}
                className="check-list__input"
                aria-label={option.label}
                checked={value.includes(option.id)}
                disabled={option.disabled}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />
              <span className="check-list__text">
                <span>{option.title ?? option.label}</span>
                {option.description ? <span className="check-list__description">{option.description}</span> : null}
              </span>
            </label>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
