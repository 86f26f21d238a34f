import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '@/lib/api';
import { i18n, useT } from '@/lib/i18n';
import { isLocalPath, routeByPath, type RoutePath } from '@/lib/routes';

export function useRouteTitle(path: RoutePath): string {
  const { locale } = useSnapshot(i18n);
  const route = routeByPath.get(path);
  return route && 'title' in route && route.title ? route.title[locale] : '';
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message : String(error);
}

export function safeFrom(from: string | null): string | undefined {
  return isLocalPath(from) ? from : undefined;
}

export function LoadState({ loading, error, onRetry, children }: { loading: boolean; error: unknown; onRetry: () => void; children: ReactNode }) {
  const t = useT();
  if (error) {
    return (
      <div className="pay-state" role="alert">
        <ErrorBlock status="default" title={t('pay.cashier.loadFailed')} description={errorMessage(error)} />
        <Button color="primary" fill="outline" onClick={onRetry}>
          {t('pay.cashier.retry')}
        </Button>
      </div>
    );
  }
  if (loading) {
    return (
      <div className="pay-state" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  return <>{children}</>;
}

/** The code of a failed call ('' when not a gateway answer). */
export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : '';
}

/** A label / value line. */
export function Line({ label, value, action }: { label: ReactNode; value: ReactNode; action?: ReactNode }) {
  return (
    <div className="pay-line">
      <span className="pay-line__label">{label}</span>
      <span className="pay-line__value">{value}</span>
      {action}
    </div>
  );
}
