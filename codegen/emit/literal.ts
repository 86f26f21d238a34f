const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const MAX_INLINE = 100;

/** A property key as TypeScript source: bare when it is an identifier, else quoted. */
export function propertyKey(key: string): string {
  return IDENTIFIER.test(key) ? key : quote(key);
}

/** A single-quoted TypeScript string literal. */
export function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/**
 * Serializes plain data (strings, numbers, booleans, null, arrays, objects) as TypeScript source,
 * inline when short, else one entry per line; deterministic so regenerating is byte-stable.
 * @example literal({ a: [1, 'x'] }) // "{ a: [1, 'x'] }"
 */
export function literal(value: unknown, indent = ''): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((item) => literal(item, inner));
    const inline = `[${items.join(', ')}]`;
    if (inline.length + indent.length <= MAX_INLINE && !inline.includes('\n')) return inline;
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => `${propertyKey(key)}: ${literal(item, inner)}`);
    if (entries.length === 0) return '{}';
    const inline = `{ ${entries.join(', ')} }`;
    if (inline.length + indent.length <= MAX_INLINE && !inline.includes('\n')) return inline;
    return `{\n${entries.map((entry) => `${inner}${entry},`).join('\n')}\n${indent}}`;
  }
  throw new Error(`cannot serialize ${typeof value} as a literal`);
}

/** Writes a JSDoc block body, one `*` line per text line. */
export function jsDoc(text: string): string {
  return `/**\n${text
    .split('\n')
    .map((line) => ` * ${line}`.trimEnd())
    .join('\n')}\n */`;
}
