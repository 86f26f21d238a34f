// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  data,
  Link,
  Outlet,
  redirect,
  type RouteObject,
  RouterProvider,
  useLocation,
  useNavigation,
  useRouteError,
  useSearchParams,
} from '../../../src/lib/router/index.ts';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  const navigation = useNavigation();
  return <p data-testid="where">{`${location.pathname}${location.search} ${navigation.state}`}</p>;
}

function ShowError() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? error.message : String((error as { status?: number }).status)}</p>;
}

const tree = (children: RouteObject[]): RouteObject[] => [
  {
    id: 'root',
    Component: () => (
      <main>
        <Where />
        <Outlet />
      </main>
    ),
    errorElement: <ShowError />,
    children,
  },
];

describe('the app router (src/lib/router)', () => {
  it('pushes, replaces and goes back; navigate(-1) resolves once the page is back', async () => {
    const router = createMemoryRouter(
      tree([
        { path: '/a', element: <p>A</p> },
        { path: '/b', element: <p>B</p> },
        { path: '/c', element: <p>C</p> },
      ]),
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('A')).toBeTruthy();
    await act(() => router.navigate('/b?x=1'));
    expect(screen.getByTestId('where').textContent).toBe('/b?x=1 idle');
    await act(() => router.navigate('/c', { replace: true }));
    await act(() => router.navigate(-1));
    expect(screen.getByText('A')).toBeTruthy();
    expect(router.state.historyAction).toBe('POP');
  });

  it('matches paths ignoring letter case and a trailing slash, else the catch-all', async () => {
    const router = createMemoryRouter(
      tree([
        { path: '/ShoppingCart', element: <p>contract cart</p> },
        { path: '*', element: <p>not found</p> },
      ]),
      { initialEntries: ['/shoppingcart/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('contract cart')).toBeTruthy();
    await act(() => router.navigate('/nowhere'));
    expect(screen.getByText('not found')).toBeTruthy();
  });

  it('runs loaders before the page shows, with the pending state meanwhile; a redirect during a push stays a push', async () => {
    let release: () => void = () => undefined;
    let released = false;
    // Slow the first time only: going back to it runs its loader again.
    const slow = () => (released ? null : new Promise<null>((resolve) => (release = () => ((released = true), resolve(null)))));
    const router = createMemoryRouter(
      tree([
        { path: '/', element: <p>home</p> },
        { path: '/slow', loader: slow, element: <p>slow page</p> },
        { path: '/protected', loader: () => redirect('/login?redirect=%2Fprotected'), element: <p>secret</p> },
        { path: '/login', element: <p>login</p> },
      ]),
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    let done = false;
    act(() => void router.navigate('/slow').then(() => (done = true)));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ loading'));
    expect(screen.getByText('home')).toBeTruthy();
    await act(async () => release());
    await waitFor(() => expect(done).toBe(true));
    expect(screen.getByText('slow page')).toBeTruthy();

    await act(() => router.navigate('/protected'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=%2Fprotected');
    await act(() => router.navigate(-1));
    expect(screen.getByText('slow page')).toBeTruthy();
  });

  it('a newer navigation wins over a slower older one', async () => {
    let releaseOld: () => void = () => undefined;
    const router = createMemoryRouter(
      tree([
        { path: '/', element: <p>home</p> },
        { path: '/old', loader: () => new Promise<null>((resolve) => (releaseOld = () => resolve(null))), element: <p>old</p> },
        { path: '/new', element: <p>new</p> },
      ]),
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    act(() => void router.navigate('/old'));
    await act(() => router.navigate('/new'));
    await act(async () => releaseOld());
    expect(screen.getByText('new')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/new');
  });

  it('shows the nearest error element for a failed loader or a render error, and the next page without it', async () => {
    const Boom = () => {
      throw new Error('render boom');
    };
    const router = createMemoryRouter(
      tree([
        { path: '/gone', loader: () => Promise.reject(data('Not here', { status: 404 })), element: <p>never</p> },
        { path: '/boom', Component: Boom },
        { path: '/fine', element: <p>fine</p> },
      ]),
      { initialEntries: ['/gone'] },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('alert')).textContent).toBe('404');
    await act(() => router.navigate('/boom'));
    expect((await screen.findByRole('alert')).textContent).toBe('render boom');
    await act(() => router.navigate('/fine'));
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a link navigates on a plain click; the query setter replaces the query', async () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => void setParams({ status: 'done' }, { replace: true })}>
          {`status ${params.get('status') ?? 'all'}`}
        </button>
      );
    }
    const router = createMemoryRouter(
      tree([
        { path: '/', element: <Link to="/orders?status=new">orders</Link> },
        { path: '/orders', element: <Filters /> },
      ]),
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'orders' }).getAttribute('href')).toBe('/orders?status=new');
    await userEvent.click(screen.getByRole('link', { name: 'orders' }));
    expect(await screen.findByRole('button', { name: 'status new' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'status new' }));
    expect(await screen.findByRole('button', { name: 'status done' })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(screen.getByRole('link', { name: 'orders' })).toBeTruthy();
  });
});
