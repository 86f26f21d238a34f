// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider, queryClient } from '../../../src/lib/query.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeMiddleware } from '../../../src/app/middleware/definitions.ts';
import { buildRouteObjects } from '../../../src/app/router.tsx';
import { resetLoadedScreens } from '../../../src/app/screens.ts';
import { memoryCookieJar, setCookieJar } from '../../../src/lib/cookies.ts';
import { setLogger } from '../../../src/lib/log.ts';
import type { RouteDef, ScreenModule, ScreenRoute } from '../../../src/lib/routes.ts';
import { resetSession, setHomePath, setToken } from '../../../src/lib/session/index.ts';
import { resetUi, ui } from '../../../src/lib/ui.ts';
import { recordingLogger } from './helpers.ts';

const screenModule = (text: string) => async (): Promise<ScreenModule> => ({ default: () => <p>{text}</p> });

function page(path: string, options: Partial<ScreenRoute> = {}): ScreenRoute {
  return {
    kind: 'page',
    path,
    source: 'inferred',
    screen: 'test/Screen',
    load: screenModule(`${path} screen`),
    layout: 'default',
    middleware: [],
    public: false,
    title: { 'zh-CN': '测试页', en: 'Test page' },
    query: {},
    ...options,
  };
}

let releaseSlow: () => void = () => undefined;
const table: RouteDef[] = [
  page('/protected', { middleware: ['auth', 'showtabelBar'] }),
  page('/unbuilt', { middleware: ['auth'], load: async () => undefined }),
  page('/detail', { query: { goodsId: { kind: 'string', optional: false }, count: { kind: 'integer', optional: true } } }),
  page('/broken', { middleware: ['auth', 'nope' as never] }),
  page('/fails', { load: () => Promise.reject(Object.assign(new Error('gateway down'), { status: 503 })) }),
  page('/crash', {
    load: async () => ({
      default: () => {
        throw new Error('render boom');
      },
    }),
  }),
  page('/slow', {
    middleware: ['showLoding', 'hidetabelBar'],
    load: () => new Promise<ScreenModule>((resolve) => (releaseSlow = () => resolve({ default: () => <p>slow screen</p> }))),
  }),
  page('/orders', { layout: 'orderList' }),
  { kind: 'redirect', path: '/old', source: 'seed', to: '/protected' },
  // Two component-like paths sending the visitor to each other: a loop no page ever ends.
  { kind: 'redirect', path: '/ping', source: 'inferred', to: '/pong' },
  { kind: 'redirect', path: '/pong', source: 'inferred', to: '/ping' },
];

function start(path: string) {
  const router = createMemoryRouter(buildRouteObjects({ routes: table, middleware: routeMiddleware }), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  setCookieJar(memoryCookieJar());
  setLogger(recordingLogger());
  resetSession();
  resetUi();
  resetLoadedScreens();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('404', () => {
  it('an unknown path shows 404 as the title, the not-found and page-vanished texts, and a button to /index', async () => {
    const router = start('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByText('页面不见了，可能已被删除或地址有误')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });

  it('the button goes to the saved home page when there is one', async () => {
    setHomePath('/mine');
    const router = start('/nowhere');
    await userEvent.click(await screen.findByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
  });

  it('a screen that is not built yet runs its middleware first: a visitor goes to login, a buyer sees 404', async () => {
    const router = start('/unbuilt?a=1');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=%2Funbuilt%3Fa%3D1'));
    cleanup();
    setToken('tok');
    start('/unbuilt');
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
  });

  it('a page whose validity check fails (missing or mistyped query) answers 404', async () => {
    start('/detail');
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    cleanup();
    start('/detail?goodsId=g1&count=two');
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    cleanup();
    start('/detail?goodsId=g1&count=2&utm=x');
    expect(await screen.findByText('/detail screen')).toBeTruthy();
  });
});

describe('route errors', () => {
  it('an unknown middleware gives 500 "Unknown middleware <name>"', async () => {
    setToken('tok');
    start('/broken');
    expect(await screen.findByRole('heading', { name: '500' })).toBeTruthy();
    expect(screen.getByText('Unknown middleware nope')).toBeTruthy();
  });

  it('an error carrying a status shows that status, with its text', async () => {
    start('/fails');
    expect(await screen.findByRole('heading', { name: '503' })).toBeTruthy();
    expect(screen.getByText('gateway down')).toBeTruthy();
  });

  it('an error without a status shows 500', async () => {
    // React reports the render error on the console on its way to the error element.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start('/crash');
    expect(await screen.findByRole('heading', { name: '500' })).toBeTruthy();
    expect(screen.getByText('render boom')).toBeTruthy();
  });
});

describe('pages', () => {
  it('a logged-in buyer reaches a protected page, with the tab bar its middleware showed', async () => {
    setToken('tok');
    start('/protected');
    expect(await screen.findByText('/protected screen')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
  });

  it('a component-like path redirects to its page', async () => {
    setToken('tok');
    const router = start('/old?x=1');
    expect(await screen.findByText('/protected screen')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/protected?x=1');
  });

  it('showLoding keeps the page spinner up until the screen module has loaded', async () => {
    start('/slow');
    await waitFor(() => expect(ui.pageLoading).toBe(true));
    expect(screen.getAllByRole('status', { name: '加载中...' }).length).toBeGreaterThan(0);
    releaseSlow();
    expect(await screen.findByText('slow screen')).toBeTruthy();
    expect(ui.pageLoading).toBe(false);
    expect(screen.queryByRole('status', { name: '加载中...' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  });

  it('the orderList layout renders its pages without the tab bar', async () => {
    start('/orders');
    expect(await screen.findByText('/orders screen')).toBeTruthy();
    expect(document.querySelector('.layout-order-list')).not.toBeNull();
  });

  it('a redirect loop ends on the error page (500, its text) instead of spinning', async () => {
    const router = start('/ping');
    expect(await screen.findByRole('heading', { name: '500' })).toBeTruthy();
    expect(screen.getByText('页面跳转出现循环，请稍后重试')).toBeTruthy();
    // The next navigation starts a new count: a normal page still renders.
    setToken('tok');
    await router.navigate('/protected');
    expect(await screen.findByText('/protected screen')).toBeTruthy();
  });

  it('sets the document title from the route', async () => {
    setToken('tok');
    start('/protected');
    await screen.findByText('/protected screen');
    expect(document.title).toBe('测试页 · buyerapp');
  });
});
