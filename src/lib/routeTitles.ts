// The titles of the routes. The first load knows those of its own routes; the router fetches the titles
// of every route (a small chunk) with the first screen outside it, before that screen renders, so a screen
// naming another feature's route (a link, a heading) has its title at hand.
import { useSnapshot } from 'valtio';
import { i18n, type Locale } from './i18n';
import { firstLoadTitles, type RoutePath } from './routes';

type Titles = Readonly<Record<string, { readonly 'zh-CN': string; readonly en: string }>>;

let known: Titles = firstLoadTitles;
let loading: Promise<void> | undefined;

/** Fetches the titles of every route, once. */
export function loadRouteTitles(): Promise<void> {
  loading ??= import('@gen/routeTitles.gen').then(
    (module) => {
      known = { ...module.routeTitles, ...known };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The title of a route in a language; '' for a redirect or a title not loaded yet. */
export function routeTitle(path: string, locale: Locale): string {
  return known[path]?.[locale] ?? '';
}

/** The title of a route in the current language (the route table's title); '' for a redirect. */
export function useRouteTitle(path: RoutePath): string {
  const { locale } = useSnapshot(i18n);
  return routeTitle(path, locale);
}
