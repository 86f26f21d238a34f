import type { ReactNode } from 'react';
import { type MessageKey, useT } from '@/lib/i18n';
import { ErrorState, LoadingState } from './ListStates';

export interface LoadStateProps {
  readonly loading: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
  /** The error's title and the retry button's label, in the feature's own words. */
  readonly failedTitle: string;
  readonly retryLabel: string;
  /** The feature's class for the state box (its spacing). */
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A screen section that loads: the loading state, the error (in the buyer's language) with a retry when
 * one may help, or
 * the content — the same states every list shows.
 */
export function LoadState({ loading, error, onRetry, failedTitle, retryLabel, className, children }: LoadStateProps) {
  if (error) {
    return (
      <div className={className}>
        <ErrorState title={failedTitle} error={error} onRetry={onRetry} retryLabel={retryLabel} />
      </div>
    );
  }
  if (loading) {
    return (
      <div className={className}>
        <LoadingState />
      </div>
    );
  }
  return <>{children}</>;
}

/** The props of a feature's {@link LoadState}: its texts come from the feature; a screen may name its own failure title. */
export type FeatureLoadStateProps = Omit<LoadStateProps, 'failedTitle' | 'retryLabel' | 'className'> & { failedTitle?: string };

/**
 * A feature's {@link LoadState} in its own words: the catalogue keys of its failure title and retry label
 * (a screen may still pass its own `failedTitle`), in the shared `app-load-box` unless a class is given.
 */
export function createLoadState(keys: { failedTitle: MessageKey; retryLabel: MessageKey; className?: string }) {
  return function FeatureLoadState(props: FeatureLoadStateProps) {
    const t = useT();
    return (
      <LoadState
        {...props}
        className={keys.className ?? 'app-load-box'}
        failedTitle={props.failedTitle ?? t(keys.failedTitle)}
        retryLabel={t(keys.retryLabel)}
      />
    );
  };
}
