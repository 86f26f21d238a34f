import type { CallModel, SpecModel } from '../model.ts';
import type { EmittedFile } from './file.ts';
import { jsDoc, propertyKey, quote } from './literal.ts';

/** The parameters of a call's function, in order: its query, its body, the SMS token, the per-request options. */
function parameters(call: CallModel): string[] {
  const id = quote(call.id);
  return [
    ...(call.query ? [`query: CallQuery<${id}>`] : []),
    ...(call.body ? [`body: CallBody<${id}>`] : []),
    ...(call.auth === 'smsToken' ? ['smsToken: string'] : []),
    'init?: CallInit',
  ];
}

/** A call's signature in the `Api` interface, with its summary and mounting as documentation. */
function signature(call: CallModel): string {
  const name = call.id.split('.')[1] as string;
  const doc = jsDoc(
    [
      `${call.summary['zh-CN']} · ${call.summary.en}`,
      `${call.method} ${call.path} · auth: ${call.auth} · ${call.source === 'seed' ? `product spec §7: ${call.purpose ?? ''}` : 'inferred'}`,
    ].join('\n'),
  )
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return `${doc}\n    ${propertyKey(name)}(${parameters(call).join(', ')}): Promise<CallData<${quote(call.id)}>>;`;
}

/** A call as the runtime builds its function: method, mounted path, and which arguments it takes (q query, b body, s SMS token). */
function tableEntry(call: CallModel): string {
  const shape = `${call.query ? 'q' : ''}${call.body ? 'b' : ''}${call.auth === 'smsToken' ? 's' : ''}`;
  return `${propertyKey(call.id.split('.')[1] as string)}: [${quote(call.method)}, ${quote(call.path)}, ${quote(shape)}]`;
}

/**
 * Emits `generated/client.gen.ts`: `createApi(client, settle)` returns one function per call id, grouped by
 * area (`api.auth.loginByPhone(body)`), over an openapi-fetch client made elsewhere; each resolves to the
 * call's `data` as `settle` reads the answer. The functions are built from a table (method, path, the
 * arguments they take) and typed by the `Api` interface, so the first load carries a line a call instead
 * of a function. The token header, the signature and envelope handling are runtime middleware of that
 * client, not generated here.
 * @example `const api = createApi(createClient<paths>({ baseUrl }), unwrap); const page = await api.goods.search({ keyword: 'C30', pageNum: 1, pageSize: 10 });`
 */
export function emitClient(model: Pick<SpecModel, 'calls' | 'constants'>): EmittedFile[] {
  const tokenHeader = ((model.constants.headers ?? {}) as { token?: string }).token ?? 'x-auth-token';
  const firstLoad = ((model.constants.app ?? {}) as { firstLoadCallAreas?: string[] }).firstLoadCallAreas ?? [];
  const areas = new Map<string, CallModel[]>();
  for (const call of model.calls) {
    const area = call.id.split('.')[0] as string;
    areas.set(area, [...(areas.get(area) ?? []), call]);
  }
  const interfaceAreas = [...areas.entries()].map(([area, calls]) => `  ${propertyKey(area)}: {\n${calls.map(signature).join('\n')}\n  };`);
  const tableOf = (calls: readonly CallModel[]) => `{ ${calls.map(tableEntry).join(', ')} }`;
  const lazyAreas = [...areas.keys()].filter((area) => !firstLoad.includes(area));
  const facade: EmittedFile = {
    path: 'generated/client.gen.ts',
    describes: 'the typed call facade over openapi-fetch',
    statements: [
      "import type { Client } from 'openapi-fetch';",
      "import type { operations, paths } from './openapi.gen';",
      "type JsonBody<T> = T extends { content: { 'application/json': infer B } } ? B : never;",
      '/** The request body type of a call. */\nexport type CallBody<K extends keyof operations> = operations[K] extends { requestBody: infer R } ? JsonBody<R> : never;',
      '/** The query parameters type of a call. */\nexport type CallQuery<K extends keyof operations> = operations[K] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;',
      "/** The `data` type inside the envelope of a call's answer. */\nexport type CallData<K extends keyof operations> = operations[K] extends { responses: { 200: infer R } } ? JsonBody<R> extends { data: infer D } ? D : never : never;",
      '/** What an openapi-fetch call resolves to, before it is settled. */\nexport interface CallResult {\n  data?: unknown;\n  error?: unknown;\n  response: Response;\n}',
      "/** Turns a call's result into its `data`, or throws the runtime's one typed error. */\nexport type Settle = <D>(call: Promise<CallResult>) => Promise<D>;",
      '/** Per-request options a caller may add. */\nexport interface CallInit {\n  signal?: AbortSignal;\n  headers?: Record<string, string>;\n}',
      `/** One function per call id of the spec, grouped by area: each resolves to the call's \`data\`. */\nexport interface Api {\n${interfaceAreas.join('\n')}\n}`,
      "/** A call as its function is built: method, mounted path, and its arguments (q query, b body, s SMS token). */\nexport type CallEntry = readonly ['GET' | 'POST', string, string];",
      '/** The calls of one area, by name. */\nexport type AreaTable = Readonly<Record<string, CallEntry>>;',
      `/** The first load's areas (constants \`app.firstLoadCallAreas\`): the shell's and the home page's calls. */\nconst firstLoadTables: Readonly<Record<string, AreaTable>> = {\n${[
        ...areas.entries(),
      ]
        .filter(([area]) => firstLoad.includes(area))
        .map(([area, calls]) => `  ${propertyKey(area)}: ${tableOf(calls)},`)
        .join('\n')}\n};`,
      `/** Every other area's table: a small chunk fetched with the area's first call. */\nconst laterTables: Readonly<Record<string, () => Promise<AreaTable>>> = {\n${lazyAreas
        .map((area) => `  ${propertyKey(area)}: () => import('./client.${area}.gen').then((module) => module.calls),`)
        .join('\n')}\n};`,
      [
        '/** Where a call is mounted and what it takes; an unknown call is a programming error and says so. */',
        'async function entryOf(area: string, name: string): Promise<CallEntry> {',
        '  const entry = (firstLoadTables[area] ?? (await laterTables[area]?.()))?.[name];',
        '  if (!entry) throw new TypeError(`api.${area}.${name}: no such call in the spec`);',
        '  return entry;',
        '}',
      ].join('\n'),
      [
        '/** The function of one call: its arguments in the order of its shape, then the per-request options. */',
        'function callOf(client: Client<paths>, settle: Settle, area: string, name: string) {',
        '  return (...args: unknown[]) =>',
        '    settle(',
        '      entryOf(area, name).then(([method, path, shape]) => {',
        '        let next = 0;',
        "        const query = shape.includes('q') ? args[next++] : undefined;",
        "        const body = shape.includes('b') ? args[next++] : undefined;",
        "        const smsToken = shape.includes('s') ? (args[next++] as string) : undefined;",
        '        const init = args[next] as CallInit | undefined;',
        '        const options = {',
        '          ...init,',
        "          ...(shape.includes('q') ? { params: { query } } : {}),",
        "          ...(shape.includes('b') ? { body } : {}),",
        `          ...(smsToken === undefined ? {} : { headers: { ...init?.headers, ${quote(tokenHeader)}: smsToken } }),`,
        '        };',
        "        const call = (method === 'GET' ? client.GET : client.POST) as (path: string, options: object) => Promise<CallResult>;",
        '        return call(path, options);',
        '      }),',
        '    );',
        '}',
      ].join('\n'),
      [
        "/** The calls over `client`, each settled by `settle` (the runtime's `unwrap`: the data, or one typed error). */",
        'export function createApi(client: Client<paths>, settle: Settle): Api {',
        '  const areas = new Map<string, Record<string, unknown>>();',
        '  const areaOf = (area: string) => {',
        '    const calls = new Map<string, unknown>();',
        "    // A probe that is not a call (await's `then`, inspectors' symbols) finds nothing.",
        "    return new Proxy({}, { get: (_target, name) => (typeof name === 'string' && name !== 'then' ? (calls.get(name) ?? calls.set(name, callOf(client, settle, area, name)).get(name)) : undefined) });",
        '  };',
        '  return new Proxy({}, {',
        "    get: (_target, area) => (typeof area === 'string' && area !== 'then' ? (areas.get(area) ?? areas.set(area, areaOf(area)).get(area)) : undefined),",
        '  }) as Api;',
        '}',
      ].join('\n'),
    ],
  };
  const tables = lazyAreas.map((area): EmittedFile => ({
    path: `generated/client.${area}.gen.ts`,
    describes: `where the ${area} calls are mounted`,
    statements: [
      "import type { AreaTable } from './client.gen';",
      `/** The ${area} calls: method, mounted path, arguments. */\nexport const calls: AreaTable = ${tableOf(areas.get(area) ?? [])};`,
    ],
  }));
  return [facade, ...tables];
}
