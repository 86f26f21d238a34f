import { StructureKind, type StatementStructures } from 'ts-morph';
import { LOCALES, type SpecModel } from '../model.ts';
import { type EmittedFile, exportConst, exportUnion } from './file.ts';
import { literal, propertyKey, quote } from './literal.ts';

/** The locale whose catalogue is bundled with the app (zh-CN, the default); the others load when chosen. */
export const BUNDLED_LOCALE = LOCALES[0];

const catalogueModule = (locale: string) => `messages.${locale}.gen`;

/**
 * Emits the message catalogue as one file per locale plus `generated/messages.gen.ts`: the locales, the
 * `MessageKey` union, `MessageParams` for keys with `{placeholders}`, the `Catalogue` type (every key),
 * the bundled default catalogue and a loader per locale. Only the default locale's texts are in the
 * first load; English arrives as its own chunk when a buyer switches to it.
 * @example `export const loadCatalogue = { 'zh-CN': () => Promise.resolve(defaultCatalogue), en: () => import('./messages.en.gen').then((module) => module.catalogue) };`
 */
export function emitMessages(model: Pick<SpecModel, 'messages'>): EmittedFile[] {
  const keys = [...model.messages.keys()];
  const params = keys
    .map((key) => {
      const text = model.messages.get(key)?.['zh-CN'] ?? '';
      const names = [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))];
      return names.length === 0 ? undefined : `  ${quote(key)}: { ${names.map((name) => `${name}: string | number`).join('; ')} };`;
    })
    .filter(Boolean);
  const loaders = LOCALES.map((locale) =>
    locale === BUNDLED_LOCALE
      ? `  ${propertyKey(locale)}: () => Promise.resolve(defaultCatalogue),`
      : `  ${propertyKey(locale)}: () => import('./${catalogueModule(locale)}').then((module) => module.catalogue),`,
  );
  const index: (string | StatementStructures)[] = [
    `import { catalogue as defaultCatalogue } from './${catalogueModule(BUNDLED_LOCALE)}';`,
    exportConst('locales', `${literal([...LOCALES])} as const`),
    { kind: StructureKind.TypeAlias, isExported: true, name: 'Locale', type: '(typeof locales)[number]' },
    exportUnion('MessageKey', keys, 'Every key of the catalogue.'),
    `/** The values each message with {placeholders} needs. */\nexport interface MessageParams {\n${params.join('\n')}\n}`,
    `/** Every text of one locale. */\nexport type Catalogue = Readonly<Record<MessageKey, string>>;`,
    exportConst('bundledLocale', `${quote(BUNDLED_LOCALE)} as const`, { docs: 'The locale whose catalogue is part of the first load.' }),
    `/** The catalogue of the bundled locale. */\nexport { defaultCatalogue };`,
    exportConst('loadCatalogue', `{\n${loaders.join('\n')}\n}`, { type: 'Readonly<Record<Locale, () => Promise<Catalogue>>>', docs: 'Loads the catalogue of a locale (the bundled one is already there).' }),
  ];
  const perLocale = LOCALES.map(
    (locale): EmittedFile => ({
      path: `generated/${catalogueModule(locale)}.ts`,
      describes: `the ${locale} texts of the message catalogue from spec/messages.yaml and spec/validation.yaml`,
      statements: [
        `import type { Catalogue } from './messages.gen';`,
        exportConst('catalogue', literal(Object.fromEntries(keys.map((key) => [key, model.messages.get(key)?.[locale] ?? '']))), { type: 'Catalogue' }),
      ],
    }),
  );
  return [{ path: 'generated/messages.gen.ts', describes: 'the message catalogue types and loaders from spec/messages.yaml and spec/validation.yaml', statements: index }, ...perLocale];
}
