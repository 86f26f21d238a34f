import fc from 'fast-check';
import { calls, type CallId } from '@gen/calls.gen';
import openapi from '@gen/openapi.gen.json';
import { CONCRETE_ADDONS, DEMO_IDS } from '../../../gateway/seed';

/**
 * fast-check arbitraries of call inputs, derived from the generated OpenAPI document: values that follow
 * the schema (patterns, enums, bounds), values that almost do (a required key dropped, a wrong type),
 * and — for fields named like ids — the seeded ids, so fuzzing reaches past "not found" into handlers.
 */

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  $ref?: string;
  enum?: string[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
}

const doc = openapi as unknown as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };

const SEEDED_IDS = [
  ...Object.values(DEMO_IDS),
  ...Object.values(CONCRETE_ADDONS),
  'cart_a_concrete',
  'cart_a_rebar',
  'cg_a_c30',
  'm_demo_a',
  'm_demo_b',
  'wb_a_5',
  'ord_a_completed',
];

function resolve(schema: JsonSchema): JsonSchema {
  if (schema.$ref === undefined) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = doc.components.schemas[name];
  if (target === undefined) throw new Error(`unknown schema ${schema.$ref}`);
  return target;
}

/** Something of the wrong kind for any field. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 8 }), fc.boolean(), fc.constant({}), fc.constant([]));

/** A value following the schema most of the time, bent some of the time. */
export function valueOf(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const exact = exactValueOf(s, name, depth);
  return fc.oneof({ arbitrary: exact, weight: 8 }, { arbitrary: junkValue, weight: 1 });
}

function exactValueOf(s: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
  if (s.enum !== undefined) return fc.oneof({ arbitrary: fc.constantFrom(...s.enum), weight: 5 }, { arbitrary: fc.string({ maxLength: 6 }), weight: 1 });
  switch (s.type) {
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valueOf(value, key, depth + 1)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter(() => true) as never[] }).chain((record) =>
        // Sometimes a required key goes missing.
        fc.oneof(
          { arbitrary: fc.constant(record), weight: 6 },
          { arbitrary: fc.constantFrom(...Object.keys(record), '').map((drop) => omit(record, drop)), weight: 1 },
        ),
      );
    }
    case 'array':
      return fc.array(valueOf(s.items ?? {}, name, depth + 1), { maxLength: depth > 2 ? 1 : 3 });
    case 'integer':
      return fc.oneof(fc.integer({ min: s.minimum ?? -5, max: s.maximum ?? 200 }), fc.integer(), fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER));
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -200, max: 200 }));
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const options: fc.Arbitrary<string>[] = [fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 })];
      if (s.pattern !== undefined) options.push(fc.stringMatching(new RegExp(s.pattern)), fc.stringMatching(new RegExp(s.pattern)));
      if (/Id$/.test(name)) options.push(fc.constantFrom(...SEEDED_IDS), fc.constantFrom(...SEEDED_IDS));
      return fc.oneof(...options);
    }
    default:
      return junkValue;
  }
}

function omit(record: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

/** The operation of a call in the OpenAPI document. */
export function operationOf(id: CallId): Operation {
  const meta = calls[id];
  const op = doc.paths[meta.path]?.[meta.method.toLowerCase()];
  if (op === undefined) throw new Error(`no OpenAPI operation for ${id}`);
  return op;
}

/** A query and body for a call, following its schemas (mostly). */
export function schemaInput(id: CallId): fc.Arbitrary<{ query: Record<string, unknown>; body: unknown }> {
  const op = operationOf(id);
  const params = (op.parameters ?? []).filter((p) => p.in === 'query');
  const query = fc.record(Object.fromEntries(params.map((p) => [p.name, valueOf(p.schema, p.name)])), {
    requiredKeys: params.filter((p) => p.required === true).map((p) => p.name) as never[],
  });
  const bodySchema = op.requestBody?.content['application/json'].schema;
  const body = bodySchema === undefined ? fc.constant(undefined) : valueOf(bodySchema);
  return fc.record({ query, body });
}

/** Input that ignores the schema: random JSON or text bodies, random query parameters. */
export const junkInput: fc.Arbitrary<{ query: Record<string, unknown> | string; body: unknown }> = fc.record({
  query: fc.oneof(fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 4 }), fc.string({ maxLength: 40 })),
  body: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ maxLength: 60 }), fc.uint8Array({ maxLength: 60 })),
});
