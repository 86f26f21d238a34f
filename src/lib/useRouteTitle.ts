import { useSnapshot } from 'valtio';
import { i18n } from './i18n';
import { routeByPath, type RoutePath } from './routes';

/** The title of a route in the current language (the route table's title); '' for a redirect. */
export function useRouteTitle(path: RoutePath): string {
  const { locale } = useSnapshot(i18n);
  const route = routeByPath.get(path);
  return route && 'title' in route && route.title ? route.title[locale] : '';
}
