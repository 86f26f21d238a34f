import { StructureKind } from 'ts-morph';
import type { SpecModel } from '../model.ts';
import { type EmittedFile, exportConst, exportUnion } from './file.ts';
import { literal, quote } from './literal.ts';

/**
 * Emits `generated/calls.gen.ts`: the gateway prefix, the `CallId` union and one metadata record per
 * call (method, mounted path, auth mode, source, summary, product-spec purpose). The runtime client and
 * the local gateway both read it; it has no imports so the gateway can use it in Node.
 * @example `'auth.logout': { id: 'auth.logout', method: 'GET', path: '/gw/20261121/0a1b2c3d4e5f', auth: 'token', … }`
 */
export function emitCalls(model: Pick<SpecModel, 'calls' | 'gatewayPrefix'>): EmittedFile {
  const table = Object.fromEntries(
    model.calls.map((call) => [
      call.id,
      {
        id: call.id,
        method: call.method,
        path: call.path,
        auth: call.auth,
        source: call.source,
        summary: call.summary,
        ...(call.purpose ? { purpose: call.purpose } : {}),
        hasQuery: call.query !== undefined,
        hasBody: call.body !== undefined,
      },
    ]),
  );
  return {
    path: 'generated/calls.gen.ts',
    describes: 'gateway call metadata from spec/calls/*.yaml',
    statements: [
      exportConst('gatewayPrefix', quote(model.gatewayPrefix), { docs: 'The dated prefix every call is mounted under.' }),
      exportUnion(
        'CallId',
        model.calls.map((call) => call.id),
        'Every call id of the spec.',
      ),
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        name: 'AuthMode',
        type: "'token' | 'none' | 'smsToken'",
        docs: ['token: the member token header is required; none: anonymous is fine; smsToken: the SMS token goes in the token header.'],
      },
      {
        kind: StructureKind.Interface,
        isExported: true,
        name: 'CallMeta',
        properties: [
          { name: 'id', type: 'CallId', isReadonly: true },
          { name: 'method', type: "'GET' | 'POST'", isReadonly: true },
          { name: 'path', type: 'string', isReadonly: true, docs: ['The mounted path: the dated prefix and the opaque hashed id.'] },
          { name: 'auth', type: 'AuthMode', isReadonly: true },
          { name: 'source', type: "'seed' | 'inferred'", isReadonly: true },
          { name: 'summary', type: "{ readonly 'zh-CN': string; readonly en: string }", isReadonly: true },
          { name: 'purpose', type: 'string', hasQuestionToken: true, isReadonly: true, docs: ['The product-spec §7 purpose, for seed calls.'] },
          { name: 'hasQuery', type: 'boolean', isReadonly: true },
          { name: 'hasBody', type: 'boolean', isReadonly: true },
        ],
      },
      exportConst('calls', literal(table), { type: 'Readonly<Record<CallId, CallMeta>>' }),
    ],
  };
}
