import type { CallModel, SpecModel } from '../model.ts';
import type { EmittedFile } from './file.ts';
import { jsDoc, propertyKey, quote } from './literal.ts';

function facadeFunction(call: CallModel, tokenHeader: string): string {
  const name = call.id.split('.')[1] as string;
  const id = quote(call.id);
  const params: string[] = [];
  const options: string[] = ['...init'];
  if (call.query) {
    params.push(`query: CallQuery<${id}>`);
    options.push('params: { query }');
  }
  if (call.body) {
    params.push(`body: CallBody<${id}>`);
    options.push('body');
  }
  if (call.auth === 'smsToken') {
    params.push('smsToken: string');
    options.push(`headers: { ...init?.headers, ${quote(tokenHeader)}: smsToken }`);
  }
  params.push('init?: CallInit');
  const doc = jsDoc(
    [
      `${call.summary['zh-CN']} · ${call.summary.en}`,
      `${call.method} ${call.path} · auth: ${call.auth} · ${call.source === 'seed' ? `product spec §7: ${call.purpose ?? ''}` : 'inferred'}`,
    ].join('\n'),
  );
  const indentedDoc = doc
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');
  return `${indentedDoc}\n      ${propertyKey(name)}: (${params.join(', ')}) =>\n        settle<CallData<${id}>>(client.${call.method}(${quote(call.path)}, { ${options.join(', ')} })),`;
}

/**
 * Emits `generated/client.gen.ts`: `createApi(client)` returns one function per call id, grouped by
 * area (`api.auth.loginByPhone(body)`), over an openapi-fetch client made elsewhere. The token header,
 * the signature and envelope handling are runtime middleware of that client, not generated here.
 * @example `const api = createApi(createClient<paths>({ baseUrl }), unwrap); const page = await api.goods.search({ keyword: 'C30', pageNum: 1, pageSize: 10 });`
 */
export function emitClient(model: Pick<SpecModel, 'calls' | 'constants'>): EmittedFile {
  const tokenHeader = ((model.constants.headers ?? {}) as { token?: string }).token ?? 'x-auth-token';
  const areas = new Map<string, CallModel[]>();
  for (const call of model.calls) {
    const area = call.id.split('.')[0] as string;
    areas.set(area, [...(areas.get(area) ?? []), call]);
  }
  const groups = [...areas.entries()].map(
    ([area, calls]) => `    ${propertyKey(area)}: {\n${calls.map((call) => facadeFunction(call, tokenHeader)).join('\n')}\n    },`,
  );
  return {
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
      `/** One function per call id of the spec, grouped by area: each resolves to the call's \`data\` (settled by \`settle\`). */\nexport function createApi(client: Client<paths>, settle: Settle) {\n  return {\n${groups.join('\n')}\n  } as const;\n}`,
      'export type Api = ReturnType<typeof createApi>;',
    ],
  };
}
