// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider, queryClient } from '../../../src/lib/query.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header, type HeaderProps } from '../../../src/components/Header/index.ts';
import { setNativeBridge } from '../../../src/lib/native/index.ts';
import { createFakeBridge } from '../../../src/lib/native/fake.ts';
import { href } from '../../../src/lib/routes.ts';

/** The header on /detail, reached from /list (so history back has somewhere to go). */
function renderHeader(props: HeaderProps, inApp = false) {
  const fake = createFakeBridge({ inApp });
  setNativeBridge(fake.bridge);
  const router = createMemoryRouter(
    [
      { path: '/list', element: <p>list page</p> },
      { path: '/detail', element: <Header {...props} /> },
      { path: '/cart/cart', element: <p>cart page</p> },
    ],
    { initialEntries: ['/list', '/detail'], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, fake };
}

afterEach(() => {
  cleanup();
  setNativeBridge(undefined);
});

describe('Header', () => {
  it('shows the default title 标题, a back arrow and the right slot', () => {
    renderHeader({ right: <button type="button">分享</button> });
    expect(screen.getByRole('heading', { name: '标题' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '分享' })).toBeTruthy();
  });

  it('can hide the back arrow', () => {
    renderHeader({ title: '订单', showBack: false });
    expect(screen.getByRole('heading', { name: '订单' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('back 1: a custom handler wins over everything (even a path, even in the app)', async () => {
    const onBack = vi.fn();
    const { router, fake } = renderHeader({ onBack, backPath: href('/cart/cart') }, true);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/detail');
    expect(fake.transport.calls).toEqual([]);
  });

  it('back 2: else it goes to the given path (even in the app)', async () => {
    const { router, fake } = renderHeader({ backPath: href('/cart/cart') }, true);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/cart'));
    expect(fake.transport.calls).toEqual([]);
  });

  it('back 3: else, inside the app, it closes the native view', async () => {
    const { router, fake } = renderHeader({}, true);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(fake.transport.calls.map((call) => call.name)).toEqual(['closeActivity']));
    expect(router.state.location.pathname).toBe('/detail');
  });

  it('back 5: in a browser on the first page of a visit (a deep link) it goes to the home page instead of doing nothing', async () => {
    setNativeBridge(createFakeBridge({ inApp: false }).bridge);
    const router = createMemoryRouter(
      [
        { path: '/detail', element: <Header /> },
        { path: '/v2', element: <p>home page</p> },
      ],
      { initialEntries: ['/detail'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('back 4: else, in a browser, it goes back in history', async () => {
    const { router, fake } = renderHeader({});
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(fake.env.actions).toEqual([]);
  });
});
