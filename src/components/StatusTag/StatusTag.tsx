import type { ReactNode } from 'react';
import './statusTag.css';

/** What a status says, by colour: done well, under way, gone wrong, waiting for someone, or nothing special. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A record's status as a small tag in the status palette of the tokens (text readable on its tint). */
export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`app-status-tag app-status-tag--${tone}`}>{children}</span>;
}
