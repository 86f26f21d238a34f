// Shared set-up of the screen tests: a fake gateway behind the real signed client, a browser (or app)
// bridge fake, an in-memory cookie jar, and a memory router with the screen under test.
import { render } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { QueryClientProvider, forgetServerData, queryClient } from '../../../src/lib/query.ts';
import type { CallId } from '../../../generated/calls.gen.ts';
import { setUpAntd } from '../../../src/app/antd.ts';
import { configureApi, resetApi } from '../../../src/lib/api.ts';
import { memoryCookieJar, setCookieJar } from '../../../src/lib/cookies.ts';
import { createAppClient } from '../../../src/lib/http/client.ts';
import { type ClientEvents, createEmitter } from '../../../src/lib/http/events.ts';
import { setLocale } from '../../../src/lib/i18n.ts';
import { setLogger } from '../../../src/lib/log.ts';
import { setNativeBridge } from '../../../src/lib/native/index.ts';
import { createFakeBridge } from '../../../src/lib/native/fake.ts';
import { menuButtons } from '../../../src/lib/constants.ts';
import { resetSession, sessionTokenSources, setButtonList } from '../../../src/lib/session/index.ts';
import { resetUi } from '../../../src/lib/ui.ts';
import { loadRouteTitles } from '../../../src/lib/routeTitles.ts';
import { envelope, fakeGateway, recordingLogger, stubSigner } from '../runtime/helpers.ts';

export { envelope };

// The router loads every route's title with the first screen outside the first load; these screens render without it.
await loadRouteTitles();

let antdReady = false;

/** A successful envelope. */
export const ok = (data: unknown) => () => envelope({ success: true, code: '200', data });
/** A failed envelope with the gateway's code and message. */
export const fail =
  (code: string, message: string, status = 400) =>
  () =>
    envelope({ success: false, code, message }, status);

/** Saves the menu tree's buttons of a buyer who may order, order under contracts and ask for invoices (all but `denied`). */
export function grantButtons(...denied: string[]): void {
  setButtonList(Object.values(menuButtons).map((btnId) => ({ btnId, selected: !denied.includes(btnId) })) as Parameters<typeof setButtonList>[0]);
}

/** Resets the shared runtime state and installs the fakes; returns the bridge fake and the cookie jar. */
export function setUpScreenTest(options: { inApp?: boolean } = {}) {
  if (!antdReady) {
    setUpAntd();
    antdReady = true;
  }
  localStorage.clear();
  const jar = memoryCookieJar();
  setCookieJar(jar);
  const log = recordingLogger();
  setLogger(log);
  const fake = createFakeBridge({ inApp: options.inApp ?? false });
  setNativeBridge(fake.bridge);
  resetSession();
  forgetServerData();
  grantButtons();
  resetUi();
  setLocale('zh-CN');
  return { fake, jar, log };
}

/** Undoes what setUpScreenTest installed. */
export function tearDownScreenTest(): void {
  // Dialogs and toasts render outside the tested tree: close them so the next test starts clean.
  Dialog.clear();
  Toast.clear();
  document.body.innerHTML = '';
  resetApi();
  setNativeBridge(undefined);
}

/** Answers gateway calls by id through the real client (signature, token, envelope). */
export function installGateway(answers: Partial<Record<CallId, () => Response | Promise<Response>>>) {
  const gateway = fakeGateway(answers);
  configureApi(
    createAppClient({
      baseUrl: 'https://gw.test',
      fetch: gateway.fetch,
      signer: stubSigner,
      token: sessionTokenSources,
      events: createEmitter<ClientEvents>(),
      log: () => recordingLogger(),
    }),
  );
  return {
    seen: gateway.seen,
    /** The requests of one call. */
    calls: (id: CallId) => gateway.seen.filter((call) => call.id === id).map((call) => call.request),
  };
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `element` at `path` (reached from /from, so history back works); every other path shows where it is. */
export function renderScreen(path: string, element: ReactElement, options: { withHistory?: boolean } = {}) {
  const routePath = path.split('?')[0] ?? path;
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '*', element: <WhereAmI /> },
    ],
    options.withHistory === false ? { initialEntries: [path] } : { initialEntries: ['/from', path], initialIndex: 1 },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, view, location: () => `${router.state.location.pathname}${router.state.location.search}` };
}
