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
 * a `<Singular>Code` union for each list whose items have a code. The coded lists (statuses, time slots,
 * ways, with their labels in every language) are a module of their own, which constants.gen.ts re-exports:
 * the bundler then leaves them out of the first load, which needs none of them.
 * @example `export const timeSlots = [...] as const;` and `export type TimeSlotCode = (typeof timeSlots)[number]['code'];`
 */
export function emitConstants(model: Pick<SpecModel, 'constants'>): EmittedFile[] {
  const plain: (string | StatementStructures)[] = [];
  const coded: (string | StatementStructures)[] = [];
  for (const [key, value] of Object.entries(model.constants)) {
    if (!hasCodes(value)) {
      plain.push(exportConst(key, `${literal(value)} as const`));
      continue;
    }
    coded.push(exportConst(key, `${literal(value)} as const`), {
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: `${singular(key)}Code`,
      type: `(typeof ${key})[number]['code']`,
    });
  }
  return [
    {
      path: 'generated/constants.gen.ts',
      describes: 'business constants from spec/constants.yaml',
      statements: [...plain, ...(coded.length > 0 ? ["export * from './constants.lists.gen';"] : [])],
    },
    ...(coded.length > 0 ? [{ path: 'generated/constants.lists.gen.ts', describes: 'the coded lists of spec/constants.yaml', statements: coded }] : []),
  ];
}
