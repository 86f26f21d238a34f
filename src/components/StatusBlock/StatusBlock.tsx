import type { ReactNode } from 'react';
import './statusBlock.css';

export interface StatusBlockProps {
  /** `empty`: nothing to show; `default`: something went wrong. */
  readonly status: 'empty' | 'default';
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Actions under the text (a retry or a way on). */
  readonly children?: ReactNode;
}

/**
 * An empty or failed state: a light picture, a title, an optional description and actions. Ours rather
 * than antd-mobile's ErrorBlock, whose four built-in pictures weigh ~10 KB gzip on every page using it.
 */
export function StatusBlock({ status, title, description, children }: StatusBlockProps) {
  return (
    <div className={`status-block status-block--${status}`}>
      <svg className="status-block__image" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
        <ellipse className="status-block__shadow" cx="48" cy="64" rx="34" ry="5" />
        {status === 'empty' ? (
          <path
            d="M22 26 34 12h28l12 14v28a4 4 0 0 1-4 4H26a4 4 0 0 1-4-4Zm0 0h18a8 8 0 0 0 16 0h18"
            className="status-block__body"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        ) : (
          <>
            <circle className="status-block__body" cx="48" cy="33" r="24" strokeWidth="2.5" />
            <path className="status-block__mark" d="M48 20v16m0 7.5v.5" strokeWidth="4" strokeLinecap="round" />
          </>
        )}
      </svg>
      <div className="status-block__title">{title}</div>
      {description ? <div className="status-block__description">{description}</div> : null}
      {children ? <div className="status-block__actions">{children}</div> : null}
    </div>
  );
}
