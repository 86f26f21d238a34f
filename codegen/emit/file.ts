import type { StatementStructures } from 'ts-morph';
import { quote } from './literal.ts';

/** What an emitter returns: a file of generated/ and its statements, before printing. */
export interface EmittedFile {
  /** Path relative to the project root, e.g. `generated/routes.gen.ts`. */
  readonly path: string;
  /** What the file is, for its header line. */
  readonly describes: string;
  readonly statements: readonly (string | StatementStructures)[];
}

/** A non-TypeScript output (the OpenAPI JSON document), printed by its emitter. */
export interface EmittedText {
  readonly path: string;
  readonly text: string;
}

/**
 * An exported union of string literals as source text, one member a line (the printer would hang-indent
 * a multi-line TypeAlias structure).
 * @example exportUnion('Locale', ['zh-CN', 'en']) // "export type Locale =\n  | 'zh-CN'\n  | 'en';"
 */
export function exportUnion(name: string, members: readonly string[], docs?: string): string {
  const doc = docs ? `/** ${docs} */\n` : '';
  if (members.length === 0) return `${doc}export type ${name} = never;`;
  return `${doc}export type ${name} =\n${members.map((member) => `  | ${quote(member)}`).join('\n')};`;
}

/**
 * An exported const as source text. Used instead of a ts-morph VariableStatement structure when the
 * initializer spans lines: the printer would hang-indent its continuation lines.
 * @example exportConst('timeouts', "{ requestMs: 15000 } as const") // "export const timeouts = { requestMs: 15000 } as const;"
 */
export function exportConst(name: string, initializer: string, options: { type?: string; docs?: string } = {}): string {
  const doc = options.docs ? `/** ${options.docs} */\n` : '';
  return `${doc}export const ${name}${options.type ? `: ${options.type}` : ''} = ${initializer};`;
}
