import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { errorText } from '@/lib/api';
import { app } from '@/lib/constants';
import { isUsableToken } from '@/lib/http/token';
import { useT } from '@/lib/i18n';
import { nativeBridge } from '@/lib/native';
import { useQuery } from '@/lib/query';
import { session } from '@/lib/session';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { type CheckResult, gatewayChecks, nativeApp } from '../queries';
import '../test.css';

/**
 * /test: diagnostics for support — the client version, where the app runs, whether the native bridge is
 * there and the native app's version, whether a login token is present (never the token itself, nor the
 * signing key), and whether the gateway answers: the runtime config and a signed call that needs no
 * login, each OK or failed with the time it took. 重新检测 runs the checks again.
 */
export default function TestPage() {
  const t = useT();
  const title = useRouteTitle('/test');
  const bridge = nativeBridge();
  const { token } = useSnapshot(session);
  const native = useQuery(nativeApp());
  const checks = useQuery(gatewayChecks());

  const nativeText = (pick: (n: { market: string; version: string }) => string): string => {
    if (native.isPending) return t('diagnostics.checks.running');
    if (native.error) return t('diagnostics.app.unknown');
    return native.data ? pick(native.data) : t('diagnostics.app.none');
  };
  const resultText = (result: CheckResult | undefined): string => {
    if (!result) return t('diagnostics.checks.running');
    return result.ok ? t('diagnostics.checks.ok', { ms: result.ms }) : t('diagnostics.checks.failed', { ms: result.ms, reason: errorText(result.error) });
  };

  return (
    <div className="app-screen diag-page">
      <Header title={title} />
      <section className="diag-card" aria-labelledby="diag-app">
        <h2 id="diag-app" className="diag-card__title">
          {t('diagnostics.app.heading')}
        </h2>
        <dl className="diag-rows">
          <Row label={t('diagnostics.app.clientVersion')}>{app.clientVersion}</Row>
          <Row label={t('diagnostics.app.appType')}>
            {bridge.inApp ? nativeText((n) => t('diagnostics.app.inApp', { market: n.market })) : t('diagnostics.app.browser')}
          </Row>
          <Row label={t('diagnostics.app.bridge')}>{bridge.inApp ? t('diagnostics.app.bridgeOn') : t('diagnostics.app.bridgeOff')}</Row>
          <Row label={t('diagnostics.app.appVersion')}>{nativeText((n) => n.version)}</Row>
          <Row label={t('diagnostics.app.token')}>{isUsableToken(token) ? t('diagnostics.app.tokenPresent') : t('diagnostics.app.tokenAbsent')}</Row>
        </dl>
      </section>
      <section className="diag-card" aria-labelledby="diag-checks">
        <h2 id="diag-checks" className="diag-card__title">
          {t('diagnostics.checks.heading')}
        </h2>
        <dl className="diag-rows" aria-busy={checks.isFetching || undefined}>
          <Row label={t('diagnostics.checks.config')} state={checks.data ? (checks.data.config.ok ? 'ok' : 'failed') : undefined}>
            {resultText(checks.data?.config)}
          </Row>
          <Row label={t('diagnostics.checks.gateway')} state={checks.data ? (checks.data.gateway.ok ? 'ok' : 'failed') : undefined}>
            {resultText(checks.data?.gateway)}
          </Row>
        </dl>
        <Button block color="primary" fill="outline" loading={checks.isFetching} onClick={() => void checks.refetch()}>
          {t('diagnostics.checks.again')}
        </Button>
      </section>
    </div>
  );
}

/** One label / value line; a check's value is coloured by how it went. */
function Row({ label, state, children }: { label: string; state?: 'ok' | 'failed' | undefined; children: ReactNode }) {
  return (
    <div className="diag-row">
      <dt className="diag-row__label">{label}</dt>
      <dd className={state ? `diag-row__value diag-row__value--${state}` : 'diag-row__value'}>{children}</dd>
    </div>
  );
}
