import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '@/lib/api';
import { i18n, useT } from '@/lib/i18n';
import { routeByPath, type RoutePath } from '@/lib/routes';
import { isLocalPath } from '@/lib/routes';

export function useRouteTitle(path: RoutePath): string {
  const { locale } = useSnapshot(i18n);
  const route = routeByPath.get(path);
  return route && 'title' in route && route.title ? route.title[locale] : '';
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message : String(error);
}

/** The `from` query as a safe in-app path, or undefined. */
export function safeFrom(from: string | null): string | undefined {
  return isLocalPath(from) ? from : undefined;
}

export function LoadState({ loading, error, onRetry, children }: { loading: boolean; error: unknown; onRetry: () => void; children: ReactNode }) {
  const t = useT();
  if (error) {
    return (
      <div className="addr-state" role="alert">
        <ErrorBlock status="default" title={t('address.list.loadFailed')} description={errorMessage(error)} />
        <Button color="primary" fill="outline" onClick={onRetry}>
          {t('address.list.retry')}
        </Button>
      </div>
    );
  }
  if (loading) {
    return (
      <div className="addr-state" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  return <>{children}</>;
}
