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
 * building and reading links is src/lib/href.ts. Screens are found with Vite's `import.meta.glob`, so a route
 * whose screen module does not exist yet has `load: undefined` and the shell answers 404.
 */
export function emitRoutes(model: Pick<SpecModel, 'routes' | 'layouts' | 'middleware'>): EmittedFile {
  const byPath = new Map(model.routes.map((route) => [route.path, route]));
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
  const queries = model.routes.map((route) => {
    const page = pageOf(route, byPath);
    return `  ${quote(route.path)}: ${queryInterface(page?.query ?? [])};`;
  });
  const statements: (string | StatementStructures)[] = [
    "import type { ComponentType } from 'react';",
    { kind: StructureKind.TypeAlias, isExported: true, name: 'Layout', type: model.layouts.map(quote).join(' | ') || 'never' },
    { kind: StructureKind.TypeAlias, isExported: true, name: 'MiddlewareName', type: model.middleware.map((m) => quote(m.name)).join(' | ') || 'never' },
    exportConst('middlewareDescriptions', literal(Object.fromEntries(model.middleware.map((m) => [m.name, m.description]))), {
      type: 'Readonly<Record<MiddlewareName, string>>',
      docs: 'What each route middleware does (spec/routes.yaml).',
    }),
    '/** A screen module: its default export is the page component. */\nexport interface ScreenModule {\n  default: ComponentType;\n}',
    "export type QueryParamSpec =\n  | { readonly kind: 'string' | 'integer' | 'number' | 'boolean'; readonly optional: boolean }\n  | { readonly kind: 'enum'; readonly values: readonly string[]; readonly optional: boolean };",
    "/** A page, or a saved copy (alias) of one: both render a screen. */\nexport interface ScreenRoute {\n  readonly kind: 'page' | 'alias';\n  readonly path: string;\n  readonly source: 'seed' | 'inferred';\n  readonly aliasOf?: string;\n  readonly screen: string;\n  /** Loads the screen module lazily; undefined while the screen is not built. */\n  readonly load: (() => Promise<ScreenModule>) | undefined;\n  readonly layout: Layout;\n  readonly middleware: readonly MiddlewareName[];\n  readonly public: boolean;\n  readonly title: { readonly 'zh-CN': string; readonly en: string };\n  readonly query: Readonly<Record<string, QueryParamSpec>>;\n}",
    "/** A component-like path: it only sends the visitor to its page. */\nexport interface RedirectRoute {\n  readonly kind: 'redirect';\n  readonly path: string;\n  readonly source: 'seed' | 'inferred';\n  readonly to: string;\n}",
    'export type RouteDef = ScreenRoute | RedirectRoute;',
    "const screens = import.meta.glob<ScreenModule>('../src/features/*/screens/*.tsx');",
    "/** The lazy loader of a screen `feature/Name` (src/features/feature/screens/Name.tsx), if it is built. */\nconst screenLoader = (screen: string) => screens[`../src/features/${screen.replace('/', '/screens/')}.tsx`];",
    `/** Every route of the spec, in spec order. */\nexport const routes = [\n  ${entries.join(',\n  ')},\n] as const satisfies readonly RouteDef[];`,
    "export type RoutePath = (typeof routes)[number]['path'];",
    `/** The query parameters of each route (an alias takes its page's). */\nexport interface RouteQueries {\n${queries.join('\n')}\n}`,
    'export type RouteQuery<P extends RoutePath> = RouteQueries[P];',
  ];
  return { path: 'generated/routes.gen.ts', describes: 'the route table from spec/routes.yaml', statements };
}
