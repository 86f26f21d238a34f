import type { CallModel, SpecModel } from '../model.ts';
import type { EmittedFile } from './file.ts';
import { exportUnion } from './file.ts';
import { quote } from './literal.ts';

const camel = (id: string) => id.replace(/\.([a-z])/, (_, letter: string) => letter.toUpperCase());

/** The parameters of a read call's query-option factory and the arguments it hands the call. */
function signature(call: CallModel, omitPaging: boolean): { params: string[]; args: string[]; key: string[] } {
  const id = quote(call.id);
  const paging = omitPaging ? `, 'pageNum' | 'pageSize'` : '';
  const params: string[] = [];
  const args: string[] = [];
  const key: string[] = [];
  if (call.query) {
    params.push(omitPaging && !call.body ? `query: Omit<CallQuery<${id}>${paging}>` : `query: CallQuery<${id}>`);
    args.push(omitPaging && !call.body ? 'paged(query, pageParam, pageSize)' : 'query');
    key.push('query');
  }
  if (call.body) {
    params.push(omitPaging ? `body: Omit<CallBody<${id}>${paging}>` : `body: CallBody<${id}>`);
    args.push(omitPaging ? 'paged(body, pageParam, pageSize)' : 'body');
    key.push('body');
  }
  return { params, args, key };
}

function queryFactory(call: CallModel): string {
  const [area, name] = call.id.split('.') as [string, string];
  const { params, args, key } = signature(call, false);
  const queryKey = [quote(area), quote(name), ...key].join(', ');
  return [
    `/** ${call.summary['zh-CN']} · ${call.summary.en} */`,
    `export const ${camel(call.id)}Query = (${params.join(', ')}) =>`,
    `  queryOptions({ queryKey: [${queryKey}] as const, queryFn: ({ signal }) => calls().${area}.${name}(${[...args, '{ signal }'].join(', ')}) });`,
  ].join('\n');
}

function pagesFactory(call: CallModel): string {
  const [area, name] = call.id.split('.') as [string, string];
  const { params, args, key } = signature(call, true);
  const queryKey = [quote(area), quote(name), quote('pages'), ...key, 'pageSize'].join(', ');
  return [
    `/** ${call.summary['zh-CN']} · ${call.summary.en}: page by page, \`pageSize\` a page. */`,
    `export const ${camel(call.id)}Pages = (${[...params, 'pageSize: number'].join(', ')}) =>`,
    '  infiniteQueryOptions({',
    `    queryKey: [${queryKey}] as const,`,
    `    queryFn: ({ pageParam, signal }) => calls().${area}.${name}(${[...args, '{ signal }'].join(', ')}),`,
    '    initialPageParam: 1,',
    '    getNextPageParam: nextPage(pageSize),',
    '  });',
  ].join('\n');
}

/**
 * Emits `generated/queries.gen.ts` — the runtime the factories share (where the gateway client is, the call
 * keys, paging) — and one `generated/queries.<area>.gen.ts` per area with a read call: for every read call
 * a TanStack Query option factory (`goodsDetailQuery({ goodsId })`) with its generated query key
 * (`['goods', 'detail', query]`), and for every paged read one for an infinite query
 * (`goodsSearchPages(query, pageSize)`). Route loaders prefetch these and screens read the same ones, so
 * both meet in one cache entry. One module an area: a page takes only the factories of the areas it reads,
 * and the first load only the home page's. Keys start with the call's area and name, so
 * `callKey('cart.list')` (or `[area]`) invalidates every cached answer of that call (area).
 * @example `loader: ({ query }) => [goodsDetailQuery({ goodsId: query.goodsId })]`; `useQuery(goodsDetailQuery({ goodsId }))`
 */
export function emitQueries(model: Pick<SpecModel, 'calls'>): EmittedFile[] {
  const reads = model.calls.filter((call) => call.read);
  const areas = [...new Set(reads.map((call) => call.id.split('.')[0] as string))];
  const runtime: EmittedFile = {
    path: 'generated/queries.gen.ts',
    describes: 'the runtime of the TanStack Query option factories of the read calls',
    statements: [
      "import type { Api } from './client.gen';",
      exportUnion(
        'ReadCallId',
        reads.map((call) => call.id),
        'Every call of the spec that only reads.',
      ),
      'let source: (() => Api) | undefined;',
      '/** Tells the query functions where the gateway client is (installed at start-up; tests install their own). */\nexport function bindQueries(api: () => Api): void {\n  source = api;\n}',
      "/** The gateway client the query functions call. */\nexport const calls = (): Api => {\n  if (!source) throw new Error('queries: the gateway client is not configured yet (start-up has not finished)');\n  return source();\n};",
      "/** The key every cached answer of a read call starts with: invalidating it refreshes them all. */\nexport const callKey = <Id extends ReadCallId>(id: Id) => id.split('.') as [string, string];",
      '/** One page of a paged read. */\nexport interface PageOf {\n  readonly list: readonly unknown[];\n  readonly total: number;\n}',
      "/** A paged read's parameters with the page asked for. */\nexport const paged = <P extends object>(params: P, pageNum: number, pageSize: number) => ({ ...params, pageNum, pageSize });",
      '/** The next page after `last`, while it was full and fewer than `total` are shown. */\nexport const nextPage =\n  (pageSize: number) =>\n  (last: PageOf, all: readonly PageOf[], lastPage: number): number | undefined => {\n    const shown = all.reduce((count, page) => count + page.list.length, 0);\n    return last.list.length >= pageSize && shown < last.total ? lastPage + 1 : undefined;\n  };',
    ],
  };
  const areaFiles = areas.map((area): EmittedFile => {
    const ofArea = reads.filter((call) => call.id.startsWith(`${area}.`));
    const usesPages = ofArea.some((call) => call.paged);
    const usesBody = ofArea.some((call) => call.body);
    const usesQuery = ofArea.some((call) => call.query);
    return {
      path: `generated/queries.${area}.gen.ts`,
      describes: `TanStack Query option factories of the ${area} read calls`,
      statements: [
        `import { ${usesPages ? 'infiniteQueryOptions, ' : ''}queryOptions } from '@tanstack/react-query';`,
        `import type { ${[usesBody ? 'CallBody' : '', usesQuery ? 'CallQuery' : ''].filter(Boolean).join(', ')} } from './client.gen';`,
        `import { calls${usesPages ? ', nextPage, paged' : ''} } from './queries.gen';`,
        ...ofArea.map(queryFactory),
        ...ofArea.filter((call) => call.paged).map(pagesFactory),
      ],
    };
  });
  const barrel: EmittedFile = {
    path: 'generated/queries.factories.gen.ts',
    describes: 'every query option factory, by area module',
    statements: areas.map((area) => `export * from './queries.${area}.gen';`),
  };
  return [runtime, ...areaFiles, barrel];
}
