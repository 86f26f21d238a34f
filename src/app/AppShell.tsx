import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingBar } from '@/components/LoadingBar';
import { PageSpinner } from '@/components/PageSpinner';
import { antdLocale } from './antd';

/**
 * The frame every screen lives in: antd-mobile in the app language (its theme: src/tokens.css), the navigation
 * loading bar, the page spinner, the error banner, and scroll restoration between pages.
 */
export function AppShell() {
  const { current } = useSnapshot(antdLocale);
  return (
    <ConfigProvider locale={current}>
      <div className="app-shell">
        <LoadingBar />
        <ErrorBanner />
        <PageSpinner />
        <Outlet />
        <ScrollRestoration />
      </div>
    </ConfigProvider>
  );
}

/** What shows while the first page's middleware and module load. */
export function ShellFallback() {
  return <PageSpinner force />;
}
