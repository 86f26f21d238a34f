import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { app } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { session } from '@/lib/session';
import './errorPage.css';
import { StatusBlock } from '@/components/StatusBlock';

/** Reads a status from a route error: a route error response or an error carrying `status`, else 500. */
export function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** The text of a non-404 error: what the error says, else the generic server text. */
function errorText(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) return typeof error.data === 'string' && error.data ? error.data : error.statusText || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The error screen (product-spec §2): the status is the title (of the header too, whose back arrow
 * keeps a buyer in the app's webview from being stuck here); 404 says "This page could not be found"
 * with the page-vanished text, anything else its own text; one button returns to the saved home page,
 * or /index when none is saved.
 */
export function ErrorView({ status, text }: { status: number; text?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { homePath } = useSnapshot(session);
  const notFound = status === 404;
  return (
    <>
      <Header title={String(status)} />
      <main className="error-page">
        <StatusBlock
          status={notFound ? 'empty' : 'default'}
          title={notFound ? t('error.notFound') : (text ?? t('error.server'))}
          description={notFound ? t('error.pageVanished') : null}
        />
        <Button color="primary" className="error-page__home" onClick={() => void navigate(homePath ?? app.fallbackHomePath, { replace: true })}>
          {t('error.backHome')}
        </Button>
      </main>
    </>
  );
}

/** The route error element: the status of the error (else 500) and its text; the error is logged. */
export function ErrorPage() {
  const error = useRouteError();
  const t = useT();
  const status = statusOf(error);
  useEffect(() => {
    if (status !== 404) logger().error('route error', error);
  }, [error, status]);
  return <ErrorView status={status} text={status === 404 ? undefined : errorText(error, t('error.server'))} />;
}
