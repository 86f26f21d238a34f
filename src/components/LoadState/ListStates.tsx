import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { errorText, mayRetry } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { StatusBlock } from '@/components/StatusBlock';
import './loadState.css';

/** The loading state of a list or page: a spinner with a readable status. */
export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  const text = label ?? t('common.loading');
  return (
    <div className="list-state list-state--loading" role="status" aria-label={text}>
      <DotLoading color="primary" />
      <span className="list-state__text">{text}</span>
    </div>
  );
}

/** The empty state: nothing to show, said plainly. */
export function EmptyState({ title, description }: { title: string; description?: string }) {
  return (
    <div className="list-state list-state--empty">
      <StatusBlock status="empty" title={title} description={description ?? ''} />
    </div>
  );
}

/**
 * The error state: what failed, why (the `error` in the buyer's words, or `detail`) and a retry button (labelled 重试 unless told) — only when
 * asking again may help: given the `error`, a refusal (a 4xx: missing, not allowed, bad input) offers none.
 */
export function ErrorState({
  title,
  detail,
  onRetry: retry,
  retryLabel,
  error,
}: {
  title: string;
  detail?: string;
  onRetry?: () => void;
  retryLabel?: string;
  error?: unknown;
}) {
  const t = useT();
  const onRetry = error === undefined || mayRetry(error) ? retry : undefined;
  const why = detail ?? (error === undefined ? '' : errorText(error));
  return (
    <div className="list-state list-state--error" role="alert">
      <StatusBlock status="default" title={title} description={why}>
        {onRetry && (
          <Button color="primary" fill="outline" size="small" onClick={onRetry}>
            {retryLabel ?? t('common.retry')}
          </Button>
        )}
      </StatusBlock>
    </div>
  );
}
