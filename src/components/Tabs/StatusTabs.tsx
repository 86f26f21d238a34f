import type { ReactNode } from 'react';

/** One tab of a {@link StatusTabs} strip. */
export interface StatusTab<Id extends string | number | undefined> {
  /** What {@link StatusTabsProps.onSelect} receives; `undefined` may stand for "all". */
  readonly id: Id;
  /** The tab's visible text (and its accessible name unless `ariaLabel` is given). */
  readonly text: ReactNode;
  /**
   * A count shown after the text in a small badge (nothing when absent). It is part of the tab's
   * accessible name, unless the tab has its own `ariaLabel`, which then should say the count.
   */
  readonly badge?: ReactNode;
  /** The tab's own accessible name, replacing its text and badge (e.g. "Unread, 3 unread"). */
  readonly ariaLabel?: string | undefined;
}

/** Props of {@link StatusTabs}. */
export interface StatusTabsProps<Id extends string | number | undefined> {
  /** The tab strip's accessible name. */
  readonly label: string;
  readonly tabs: readonly StatusTab<Id>[];
  /** The id of the selected tab. */
  readonly activeId: Id;
  /** Called with the id of the tab the user picks (the selected one included). */
  readonly onSelect: (id: Id) => void;
  /** An extra class on the strip, for its placement on the screen. */
  readonly className?: string | undefined;
}

/**
 * A horizontal strip of status tabs over a list (`role="tablist"` of `role="tab"` buttons with
 * `aria-selected`), scrolling sideways when it is wider than the screen, the selected tab marked in the
 * primary colour. Styled by the shared `app-tabs` classes of src/styles.css; kept free of antd-mobile so
 * it weighs nothing on a first load.
 */
export function StatusTabs<Id extends string | number | undefined>({ label, tabs, activeId, onSelect, className }: StatusTabsProps<Id>) {
  return (
    <div role="tablist" aria-label={label} className={className ? `app-tabs ${className}` : 'app-tabs'}>
      {tabs.map((tab) => {
        const on = tab.id === activeId;
        return (
          <button
            key={String(tab.id ?? '')}
            type="button"
            role="tab"
            aria-selected={on}
            aria-label={tab.ariaLabel}
            className={on ? 'app-tab app-tab--on' : 'app-tab'}
            onClick={() => onSelect(tab.id)}
          >
            {tab.text}
            {tab.badge !== undefined && tab.badge !== null && tab.badge !== false ? (
              <span className="app-tab__count" aria-hidden={tab.ariaLabel ? true : undefined}>
                {tab.badge}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
