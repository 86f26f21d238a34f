import type { StatementStructures } from 'ts-morph';

/** What an emitter returns: a file of generated/ and its statements, before printing. */
export interface EmittedFile {
  /** Path relative to the project root, e.g. `generated/routes.gen.ts`. */
  readonly path: string;
  /** What the file is, for its header line. */
  readonly describes: string;
  readonly statements: readonly (string | StatementStructures)[];
  /** Already printed by a formatter of its own (openapi-typescript): skip the format pass. */
  readonly preformatted?: boolean;
}

/** A non-TypeScript output (the OpenAPI JSON document), printed by its emitter. */
export interface EmittedText {
  readonly path: string;
  readonly text: string;
}
