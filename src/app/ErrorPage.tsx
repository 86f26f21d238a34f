import { Button, ErrorBlock } from 'antd-mobile';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { useT } from '@/lib/i18n';

/** Where the error page's button goes: the saved home page, else /index. */
function homePath(): string {
  try {
    return window.localStorage.getItem('homePage') || '/index';
  } catch {
    return '/index';
  }
}

/** Reads a status from a route error: a Response, an error carrying `status`, else 500. */
export function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 500;
}

/**
 * The error screen (product-spec §2): the status is the title; 404 shows the page-vanished text,
 * anything else the error's own text; one button returns to the saved home page or /index.
 */
export function ErrorPage({ status: given }: { status?: number }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const t = useT();
  const status = given ?? statusOf(error);
  const text =
    status === 404
      ? t('error.pageVanished')
      : isRouteErrorResponse(error)
        ? String(error.data ?? error.statusText)
        : error instanceof Error
          ? error.message
          : t('error.server');
  return (
    <main role="alert" style={{ padding: '48px 16px', textAlign: 'center' }}>
      <ErrorBlock status={status === 404 ? 'empty' : 'default'} title={String(status)} description={status === 404 ? `${t('error.notFound')} · ${text}` : text} fullPage={false} />
      <Button color="primary" onClick={() => navigate(homePath(), { replace: true })} style={{ marginTop: 24 }}>
        {t('error.backHome')}
      </Button>
    </main>
  );
}
