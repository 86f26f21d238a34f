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

/**
 * Emits `generated/constants.gen.ts`: one `as const` export per top-level key of constants.yaml, and
 * a `<Singular>Code` union for each list whose items have a code.
 * @example `export const timeSlots = [...] as const;` and `export type TimeSlotCode = (typeof timeSlots)[number]['code'];`
 */
export function emitConstants(model: Pick<SpecModel, 'constants'>): EmittedFile {
  const statements: (string | StatementStructures)[] = [];
  for (const [key, value] of Object.entries(model.constants)) {
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
  return { path: 'generated/constants.gen.ts', describes: 'business constants from spec/constants.yaml', statements };
}
