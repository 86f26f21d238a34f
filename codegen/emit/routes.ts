import { StructureKind, type StatementStructures } from 'ts-morph';
import { LOCALES, type PageRoute, type QueryParam, type RouteModel, type SpecModel } from '../model.ts';
import { type EmittedFile, exportConst } from './file.ts';
import { type FeatureTextKeys, featureTextsModule, isFirstLoadKey } from './messages.ts';
import { literal, propertyKey, quote } from './literal.ts';

const tsType = (param: QueryParam): string => {
  switch (param.type.kind) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'enum':
      return param.type.values.map(quote).join(' | ');
  }
};

const queryInterface = (params: readonly QueryParam[]): string =>
  params.length === 0
    ? 'Record<string, never>'
    : `{ ${params.map((param) => `${propertyKey(param.name)}${param.optional ? '?' : ''}: ${tsType(param)}`).join('; ')} }`;

/** A feature name as a JavaScript identifier (`after-sales` → `afterSales`). */
const identifier = (feature: string) => feature.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase());

/** The features that own a screen of some page route, sorted. */
export function screenFeatures(model: Pick<SpecModel, 'routes'>): string[] {
  const features = new Set<string>();
  for (const route of model.routes) if (route.kind === 'page') features.add(route.screen.split('/')[0] ?? '');
  return [...features].sort();
}

/** The page a route shows: itself, or the page its alias points at. */
function pageOf(route: RouteModel, byPath: ReadonlyMap<string, RouteModel>): PageRoute | undefined {
  if (route.kind === 'page') return route;
  if (route.kind === 'alias') {
    const target = byPath.get(route.target);
    return target?.kind === 'page' ? target : undefined;
  }
  return undefined;
}

/**
 * The route object of a page or alias route as a feature's chunk holds it: what only the router needs
 * (screen, layout, middleware); its query parameters are in the route index and its title in the titles.
 */
function screenRouteEntry(route: RouteModel, page: PageRoute): string {
  return [
    '{',
    `    kind: ${quote(route.kind)},`,
    `    path: ${quote(route.path)},`,
    ...(route.kind === 'alias' ? [`    aliasOf: ${quote(route.target)},`] : []),
    `    screen: ${quote(page.screen)},`,
    `    load: screenLoader(${quote(page.screen)}),`,
    `    layout: ${quote(page.layout)},`,
    `    middleware: ${literal([...page.middleware])},`,
    '  }',
  ].join('\n');
}

/** A route's title: an alias may have its own. */
const titleOf = (route: RouteModel, page: PageRoute) => (route.kind === 'alias' && route.title ? route.title : page.title);

const queryOf = (page: PageRoute) => Object.fromEntries(page.query.map((param) => [param.name, { ...param.type, optional: param.optional }]));
const featureOf = (page: PageRoute) => page.screen.split('/')[0] ?? '';

/**
 * Emits one `generated/screens.<feature>.gen.ts` per feature owning a screen: its routes in full (layout,
 * middleware, titles, the lazy screen loader) and the lazy loaders of its built screens (Vite's
 * `import.meta.glob`, so a new screen file needs no regenerate). The router fetches a feature's chunk
 * when a navigation first reaches one of its paths, so the first load carries only the home page's.
 */
export function emitScreenMaps(model: Pick<SpecModel, 'routes' | 'messageGroups'>, featureKeys: FeatureTextKeys = new Map()): EmittedFile[] {
  const byPath = new Map(model.routes.map((route) => [route.path, route]));
  return screenFeatures(model).map((feature) => {
    const entries = model.routes.flatMap((route) => {
      const page = pageOf(route, byPath);
      return page && featureOf(page) === feature ? [screenRouteEntry(route, page)] : [];
    });
    const hasTexts = (featureKeys.get(feature) ?? []).some((key) => !isFirstLoadKey(model, key));
    const texts = LOCALES.map((locale) => `  ${propertyKey(locale)}: () => import('./${featureTextsModule(locale, feature)}').then((module) => module.texts),`);
    return {
      path: `generated/screens.${feature}.gen.ts`,
      describes: `the routes and the lazy screen loaders of the ${feature} feature`,
      statements: [
        "import type { ComponentType } from 'react';",
        ...(hasTexts ? ["import type { TextsLoaders } from './messages.gen';"] : []),
        "import type { RouteLoaderMap, ScreenModule, ScreenRoute } from './routes.gen';",
        `/** The built screens of src/features/${feature}/screens, by module path; each loads lazily. */\nexport const screens: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = import.meta.glob<{ default: ComponentType }>('../src/features/${feature}/screens/*.tsx');`,
        "/** The lazy loader of a screen `feature/Name`: resolves its module, or undefined while it is not built. */\nconst screenLoader = (screen: string) => async (): Promise<ScreenModule | undefined> => screens[`../src/features/${screen.replace('/', '/screens/')}.tsx`]?.();",
        `/** The routes whose screen is one of this feature's, in spec order. */\nexport const routes: readonly ScreenRoute[] = [\n  ${entries.join(',\n  ')},\n];`,
        // Its own chunk, fetched beside the screen's: the screens import the same module (its query factories), and
        // the first load's feature chunk is imported by routes.gen itself, whose modules the loaders reach.
        `/** The feature's route loaders (src/features/${feature}/queries.ts, when it has one): the reads each route starts. */\nexport const loaders = (): Promise<RouteLoaderMap | undefined> => Promise.all(Object.values(import.meta.glob<{ loaders?: RouteLoaderMap }>('../src/features/${feature}/queries.ts')).map((load) => load())).then((modules) => modules[0]?.loaders);`,
        ...(hasTexts
          ? [
              `/** The texts its screens show beyond the first load, per locale: only the buyer's language loads. */\nexport const texts: TextsLoaders = {\n${texts.join('\n')}\n};`,
            ]
          : []),
      ],
    };
  });
}

/**
 * Emits `generated/routes.gen.ts`: what the first load knows of every route — its path, kind, feature and
 * query parameters (a redirect: its target) — the `RoutePath` union, `RouteQuery<P>` and the route types;
 * data and types only: building and reading links is src/lib/href.ts. A route's layout, middleware,
 * titles and screen loader live in its feature's chunk (`generated/screens.<feature>.gen.ts`, see
 * {@link emitScreenMaps}), fetched on the first navigation to one of its paths; the features of the first
 * load (`app.firstLoadMessageGroups`, the home page's) are imported statically. Every route's screen module
 * exists (the generator refuses one that does not, codegen/screens.ts).
 */
export function emitRoutes(model: Pick<SpecModel, 'routes' | 'layouts' | 'middleware' | 'messageGroups'>): EmittedFile {
  const byPath = new Map(model.routes.map((route) => [route.path, route]));
  const features = screenFeatures(model);
  const stubs = model.routes.map((route) => {
    if (route.kind === 'redirect') return `{ kind: 'redirect', path: ${quote(route.path)}, source: ${quote(route.source)}, to: ${quote(route.target)} }`;
    const page = pageOf(route, byPath);
    if (!page) throw new Error(`route ${route.path} has no page (the model should have rejected it)`);
    return `{ kind: ${quote(route.kind)}, path: ${quote(route.path)}, feature: ${quote(featureOf(page))}, query: ${literal(queryOf(page))} }`;
  });
  const firstLoad = model.messageGroups.firstLoad.filter((group) => features.includes(group));
  const featureEntries = features.map((feature) =>
    firstLoad.includes(feature)
      ? `  ${propertyKey(feature)}: () => Promise.resolve(${identifier(feature)}Chunk),`
      : `  ${propertyKey(feature)}: () => import('./screens.${feature}.gen'),`,
  );
  const queries = model.routes.map((route) => {
    const page = pageOf(route, byPath);
    return `  ${quote(route.path)}: ${queryInterface(page?.query ?? [])};`;
  });
  const statements: (string | StatementStructures)[] = [
    "import type { ComponentType } from 'react';",
    "import type { TextsLoaders } from './messages.gen';",
    ...firstLoad.map((feature) => `import * as ${identifier(feature)}Chunk from './screens.${feature}.gen';`),
    { kind: StructureKind.TypeAlias, isExported: true, name: 'Layout', type: model.layouts.map(quote).join(' | ') || 'never' },
    { kind: StructureKind.TypeAlias, isExported: true, name: 'MiddlewareName', type: model.middleware.map((m) => quote(m.name)).join(' | ') || 'never' },
    exportConst('middlewareDescriptions', literal(Object.fromEntries(model.middleware.map((m) => [m.name, m.description]))), {
      type: 'Readonly<Record<MiddlewareName, string>>',
      docs: 'What each route middleware does (spec/routes.yaml).',
    }),
    '/** A screen module: its default export is the page component. */\nexport interface ScreenModule {\n  default: ComponentType;\n}',
    "export type QueryParamSpec =\n  | { readonly kind: 'string' | 'integer' | 'number' | 'boolean'; readonly optional: boolean }\n  | { readonly kind: 'enum'; readonly values: readonly string[]; readonly optional: boolean };",
    "/**\n * A page, or a saved copy (alias) of one: both render a screen. A feature's chunk leaves out what the route\n * index (`query`) and the titles (`title`) already say; a route table made by hand (tests) may give them.\n */\nexport interface ScreenRoute {\n  readonly kind: 'page' | 'alias';\n  readonly path: string;\n  readonly source?: 'seed' | 'inferred';\n  readonly aliasOf?: string;\n  readonly screen: string;\n  /** Loads the screen module lazily; resolves undefined while the screen is not built. */\n  readonly load: () => Promise<ScreenModule | undefined>;\n  readonly layout: Layout;\n  readonly middleware: readonly MiddlewareName[];\n  readonly public?: boolean;\n  readonly title?: { readonly 'zh-CN': string; readonly en: string };\n  readonly query?: Readonly<Record<string, QueryParamSpec>>;\n}",
    "/** A component-like path: it only sends the visitor to its page. */\nexport interface RedirectRoute {\n  readonly kind: 'redirect';\n  readonly path: string;\n  readonly source: 'seed' | 'inferred';\n  readonly to: string;\n}",
    'export type RouteDef = ScreenRoute | RedirectRoute;',
    "/** What the first load knows of a page or alias: the feature whose chunk holds the rest, and its query parameters. */\nexport interface PageStub {\n  readonly kind: 'page' | 'alias';\n  readonly path: string;\n  readonly feature: string;\n  readonly query: Readonly<Record<string, QueryParamSpec>>;\n}",
    'export type RouteStub = PageStub | RedirectRoute;',
    '/** The lazy loaders of the built screens of one feature, keyed by module path (`../src/features/<feature>/screens/<Name>.tsx`). */\nexport type ScreenMap = Readonly<Record<string, () => Promise<ScreenModule>>>;',
    "/** A feature's route loaders by route path: the reads a route starts, from its parsed query. */\nexport type RouteLoaderMap = Readonly<Record<string, ((query: never) => readonly unknown[]) | undefined>>;",
    "/** A feature's chunk: its routes in full, its screen loaders, its route loaders and the loaders of its texts. */\nexport interface FeatureChunk {\n  readonly routes: readonly ScreenRoute[];\n  readonly screens: ScreenMap;\n  readonly loaders: () => Promise<RouteLoaderMap | undefined>;\n  readonly texts?: TextsLoaders;\n}",
    `/** Each feature's chunk: in the first load for the home page's features, else fetched with its first route. */\nconst featureChunks: Readonly<Record<string, () => Promise<FeatureChunk>>> = {\n${featureEntries.join('\n')}\n};`,
    exportConst(
      'firstLoadTitles',
      literal(
        Object.fromEntries(
          model.routes.flatMap((route) => {
            const page = pageOf(route, byPath);
            return page && firstLoad.includes(featureOf(page)) ? [[route.path, titleOf(route, page)]] : [];
          }),
        ),
      ),
      {
        type: "Readonly<Record<string, { readonly 'zh-CN': string; readonly en: string }>>",
        docs: "The titles of the first load's routes (every other title comes in its own chunk).",
      },
    ),
    `/** The routes of the first load's features, there from the start. */\nexport const firstLoadRoutes: readonly ScreenRoute[] = [${firstLoad.map((feature) => `...${identifier(feature)}Chunk.routes`).join(', ')}];`,
    '/** The routes of a feature in full (fetching its chunk the first time); none for an unknown feature. */\nexport async function loadFeatureRoutes(feature: string): Promise<readonly ScreenRoute[]> {\n  return (await featureChunks[feature]?.())?.routes ?? [];\n}',
    "/** The loaders of a feature's texts beyond the first load (in its chunk); undefined for a feature that shows none. */\nexport async function loadFeatureTexts(feature: string): Promise<TextsLoaders | undefined> {\n  return (await featureChunks[feature]?.())?.texts;\n}",
    '/** The route loaders of a feature (in its chunk); undefined for a feature without any. */\nexport async function loadFeatureLoaders(feature: string): Promise<RouteLoaderMap | undefined> {\n  return (await featureChunks[feature]?.())?.loaders();\n}',
    "/** Whether the screen `feature/Name` (src/features/feature/screens/Name.tsx) is built, without loading it. */\nexport async function screenIsBuilt(screen: string): Promise<boolean> {\n  const chunk = await featureChunks[screen.split('/')[0] ?? '']?.();\n  return chunk?.screens[`../src/features/${screen.replace('/', '/screens/')}.tsx`] !== undefined;\n}",
    `/** Every route of the spec, in spec order, as the first load knows it. */\nexport const routeStubs = [\n  ${stubs.join(',\n  ')},\n] as const satisfies readonly RouteStub[];`,
    "export type RoutePath = (typeof routeStubs)[number]['path'];",
    `/** The query parameters of each route (an alias takes its page's). */\nexport interface RouteQueries {\n${queries.join('\n')}\n}`,
    'export type RouteQuery<P extends RoutePath> = RouteQueries[P];',
  ];
  return { path: 'generated/routes.gen.ts', describes: 'the route index from spec/routes.yaml', statements };
}

/**
 * Emits `generated/routeTitles.gen.ts`: the title of every page and alias in both languages. Screens name
 * other routes by their titles (a link, a section heading), so the titles of every feature are at hand
 * once this small chunk has loaded — the router loads it with the first screen outside the first load.
 */
export function emitRouteTitles(model: Pick<SpecModel, 'routes'>): EmittedFile {
  const byPath = new Map(model.routes.map((route) => [route.path, route]));
  const titles = Object.fromEntries(
    model.routes.flatMap((route) => {
      const page = pageOf(route, byPath);
      return page ? [[route.path, titleOf(route, page)]] : [];
    }),
  );
  return {
    path: 'generated/routeTitles.gen.ts',
    describes: 'the titles of every route',
    statements: [
      exportConst('routeTitles', literal(titles), {
        type: "Readonly<Record<string, { readonly 'zh-CN': string; readonly en: string }>>",
        docs: 'The title of every page and alias, by path.',
      }),
    ],
  };
}
