import { StructureKind, type StatementStructures } from 'ts-morph';
import type { SpecModel } from '../model.ts';
import { type EmittedFile, exportConst } from './file.ts';
import { literal } from './literal.ts';

const singular = (key: string): string => {
  const base = key.endsWith('s') ? key.slice(0, -1) : key;
  return base.charAt(0).toUpperCase() + base.slice(1);
};

const hasCodes = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => typeof item === 'object' && item !== null && typeof (item as { code?: unknown }).code === 'string');

/** The sections listed in `app.ownModuleConstants`: each is emitted as a module of its own. */
function ownModuleSections(constants: SpecModel['constants']): readonly string[] {
  const listed = (constants.app as { ownModuleConstants?: unknown } | undefined)?.ownModuleConstants;
  return Array.isArray(listed) ? listed.filter((key): key is string => typeof key === 'string' && key in constants) : [];
}

/** The module of a section only a lazily loaded part of the app reads (`app.ownModuleConstants`). */
export const ownConstantsModule = (section: string) => `generated/constants.${section}.gen.ts`;

function statementsOf(entries: readonly (readonly [string, unknown])[]): (string | StatementStructures)[] {
  const statements: (string | StatementStructures)[] = [];
  for (const [key, value] of entries) {
    statements.push(exportConst(key, `${literal(value)} as const`));
    if (hasCodes(value)) {
      statements.push({
        kind: StructureKind.TypeAlias,
        isExported: true,
        name: `${singular(key)}Code`,
        type: `(typeof ${key})[number]['code']`,
      });
    }
  }
  return statements;
}

/**
 * Emits `generated/constants.gen.ts`: one `as const` export per top-level key of constants.yaml, and
 * a `<Singular>Code` union for each list whose items have a code. A section listed in
 * `app.ownModuleConstants` goes to `generated/constants.<section>.gen.ts` instead: a bundle keeps a module's
 * used exports together, so a section only a lazy part reads would otherwise ride in the first load.
 * @example `export const timeSlots = [...] as const;` and `export type TimeSlotCode = (typeof timeSlots)[number]['code'];`
 */
export function emitConstants(model: Pick<SpecModel, 'constants'>): EmittedFile[] {
  const own = ownModuleSections(model.constants);
  const shared = Object.entries(model.constants).filter(([key]) => !own.includes(key));
  return [
    { path: 'generated/constants.gen.ts', describes: 'business constants from spec/constants.yaml', statements: statementsOf(shared) },
    ...own.map((section) => ({
      path: ownConstantsModule(section),
      describes: `the ${section} section of spec/constants.yaml`,
      statements: statementsOf([[section, model.constants[section]] as const]),
    })),
  ];
}
