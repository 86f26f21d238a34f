import { StructureKind, type StatementStructures } from 'ts-morph';
import type { PageRoute, QueryParam, RouteModel, SpecModel } from '../model.ts';
import { type EmittedFile, exportConst } from './file.ts';
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
function screenFeatures(model: Pick<SpecModel, 'routes'>): string[] {
  const features = new Set<string>();
  for (const route of model.routes) if (route.kind === 'page') features.add(route.screen.split('/')[0] ?? '');
  return [...features].sort();
}

/**
 * Emits one `generated/screens.<feature>.gen.ts` per feature owning a screen: the lazy loaders of its
 * built screens (Vite's `import.meta.glob`, so a new screen file needs no regenerate).
 */
export function emitScreenMaps(model: Pick<SpecModel, 'routes'>): EmittedFile[] {
  return screenFeatures(model).map((feature) => ({
    path: `generated/screens.${feature}.gen.ts`,
    describes: `the lazy loaders of the built screens of the ${feature} feature`,
    statements: [
      "import type { ComponentType } from 'react';",
      `/** The built screens of src/features/${feature}/screens, by module path; each loads lazily. */\nexport const screens: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = import.meta.glob<{ default: ComponentType }>('../src/features/${feature}/screens/*.tsx');`,
    ],
  }));
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
 * Emits `generated/routes.gen.ts`: the route table (path, kind, lazy screen loader, layout, middleware,
 * public flag, titles, query parameters), the `RoutePath` union and `RouteQuery<P>` — data and types only:
 * building and reading links is src/lib/href.ts.
 *
 * Screens are found with Vite's `import.meta.glob`, one glob per feature in its own file
 * (`generated/screens.<feature>.gen.ts`, see {@link emitScreenMaps}): a single glob over every feature put
 * one preload wrapper per built screen into the first load (~55 B gzip each, 163 routes in the end). Only
 * the features of the first load (`app.firstLoadMessageGroups`, the home page's) have their map imported
 * statically; any other feature's map is a small chunk fetched with its first screen. Every route's screen
 * module exists (the generator refuses one that does not, codegen/screens.ts).
 */
export function emitRoutes(model: Pick<SpecModel, 'routes' | 'layouts' | 'middleware' | 'messageGroups'>): EmittedFile {
  const byPath = new Map(model.routes.map((route) => [route.path, route]));
  const features = screenFeatures(model);
  const entries = model.routes.map((route) => {
    const page = pageOf(route, byPath);
    if (route.kind === 'redirect') return `{ kind: 'redirect', path: ${quote(route.path)}, source: ${quote(route.source)}, to: ${quote(route.target)} }`;
    if (!page) throw new Error(`route ${route.path} has no page (the model should have rejected it)`);
    const title = route.kind === 'alias' && route.title ? route.title : page.title;
    return [
      '{',
      `    kind: ${quote(route.kind)},`,
      `    path: ${quote(route.path)},`,
      `    source: ${quote(route.source)},`,
      ...(route.kind === 'alias' ? [`    aliasOf: ${quote(route.target)},`] : []),
      `    screen: ${quote(page.screen)},`,
      `    load: screenLoader(${quote(page.screen)}),`,
      `    layout: ${quote(page.layout)},`,
      `    middleware: ${literal([...page.middleware])},`,
      `    public: ${page.public},`,
      `    title: ${literal(title, '    ')},`,
      `    query: ${literal(Object.fromEntries(page.query.map((param) => [param.name, { ...param.type, optional: param.optional }])), '    ')},`,
      '  }',
    ].join('\n');
  });
  const firstLoad = model.messageGroups.firstLoad.filter((group) => features.includes(group));
  const featureEntries = features.map((feature) =>
    firstLoad.includes(feature)
      ? `  ${propertyKey(feature)}: () => Promise.resolve(${identifier(feature)}Screens),`
      : `  ${propertyKey(feature)}: () => import('./screens.${feature}.gen').then((module) => module.screens),`,
  );
  const queries = model.routes.map((route) => {
    const page = pageOf(route, byPath);
    return `  ${quote(route.path)}: ${queryInterface(page?.query ?? [])};`;
  });
  const statements: (string | StatementStructures)[] = [
    "import type { ComponentType } from 'react';",
    ...firstLoad.map((feature) => `import { screens as ${identifier(feature)}Screens } from './screens.${feature}.gen';`),
    { kind: StructureKind.TypeAlias, isExported: true, name: 'Layout', type: model.layouts.map(quote).join(' | ') || 'never' },
    { kind: StructureKind.TypeAlias, isExported: true, name: 'MiddlewareName', type: model.middleware.map((m) => quote(m.name)).join(' | ') || 'never' },
    exportConst('middlewareDescriptions', literal(Object.fromEntries(model.middleware.map((m) => [m.name, m.description]))), {
      type: 'Readonly<Record<MiddlewareName, string>>',
      docs: 'What each route middleware does (spec/routes.yaml).',
    }),
    '/** A screen module: its default export is the page component. */\nexport interface ScreenModule {\n  default: ComponentType;\n}',
    "export type QueryParamSpec =\n  | { readonly kind: 'string' | 'integer' | 'number' | 'boolean'; readonly optional: boolean }\n  | { readonly kind: 'enum'; readonly values: readonly string[]; readonly optional: boolean };",
    "/** A page, or a saved copy (alias) of one: both render a screen. */\nexport interface ScreenRoute {\n  readonly kind: 'page' | 'alias';\n  readonly path: string;\n  readonly source: 'seed' | 'inferred';\n  readonly aliasOf?: string;\n  readonly screen: string;\n  /** Loads the screen module lazily; resolves undefined while the screen is not built. */\n  readonly load: () => Promise<ScreenModule | undefined>;\n  readonly layout: Layout;\n  readonly middleware: readonly MiddlewareName[];\n  readonly public: boolean;\n  readonly title: { readonly 'zh-CN': string; readonly en: string };\n  readonly query: Readonly<Record<string, QueryParamSpec>>;\n}",
    "/** A component-like path: it only sends the visitor to its page. */\nexport interface RedirectRoute {\n  readonly kind: 'redirect';\n  readonly path: string;\n  readonly source: 'seed' | 'inferred';\n  readonly to: string;\n}",
    'export type RouteDef = ScreenRoute | RedirectRoute;',
    '/** The lazy loaders of the built screens of one feature, keyed by module path (`../src/features/<feature>/screens/<Name>.tsx`). */\nexport type ScreenMap = Readonly<Record<string, () => Promise<ScreenModule>>>;',
    `/** Each feature's screen map: in the first load for the home page's features, else a chunk of its own. */\nconst featureScreens: Readonly<Record<string, () => Promise<ScreenMap>>> = {\n${featureEntries.join('\n')}\n};`,
    "const screenKey = (screen: string) => `../src/features/${screen.replace('/', '/screens/')}.tsx`;",
    "/** Whether the screen `feature/Name` (src/features/feature/screens/Name.tsx) is built, without loading it. */\nexport async function screenIsBuilt(screen: string): Promise<boolean> {\n  const screens = await featureScreens[screen.split('/')[0] ?? '']?.();\n  return screens?.[screenKey(screen)] !== undefined;\n}",
    "/** The lazy loader of a screen `feature/Name`: resolves its module, or undefined while it is not built. */\nconst screenLoader = (screen: string) => async (): Promise<ScreenModule | undefined> => {\n  const screens = await featureScreens[screen.split('/')[0] ?? '']?.();\n  return screens?.[screenKey(screen)]?.();\n};",
    `/** Every route of the spec, in spec order. */\nexport const routes = [\n  ${entries.join(',\n  ')},\n] as const satisfies readonly RouteDef[];`,
    "export type RoutePath = (typeof routes)[number]['path'];",
    `/** The query parameters of each route (an alias takes its page's). */\nexport interface RouteQueries {\n${queries.join('\n')}\n}`,
    'export type RouteQuery<P extends RoutePath> = RouteQueries[P];',
  ];
  return { path: 'generated/routes.gen.ts', describes: 'the route table from spec/routes.yaml', statements };
}
