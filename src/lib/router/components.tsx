import {
  Component,
  createContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type Location, pathOf } from './history';
import { createMemoryRouter, type NavigateOptions, type RouteMatch, type Router, type RouterState } from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);
const ErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component must be rendered inside <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('This component must be rendered inside <RouterProvider>');
  return state;
}

/** Catches a render error below a route with an error element and shows that element instead. */
class RouteErrorBoundary extends Component<{ fallback: ReactNode; resetKey: string; children: ReactNode }, { error: unknown; resetKey: string }> {
  override state = { error: undefined as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; resetKey: string }) {
    // A new page starts without the previous page's error.
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorContext.Provider value={this.state.error}>{this.props.fallback}</ErrorContext.Provider>;
  }
}

/** The element of one matched route, its children in its outlet, behind its error boundary if it has one. */
function renderMatches(matches: readonly RouteMatch[], state: RouterState): ReactNode {
  const failedAt = state.error ? matches.findIndex((m) => m.id === state.error?.routeId) : -1;
  // The nearest route at or above the failed one that can show an error.
  let catcher = -1;
  for (let i = failedAt; i >= 0; i -= 1) {
    if (matches[i]?.route.errorElement !== undefined) {
      catcher = i;
      break;
    }
  }
  const last = catcher >= 0 ? catcher : matches.length - 1;
  let outlet: ReactNode = null;
  for (let i = last; i >= 0; i -= 1) {
    const { route } = matches[i] as RouteMatch;
    let element: ReactNode;
    if (i === catcher) element = <ErrorContext.Provider value={state.error?.value}>{route.errorElement}</ErrorContext.Provider>;
    else element = route.element ?? (route.Component ? <route.Component /> : <Outlet />);
    element = <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>;
    if (route.errorElement !== undefined && i !== catcher) {
      element = (
        <RouteErrorBoundary fallback={route.errorElement} resetKey={state.location.key}>
          {element}
        </RouteErrorBoundary>
      );
    }
    outlet = element;
  }
  return outlet;
}

/** Renders the router's current page (or the root's fallback until the first page is ready). */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const Fallback = state.matches[0]?.route.HydrateFallback;
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{state.initialized ? renderMatches(state.matches, state) : Fallback ? <Fallback /> : null}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Renders `children` under an in-memory router at `initialEntries` (tests of components that use links or hooks). */
export function MemoryRouter({ children, initialEntries }: { children: ReactNode; initialEntries?: string[] }) {
  const router = useMemo(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries: initialEntries ?? ['/'] }), [children, initialEntries]);
  return <RouterProvider router={router} />;
}

/** Where the child route renders inside a layout. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** The committed location. */
export function useLocation(): Location {
  return useRouterState().location;
}

/** Whether a navigation is under way, and where to. */
export function useNavigation(): RouterState['navigation'] {
  return useRouterState().navigation;
}

/** The error an error element is showing. */
export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

export type NavigateFunction = {
  (to: string, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
};

/** Navigates programmatically: a path (absolute or relative to the current one) or a history delta. */
export function useNavigate(): NavigateFunction {
  const router = useRouter();
  return useMemo(() => ((to: string | number, options?: NavigateOptions) => router.navigate(to, options)) as NavigateFunction, [router]);
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The query of the current location, and a setter that navigates to a new query on the same page. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => Promise<void>,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
    const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
    const query = new URLSearchParams(value).toString();
    return navigate(`?${query}`, options);
  };
  return [params, set];
}

/** Sends the visitor to `to` once rendered (the entry is replaced when `replace`). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(to, { ...(replace !== undefined ? { replace } : {}), ...(state !== undefined ? { state } : {}) });
  }, [navigate, to, replace, state]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  readonly to: string;
  readonly replace?: boolean;
  readonly state?: unknown;
  readonly ref?: Ref<HTMLAnchorElement>;
};

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

/** An anchor that navigates inside the app on a plain click (a modified click opens a tab as usual). */
export function Link({ to, replace, state, onClick, ref, ...props }: LinkProps) {
  const router = useRouter();
  const { location } = useRouterState();
  const href = useMemo(() => new URL(to, `http://router.local${pathOf(location)}`), [to, location]);
  return (
    <a
      {...props}
      ref={ref}
      href={`${href.pathname}${href.search}${href.hash}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        void router.navigate(to, { ...(replace !== undefined ? { replace } : {}), ...(state !== undefined ? { state } : {}) });
      }}
    />
  );
}

const SCROLL_KEY = 'router-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Puts the window's scroll back where it was when the buyer returns to an entry (back/forward, or a
 * reload), and at the top of every new page.
 */
export function ScrollRestoration() {
  const { location, historyAction } = useRouterState();
  const [positions] = useState(() => ({ current: readPositions() }));
  const key = useRef(location.key);
  key.current = location.key;

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => (positions.current[key.current] = window.scrollY));
    };
    const save = () => {
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions.current));
      } catch {
        // Private mode or a full storage: positions are a nicety.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    if (historyAction === 'POP') window.scrollTo(0, positions.current[location.key] ?? 0);
    else if (!location.hash) window.scrollTo(0, 0);
  }, [location.key, location.hash, historyAction]);
  return null;
}
