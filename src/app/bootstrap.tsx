import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApi } from '@/lib/api';
import { isChunkLoadError, reloadOnce } from '@/lib/chunkReload';
import { app } from '@/lib/constants';
import { createAppClient } from '@/lib/http/client';
import { ApiError, NetworkError, TimeoutError } from '@/lib/http/errors';
import { isAuthFailureCode } from '@/lib/http/envelope';
import { clientEvents } from '@/lib/http/events';
import { isUsableToken } from '@/lib/http/token';
import { restoreLocale, t } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { prefetchPath } from '@/lib/prefetch';
import { QueryClientProvider, queryClient, refreshScreen } from '@/lib/query';
import { nativeBridge } from '@/lib/native';
import { forgetBuyerData, keepBuyerData } from '@/lib/offline';
import { href, loginHref } from '@/lib/routes';
import { loadRuntimeConfig, type RuntimeConfig } from '@/lib/runtimeConfig';
import {
  applyMapAddress,
  checkSession,
  clearSession,
  createExpiryHandler,
  persistAddress,
  restoreAddress,
  restoreSession,
  session,
  sessionTokenSources,
} from '@/lib/session';
import { createWorkerSigner, startSigningWorker } from '@/lib/signing/signer';
import { keepOnlyObjectAt } from '@/lib/storage';
import { showErrorBanner } from '@/lib/ui';
import { showAlert } from './alerts';
import { setUpAntd } from './antd';
import { createAppRouter } from './router';

// Where React Router's ScrollRestoration keeps the scroll positions of this tab's pages.
const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

type AppRouter = ReturnType<typeof createAppRouter>;

const currentPath = (router: AppRouter) => `${router.state.location.pathname}${router.state.location.search}`;

/**
 * Router and transport errors nobody handled (product-spec §8): logged; a call that failed shows the
 * error banner — except an expired login, which has its own alert.
 */
function installGlobalErrorHandler(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const error: unknown = event.reason;
    logger().error('unhandled rejection', error);
    if (error instanceof ApiError && !isAuthFailureCode(error.code) && !isAuthFailureCode(error.status)) showErrorBanner(error.message);
    else if (error instanceof NetworkError) showErrorBanner(error instanceof TimeoutError ? error.message : t('error.network'));
  });
  // A failed preload of a lazy chunk (Vite's 'vite:preloadError') is left to reject its import: the screen
  // loader (src/app/screens.ts) decides on the one reload, into the page being opened. Preventing it here
  // would resolve the import with nothing and reload a second way, past the guard.
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error)) reloadOnce();
  });
}

/** Reads /app-config.json; without it the app still renders, and every call fails with the reason. */
async function readConfig(): Promise<RuntimeConfig | undefined> {
  try {
    return await loadRuntimeConfig();
  } catch (error) {
    logger().error('runtime config not loaded', error);
    showErrorBanner(t('error.config'));
    return undefined;
  }
}

/**
 * Starts the app: restores language, session and address; builds the signed client from the runtime
 * config (the key goes to the signing worker only); creates the router; wires the native bridge's
 * browser flows and the expired-login reaction to it; starts the login check; renders.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  setUpAntd();
  const languageReady = restoreLocale();
  restoreSession();
  restoreAddress();
  persistAddress();
  keepOnlyObjectAt(SCROLL_POSITIONS_KEY);
  installGlobalErrorHandler();

  const bridge = nativeBridge();
  bridge.onMapAddressSure(applyMapAddress);
  // The native app asks for fresh data (product-spec §8): every screen part on display loads again.
  bridge.onTriggerRefresh(() => void refreshScreen());

  // The landing page's code (the router would ask for it only after the config) downloads meanwhile.
  void prefetchPath(`${window.location.pathname}${window.location.search}`);
  // The config (preloaded by index.html) and the signing worker's code download side by side; the
  // worker gets its key the moment the config is read.
  const configRead = readConfig();
  const signer = createWorkerSigner(
    // Without the config every call fails with the catalogue's text (the banner has already said so).
    configRead.then((config) => config?.signingKeyPem ?? Promise.reject(new Error(t('error.config')))),
    // A second worker signs beside the first while the first is busy (a page's first calls), on a phone with the cores for it.
    { start: startSigningWorker, max: (navigator.hardwareConcurrency ?? 1) >= 2 ? 2 : 1 },
  );
  // Without a network the start-up check cannot say who is logged in: the answers the device kept for the
  // buyer of the last visit are restored at once, and the first screen waits for them. Online they are
  // restored once the check has confirmed the buyer (src/lib/session), so no one sees another's.
  const buyer = isUsableToken(session.token) ? session.userInfo?.memberId : undefined;
  const kept = navigator.onLine || buyer === undefined ? undefined : keepBuyerData(buyer);
  const [config] = await Promise.all([configRead, languageReady, kept]);
  configureApi(createAppClient({ baseUrl: config?.apiBaseUrl ?? '', signer, token: sessionTokenSources, clientVersion: app.clientVersion }));

  const router = createAppRouter();
  const loginTarget = () => loginHref(currentPath(router));
  bridge.configure({
    navigate: (to, options) => void router.navigate(to, options),
    currentPath: () => currentPath(router),
    webLogin: () => void router.navigate(loginTarget()),
    webLogout: () => {
      clearSession();
      void forgetBuyerData();
      if (router.state.location.pathname !== href('/login')) void router.navigate(loginTarget(), { replace: true });
    },
  });
  // The handler settles on its own (it handles its errors); the outcome is for its tests.
  const onExpired = createExpiryHandler({
    currentPath: () => router.state.location.pathname,
    alert: showAlert,
    nativeLogout: () => bridge.loginOut(),
    clear: clearSession,
    hasToken: () => isUsableToken(session.token),
  });
  clientEvents.on('unauthorized', (event) => void onExpired(event));
  void checkSession();

  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // The service worker and the offline strip (they start once the page has loaded).
  void import('./offlineMode').then((module) => module.startOfflineMode(router, queryClient));
}
