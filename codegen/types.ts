import type { KeyPath, SpecProblem } from './errors.ts';

/** Scalar types of the spec's type expressions (spec/README.md). */
export const PRIMITIVES = ['string', 'integer', 'number', 'boolean', 'money', 'decimal', 'date', 'datetime', 'timestamp'] as const;
export type PrimitiveName = (typeof PRIMITIVES)[number];

/** Extra facts a long-form field may carry: `{ $type: integer, min: 1, description: … }`. */
export interface TypeFacets {
  readonly description?: string;
  readonly min?: number;
  readonly max?: number;
}

/** A parsed type expression. `const` is resolved to its codes once the constants are known. */
export type TypeNode = TypeFacets &
  (
    | { readonly kind: 'primitive'; readonly name: PrimitiveName }
    | { readonly kind: 'rule'; readonly rule: string }
    | { readonly kind: 'enum'; readonly values: readonly string[]; readonly constKey?: string }
    | { readonly kind: 'const'; readonly key: string }
    | { readonly kind: 'ref'; readonly name: string }
    | { readonly kind: 'array'; readonly items: TypeNode }
    | { readonly kind: 'object'; readonly fields: readonly FieldNode[] }
    | { readonly kind: 'null' }
  );

/** A property of an object type; `name?` in YAML makes it optional. */
export interface FieldNode {
  readonly name: string;
  readonly optional: boolean;
  readonly type: TypeNode;
}

/** Where a problem was found, before the file is known. */
export type LocalProblem = Omit<SpecProblem, 'file' | 'line'>;

const SCHEMA_NAME = /^[A-Z][A-Za-z0-9]*$/;
const FIELD_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Parses one type expression such as `Goods[]`, `string<mobile>`, `enum<1|2>` or `const<timeSlots>`.
 * Returns a problem (with the given key path) instead of throwing, so every problem of a file is reported.
 */
export function parseTypeExpression(expr: string, path: KeyPath): TypeNode | LocalProblem {
  const text = expr.trim();
  if (text.endsWith('[]')) {
    const items = parseTypeExpression(text.slice(0, -2), path);
    return 'reason' in items ? items : { kind: 'array', items };
  }
  const generic = /^(string|enum|const)<(.*)>$/.exec(text);
  if (generic) {
    const [, head, arg = ''] = generic;
    if (head === 'string') return arg ? { kind: 'rule', rule: arg } : { path, reason: 'string<> needs a rule id' };
    if (head === 'const') return arg ? { kind: 'const', key: arg } : { path, reason: 'const<> needs a constants key' };
    const values = arg.split('|').map((value) => value.trim());
    if (values.some((value) => value === '')) return { path, reason: `enum<${arg}> has an empty value` };
    if (new Set(values).size !== values.length) return { path, reason: `enum<${arg}> repeats a value` };
    return { kind: 'enum', values };
  }
  if ((PRIMITIVES as readonly string[]).includes(text)) return { kind: 'primitive', name: text as PrimitiveName };
  if (text === 'null') return { kind: 'null' };
  if (SCHEMA_NAME.test(text)) return { kind: 'ref', name: text };
  return { path, reason: `"${expr}" is not a type expression (see spec/README.md)` };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses a type as written in YAML: an expression string, a long form `{ $type, … }`, a mapping of
 * fields (an inline object), or null. Problems are appended to `problems`.
 */
export function parseTypeValue(value: unknown, path: KeyPath, problems: LocalProblem[]): TypeNode | undefined {
  if (value === null) return { kind: 'null' };
  if (typeof value === 'string') {
    const parsed = parseTypeExpression(value, path);
    if ('reason' in parsed) {
      problems.push(parsed);
      return undefined;
    }
    return parsed;
  }
  if (!isPlainObject(value)) {
    problems.push({ path, reason: 'expected a type expression or a mapping of fields' });
    return undefined;
  }
  if ('$type' in value) return parseLongForm(value, path, problems);
  const fields: FieldNode[] = [];
  for (const [key, fieldValue] of Object.entries(value)) {
    const optional = key.endsWith('?');
    const name = optional ? key.slice(0, -1) : key;
    if (!FIELD_NAME.test(name)) {
      problems.push({ path: [...path, key], reason: `"${name}" is not a valid field name` });
      continue;
    }
    const type = parseTypeValue(fieldValue, [...path, key], problems);
    if (type) fields.push({ name, optional, type });
  }
  return { kind: 'object', fields };
}

function parseLongForm(value: Record<string, unknown>, path: KeyPath, problems: LocalProblem[]): TypeNode | undefined {
  const allowed = new Set(['$type', 'description', 'min', 'max']);
  for (const key of Object.keys(value)) {
    if (!allowed.has(key)) problems.push({ path: [...path, key], reason: `unknown facet "${key}" (allowed: ${[...allowed].join(', ')})` });
  }
  const base = parseTypeValue(value.$type, [...path, '$type'], problems);
  if (!base) return undefined;
  const facets: { -readonly [K in keyof TypeFacets]: TypeFacets[K] } = {};
  if (value.description !== undefined) {
    if (typeof value.description === 'string') facets.description = value.description;
    else problems.push({ path: [...path, 'description'], reason: 'description must be text' });
  }
  for (const bound of ['min', 'max'] as const) {
    if (value[bound] === undefined) continue;
    if (typeof value[bound] === 'number') facets[bound] = value[bound];
    else problems.push({ path: [...path, bound], reason: `${bound} must be a number` });
  }
  return { ...base, ...facets };
}

/** Calls `visit` on the node and every node inside it. */
export function walkType(node: TypeNode, visit: (node: TypeNode) => void): void {
  visit(node);
  if (node.kind === 'array') walkType(node.items, visit);
  if (node.kind === 'object') for (const field of node.fields) walkType(field.type, visit);
}
