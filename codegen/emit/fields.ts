import type { CallModel, SpecModel } from '../model.ts';
import type { FieldNode, TypeNode } from '../types.ts';
import type { EmittedFile } from './file.ts';
import { literal } from './literal.ts';

const camel = (id: string) => id.replace(/\.([a-z])/, (_, letter: string) => letter.toUpperCase());

/** The rule of one field as a form checks it: what the gateway's validator of the same field enforces. */
function fieldRule(type: TypeNode, optional: boolean, schemas: SpecModel['schemas']): Record<string, unknown> | undefined {
  const rule: Record<string, unknown> = { required: !optional };
  const resolved = type.kind === 'ref' ? schemas.get(type.name) : type;
  if (!resolved) return undefined;
  switch (resolved.kind) {
    case 'primitive':
      rule.kind = resolved.name;
      if (resolved.name === 'string') {
        if (resolved.min !== undefined) rule.minLength = resolved.min;
        if (resolved.max !== undefined) rule.maxLength = resolved.max;
      } else {
        if (resolved.min !== undefined) rule.min = resolved.min;
        if (resolved.max !== undefined) rule.max = resolved.max;
      }
      return rule;
    case 'rule':
      return {
        ...rule,
        kind: 'string',
        rule: resolved.rule,
        ...(resolved.min === undefined ? {} : { minLength: resolved.min }),
        ...(resolved.max === undefined ? {} : { maxLength: resolved.max }),
      };
    case 'enum':
      return { ...rule, kind: 'enum', values: [...resolved.values] };
    case 'array':
      return {
        ...rule,
        kind: 'array',
        ...(resolved.min === undefined ? {} : { minItems: resolved.min }),
        ...(resolved.max === undefined ? {} : { maxItems: resolved.max }),
      };
    case 'object':
      return { ...rule, kind: 'object' };
    default:
      return undefined;
  }
}

/** The rules of an object's fields, and of the fields of its object fields under dotted names (`draft.buyerMemo`). */
function rulesOf(fields: readonly FieldNode[], prefix: string, schemas: SpecModel['schemas'], depth = 0): [string, Record<string, unknown>][] {
  return fields.flatMap((field): [string, Record<string, unknown>][] => {
    const rule = fieldRule(field.type, field.optional, schemas);
    if (!rule) return [];
    const own: [string, Record<string, unknown>] = [`${prefix}${field.name}`, rule];
    const resolved = field.type.kind === 'ref' ? schemas.get(field.type.name) : field.type;
    // Two levels are what forms edit (a draft inside a body); deeper objects are built by the app, not typed.
    if (resolved?.kind !== 'object' || depth >= 1) return [own];
    return [own, ...rulesOf(resolved.fields, `${prefix}${field.name}.`, schemas, depth + 1)];
  });
}

function callFields(call: CallModel, schemas: SpecModel['schemas']): string | undefined {
  const payload = call.body ?? call.query;
  const object = payload?.kind === 'ref' ? schemas.get(payload.name) : payload;
  if (object?.kind !== 'object' || object.fields.length === 0) return undefined;
  const rules = Object.fromEntries(rulesOf(object.fields, '', schemas));
  return `/** ${call.summary['zh-CN']} · ${call.summary.en}: the rules of its ${call.body ? 'body' : 'query'}'s fields. */\nexport const ${camel(call.id)}Fields = ${literal(rules)} as const satisfies FieldRules;`;
}

/**
 * Emits `generated/fields.gen.ts`: for every call that writes, the rules of its payload's fields as a form
 * checks them before sending — required, text length, format rule (spec/validation.yaml), numeric range,
 * enum values, list sizes — and of the fields of an object field under dotted names (`draft.buyerMemo`). They are the facts the gateway's zod validators (validators.gen.ts) are built
 * from, so a form refuses what the gateway would refuse, in the buyer's language, and sends nothing.
 * @example `shipAddFields.shipName` → `{ required: true, kind: 'string', minLength: 1, maxLength: 30 }`
 */
export function emitFields(model: Pick<SpecModel, 'calls' | 'schemas'>): EmittedFile[] {
  const writes = model.calls.filter((call) => !call.read);
  const areas = [...new Set(writes.map((call) => call.id.split('.')[0] as string))];
  const types: EmittedFile = {
    path: 'generated/fields.gen.ts',
    describes: 'the field rules of every write call, for the forms',
    statements: [
      "import type { FormatRuleId } from './formats.gen';",
      [
        '/** How a form checks one field of a call: the facts its gateway validator enforces. */',
        'export interface FieldRule {',
        '  readonly required: boolean;',
        "  readonly kind: 'string' | 'integer' | 'number' | 'boolean' | 'money' | 'decimal' | 'date' | 'datetime' | 'timestamp' | 'enum' | 'array' | 'object';",
        '  /** A format rule of spec/validation.yaml; its message is `validation.<rule>`. */',
        '  readonly rule?: FormatRuleId;',
        '  readonly minLength?: number;',
        '  readonly maxLength?: number;',
        '  readonly min?: number;',
        '  readonly max?: number;',
        '  readonly values?: readonly string[];',
        '  readonly minItems?: number;',
        '  readonly maxItems?: number;',
        '}',
      ].join('\n'),
      '/** The rules of a payload, by field. */\nexport type FieldRules = Readonly<Record<string, FieldRule>>;',
      // One module an area: a form's route takes the rules of its own calls only.
      ...areas.map((area) => `export * from './fields.${area}.gen';`),
    ],
  };
  const areaFiles = areas.flatMap((area): EmittedFile[] => {
    const rules = writes.filter((call) => call.id.startsWith(`${area}.`)).flatMap((call) => callFields(call, model.schemas) ?? []);
    return [
      {
        path: `generated/fields.${area}.gen.ts`,
        describes: `the field rules of the ${area} write calls`,
        statements: ["import type { FieldRules } from './fields.gen';", ...rules],
      },
    ];
  });
  return [types, ...areaFiles];
}
