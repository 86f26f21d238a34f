import { referencedSchemas, type SpecModel } from '../model.ts';
import type { TypeNode } from '../types.ts';
import type { EmittedFile } from './file.ts';
import { PRIMITIVE_PATTERNS } from './formats.ts';
import { literal, propertyKey, quote } from './literal.ts';

const schemaConst = (name: string): string => `${name}Schema`;

interface Context {
  /** Schemas already declared above the current one; others are reached lazily (cycles). */
  readonly declared: ReadonlySet<string>;
  /** Query strings arrive as text: numbers and booleans are coerced. */
  readonly query: boolean;
}

const bounds = (node: TypeNode, lo: string, hi: string): string[] => [
  ...(node.min === undefined ? [] : [`z.${lo}(${node.min})`]),
  ...(node.max === undefined ? [] : [`z.${hi}(${node.max})`]),
];
const withChecks = (base: string, checks: readonly string[]): string => (checks.length ? `${base}.check(${checks.join(', ')})` : base);

/** The zod/mini expression for a spec type. */
export function zodExpression(node: TypeNode, context: Context): string {
  switch (node.kind) {
    case 'primitive': {
      const pattern = PRIMITIVE_PATTERNS[node.name];
      if (pattern) return `z.string().check(z.regex(new RegExp(${quote(pattern)}), ${quote(`format.${node.name}`)}))`;
      if (node.name === 'integer' || node.name === 'timestamp') {
        return withChecks(context.query ? 'z.coerce.number()' : 'z.number()', ['z.int()', ...bounds(node, 'minimum', 'maximum')]);
      }
      if (node.name === 'number') return withChecks(context.query ? 'z.coerce.number()' : 'z.number()', bounds(node, 'minimum', 'maximum'));
      if (node.name === 'boolean') return context.query ? 'queryBoolean' : 'z.boolean()';
      return withChecks('z.string()', bounds(node, 'minLength', 'maxLength'));
    }
    case 'rule':
      return withChecks(`formatRules.${node.rule}`, bounds(node, 'minLength', 'maxLength'));
    case 'enum':
      return `z.enum(${literal([...node.values])})`;
    case 'const':
      throw new Error('const<> types are resolved by the model');
    case 'ref':
      return context.declared.has(node.name)
        ? schemaConst(node.name)
        : `z.lazy((): z.ZodMiniType<components['schemas'][${quote(node.name)}]> => ${schemaConst(node.name)})`;
    case 'array':
      return withChecks(`z.array(${zodExpression(node.items, context)})`, bounds(node, 'minLength', 'maxLength'));
    case 'object': {
      if (node.fields.length === 0) return 'z.object({})';
      const fields = node.fields.map((field) => {
        const inner = zodExpression(field.type, context);
        return `${propertyKey(field.name)}: ${field.optional ? `z.optional(${inner})` : inner}`;
      });
      return `z.object({ ${fields.join(', ')} })`;
    }
    case 'null':
      return 'z.null()';
  }
}

/** Orders schemas so that each comes after the ones it refers to, where cycles allow. */
function declarationOrder(schemas: ReadonlyMap<string, TypeNode>): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string): void => {
    if (state.has(name) || !schemas.has(name)) return;
    state.set(name, 'visiting');
    for (const ref of referencedSchemas(schemas.get(name) as TypeNode)) visit(ref);
    state.set(name, 'done');
    order.push(name);
  };
  for (const name of [...schemas.keys()].sort()) visit(name);
  return order;
}

/**
 * Emits `generated/formats.gen.ts`: the §5 format rules of spec/validation.yaml as bare regular expressions.
 * The app's forms check with these (src/lib/validation.ts), so a form's chunk carries a few hundred bytes
 * instead of zod and every call's validators; the gateway's validators are built on the same expressions,
 * so both refuse exactly the same strings.
 * @example `export const formatRulePatterns = { mobile: new RegExp('^1\\d{10}$', 'u') } as const;`
 */
export function emitFormats(model: Pick<SpecModel, 'rules'>): EmittedFile {
  const patterns = model.rules.map((rule) => `  ${rule.id}: new RegExp(${quote(rule.pattern)}, 'u'),`);
  return {
    path: 'generated/formats.gen.ts',
    describes: 'the format rules of spec/validation.yaml as regular expressions',
    statements: [
      `/** The §5 format rules as regular expressions; a failure's message is the catalogue key \`validation.<rule>\`. */\nexport const formatRulePatterns = {\n${patterns.join('\n')}\n} as const;`,
      '/** The id of a format rule (spec/validation.yaml). */\nexport type FormatRuleId = keyof typeof formatRulePatterns;',
    ],
  };
}

/**
 * Emits `generated/validators.gen.ts` (zod/mini, for the browser and the gateway alike): the §5 format
 * rules whose error message is the message key `validation.<rule>`, the quantity bounds, one schema per
 * spec schema, and per call the validators of its query (coercing text), body and envelope data.
 * @example `export const formatRules = { mobile: z.string().check(z.regex(formatRulePatterns.mobile, 'validation.mobile')) };`
 */
export function emitValidators(model: Pick<SpecModel, 'rules' | 'quantity' | 'schemas' | 'calls'>): EmittedFile {
  const declared = new Set<string>();
  let usesLazy = false;
  const noteLazy = (expression: string): string => {
    if (expression.includes('z.lazy(')) usesLazy = true;
    return expression;
  };
  const schemaStatements = declarationOrder(model.schemas).map((name) => {
    const expression = noteLazy(zodExpression(model.schemas.get(name) as TypeNode, { declared, query: false }));
    declared.add(name);
    return `export const ${schemaConst(name)} = ${expression};`;
  });
  const all = { declared, query: false };
  const callEntries = model.calls.map((call) => {
    const parts = [
      ...(call.query ? [`query: ${noteLazy(zodExpression(call.query, { declared, query: true }))}`] : []),
      ...(call.body ? [`body: ${noteLazy(zodExpression(call.body, all))}`] : []),
      `data: ${noteLazy(zodExpression(call.data, all))}`,
    ];
    return `  ${quote(call.id)}: { ${parts.join(', ')} },`;
  });
  const rules = model.rules.map((rule) => `  ${rule.id}: z.string().check(z.regex(formatRulePatterns.${rule.id}, ${quote(`validation.${rule.id}`)})),`);
  return {
    path: 'generated/validators.gen.ts',
    describes: 'zod/mini validators of spec/validation.yaml and of every call payload',
    statements: [
      "import * as z from 'zod/mini';",
      "import { formatRulePatterns } from './formats.gen';",
      ...(usesLazy ? ["import type { components } from './openapi.gen';"] : []),
      "export type { FormatRuleId } from './formats.gen';",
      `/** The §5 format rules; a failure's message is the catalogue key \`validation.<rule>\`. */\nexport const formatRules = {\n${rules.join('\n')}\n} as const;`,
      `/** Purchase quantity bounds (product-spec §5). */\nexport const quantityBounds = { min: ${model.quantity.min}, max: ${model.quantity.max} } as const;`,
      ...(callEntries.some((entry) => entry.includes('queryBoolean'))
        ? [
            "/** A query-string boolean: 'true' / 'false' as text, or a real boolean. */\nconst queryBoolean = z.union([z.boolean(), z.pipe(z.enum(['true', 'false']), z.transform((text) => text === 'true'))]);",
          ]
        : []),
      ...schemaStatements,
      `/** Per call: the query (text coerced), body and envelope \`data\` validators. */\nexport const callValidators = {\n${callEntries.join('\n')}\n} as const;`,
    ],
  };
}
