import { redirect } from 'react-router-dom';
import { cookies } from '@/lib/constants';
import { cookieJar } from '@/lib/cookies';
import { isUsableToken } from '@/lib/http/token';
import { logger } from '@/lib/log';
import { nativeBridge } from '@/lib/native';
import { localHref, loginHref, parseQuery, type MiddlewareName } from '@/lib/routes';
import { api } from '@/lib/api';
import { clearSession, fetchUserInfo, homePath, session, setToken, whenSessionChecked } from '@/lib/session';
import { setPageLoading, setTabBarVisible } from '@/lib/ui';
import { measureViewport } from '@/lib/viewport';
import type { RouteMiddleware } from './runner';

/** The token as it is now: the native app's inside it (the cookie when the bridge fails), else the cookie. */
async function freshToken(): Promise<string> {
  const cookie = cookieJar().get(cookies.token) ?? '';
  const bridge = nativeBridge();
  if (!bridge.inApp) return cookie;
  try {
    return await bridge.getToken();
  } catch (error) {
    logger().warn('getanewToken: the app did not answer; using the cookie', error);
    return cookie;
  }
}

/**
 * The seven route middleware of product-spec §2, as spec/routes.yaml describes them:
 * - auth: waits for the start-up login check; a visitor who is not logged in goes to
 *   /login?redirect=<path and query>.
 * - haslogin: a logged-in buyer on the login/registration pages goes on to `redirect` (a local path
 *   only, so the parameter cannot send anyone off-site) or to the saved home page.
 * - getanewToken: reads the token again (app, else cookie); when it differs from the stored one the
 *   store is updated, the gateway's fetch-token call says whether that login lives (NEEDLOGIN: the session
 *   is cleared, as a logout elsewhere left it) and the user info is fetched again (a failure is only logged).
 * - deviceWidth: measures the viewport into the viewport store (375 default, height 0.4 × width).
 * - hidetabelBar / showtabelBar: hide or show the bottom tab bar.
 * - showLoding: sets the page loading flag; the screen loader clears it once the module has loaded.
 */
export const routeMiddleware: Readonly<Record<MiddlewareName, RouteMiddleware>> = {
  async auth({ url }) {
    await whenSessionChecked();
    if (!session.loggedIn) return redirect(loginHref(`${url.pathname}${url.search}`));
    return undefined;
  },
  async haslogin({ url }) {
    await whenSessionChecked();
    if (!session.loggedIn) return undefined;
    return redirect(localHref(parseQuery('/login', url.searchParams).redirect) ?? homePath());
  },
  async getanewToken() {
    await whenSessionChecked();
    const token = await freshToken();
    if (token === session.token) return undefined;
    setToken(token);
    if (!isUsableToken(token)) return undefined;
    const live = await api.auth.fetchToken().then(
      (answer) => isUsableToken(answer.token),
      (error: unknown) => {
        // Unknown (offline, a failure): the user-info call below decides as it did.
        logger().warn('getanewToken: the fetch-token call failed', error);
        return true;
      },
    );
    if (!live) clearSession();
    else await fetchUserInfo('refresh');
    return undefined;
  },
  deviceWidth() {
    measureViewport();
  },
  hidetabelBar() {
    setTabBarVisible(false);
  },
  showtabelBar() {
    setTabBarVisible(true);
  },
  showLoding() {
    setPageLoading(true);
  },
};
