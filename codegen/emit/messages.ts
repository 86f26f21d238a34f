import { StructureKind, type StatementStructures } from 'ts-morph';
import { LOCALES, type SpecModel } from '../model.ts';
import { type EmittedFile, exportConst, exportUnion } from './file.ts';
import { literal, propertyKey, quote } from './literal.ts';

/** The locale whose first-load texts are bundled with the app (zh-CN, the default); the others load when chosen. */
export const BUNDLED_LOCALE = LOCALES[0];

const firstLoadModule = (locale: string) => `messages.${locale}.gen`;
const featuresModule = (locale: string) => `messages.${locale}.features.gen`;

/**
 * Emits the message catalogue in parts: per locale, the texts of the first load (spec/messages.yaml,
 * validation.yaml and the groups listed in `app.firstLoadMessageGroups`) and the texts of every other
 * feature group; plus `generated/messages.gen.ts` with the locales, the `MessageKey` union,
 * `MessageParams` for keys with `{placeholders}`, the bundled zh-CN first-load texts and a loader per
 * part. The home page needs only the first part in zh-CN; other screens load the rest before they show.
 * @example `export const loadFeatureTexts = { 'zh-CN': () => import('./messages.zh-CN.features.gen').then((module) => module.texts), … };`
 */
export function emitMessages(model: Pick<SpecModel, 'messages' | 'messageGroups'>): EmittedFile[] {
  const keys = [...model.messages.keys()];
  const params = keys
    .map((key) => {
      const text = model.messages.get(key)?.['zh-CN'] ?? '';
      const names = [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))];
      return names.length === 0 ? undefined : `  ${quote(key)}: { ${names.map((name) => `${name}: string | number`).join('; ')} };`;
    })
    .filter(Boolean);
  const laterGroups = new Set(model.messageGroups.all.filter((group) => !model.messageGroups.firstLoad.includes(group)));
  const isLater = (key: string) => laterGroups.has(key.split('.')[0] ?? '');
  const firstKeys = keys.filter((key) => !isLater(key));
  const laterKeys = keys.filter(isLater);
  const loader = (module: string) => `() => import('./${module}').then((module) => module.texts)`;
  const index: (string | StatementStructures)[] = [
    `import { texts as defaultTexts } from './${firstLoadModule(BUNDLED_LOCALE)}';`,
    exportConst('locales', `${literal([...LOCALES])} as const`),
    { kind: StructureKind.TypeAlias, isExported: true, name: 'Locale', type: '(typeof locales)[number]' },
    exportUnion('MessageKey', keys, 'Every key of the catalogue.'),
    `/** The values each message with {placeholders} needs. */\nexport interface MessageParams {\n${params.join('\n')}\n}`,
    `/** Some texts of one locale: the first-load part or the features part. */\nexport type Texts = Readonly<Partial<Record<MessageKey, string>>>;`,
    exportConst('bundledLocale', `${quote(BUNDLED_LOCALE)} as const`, { docs: 'The locale whose first-load texts are bundled.' }),
    `/** The first-load texts of the bundled locale. */\nexport { defaultTexts };`,
    exportConst('firstLoadGroups', `${literal([...model.messageGroups.firstLoad])} as const`, {
      type: 'readonly string[]',
      docs: 'The feature groups whose texts are in the first-load part (their screens need nothing more).',
    }),
    exportConst(
      'loadFirstLoadTexts',
      `{\n${LOCALES.map((locale) => `  ${propertyKey(locale)}: ${locale === BUNDLED_LOCALE ? '() => Promise.resolve(defaultTexts)' : loader(firstLoadModule(locale))},`).join('\n')}\n}`,
      { type: 'Readonly<Record<Locale, () => Promise<Texts>>>', docs: 'Loads the first-load texts of a locale (the bundled one is already there).' },
    ),
    exportConst('loadFeatureTexts', `{\n${LOCALES.map((locale) => `  ${propertyKey(locale)}: ${loader(featuresModule(locale))},`).join('\n')}\n}`, {
      type: 'Readonly<Record<Locale, () => Promise<Texts>>>',
      docs: 'Loads the texts of the other feature groups of a locale.',
    }),
  ];
  const part = (locale: (typeof LOCALES)[number], module: string, partKeys: readonly string[], what: string): EmittedFile => ({
    path: `generated/${module}.ts`,
    describes: `the ${locale} texts of ${what} from spec/messages.yaml, spec/messages/*.yaml and spec/validation.yaml`,
    statements: [
      `import type { Texts } from './messages.gen';`,
      exportConst('texts', literal(Object.fromEntries(partKeys.map((key) => [key, model.messages.get(key)?.[locale] ?? '']))), { type: 'Texts' }),
    ],
  });
  return [
    {
      path: 'generated/messages.gen.ts',
      describes: 'the message catalogue keys and loaders from spec/messages.yaml, spec/messages/*.yaml and spec/validation.yaml',
      statements: index,
    },
    ...LOCALES.flatMap((locale) => [
      part(locale, firstLoadModule(locale), firstKeys, 'the first load'),
      part(locale, featuresModule(locale), laterKeys, 'the other feature groups'),
    ]),
  ];
}
