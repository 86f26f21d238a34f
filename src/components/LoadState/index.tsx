import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import type { ReactNode } from 'react';
import { errorText } from '@/lib/api';
import { StatusBlock } from '@/components/StatusBlock';

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

/** A screen section that loads: a spinner, the error with a retry, or the content. */
export function LoadState({ loading, error, onRetry, failedTitle, retryLabel, className, children }: LoadStateProps) {
  if (error) {
    return (
      <div className={className} role="alert">
        <StatusBlock status="default" title={failedTitle} description={errorText(error)} />
        <Button color="primary" fill="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    );
  }
  if (loading) {
    return (
      <div className={className} aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  return <>{children}</>;
}
