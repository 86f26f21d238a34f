/** What a status page's round icon shows. */
export type ResultKind = 'waiting' | 'done' | 'failed' | 'start';

// Drawn rather than emoji or font glyphs: a phone without an emoji font showed empty boxes.
const PATHS: Record<ResultKind, string> = {
  waiting: 'M12 6v6l4 2M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18Z',
  done: 'M5 12.5l4.5 4.5L19 7.5',
  failed: 'M12 6.5v7M12 17.5v.5',
  start: 'M12 6v12M6 12h12',
};

/** The round icon of a status page: a clock (under review), a tick, an exclamation mark or a plus. */
export function ResultIcon({ kind }: { kind: ResultKind }) {
  return (
    <div className={`ent-result__icon ent-result__icon--${kind}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[kind]} />
      </svg>
    </div>
  );
}
