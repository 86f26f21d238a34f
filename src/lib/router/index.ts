// The app's router: a small data router (loaders before render, redirects, error elements, pending
// state) with React Router's names for what this app used of it, at a fraction of its size.
export {
  Link,
  type LinkProps,
  MemoryRouter,
  Navigate,
  type NavigateFunction,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
  useSearchParams,
} from './components';
export type { Location } from './history';
export { data, ErrorResponse, isRouteErrorResponse, Redirect, redirect } from './responses';
export { createBrowserRouter, createMemoryRouter, type LoaderArgs, type NavigateOptions, type RouteObject, type Router, type RouterState } from './router';
