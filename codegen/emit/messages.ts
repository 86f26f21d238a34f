import { StructureKind, type StatementStructures } from 'ts-morph';
import { LOCALES, type SpecModel } from '../model.ts';
import { type EmittedFile, exportConst, exportUnion } from './file.ts';
import { literal, propertyKey, quote } from './literal.ts';

/** The locale whose first-load texts are bundled with the app (zh-CN, the default); the others load when chosen. */
export const BUNDLED_LOCALE = LOCALES[0];

const firstLoadModule = (locale: string) => `messages.${locale}.gen`;
/** The module of a feature's texts in one locale. */
export const featureTextsModule = (locale: string, feature: string) => `messages.${locale}.${feature}.gen`;

/**
 * Whether a key's text is in the first-load part: spec/messages.yaml or a group listed for the first load.
 * The messages of validation.yaml are not: only forms show them, and they come with each form's feature.
 */
export function isFirstLoadKey(model: Pick<SpecModel, 'messageGroups'>, key: string): boolean {
  const group = key.split('.')[0] ?? '';
  if (group === 'validation') return model.messageGroups.firstLoad.includes(group);
  return !model.messageGroups.all.includes(group) || model.messageGroups.firstLoad.includes(group);
}

/**
 * The keys beyond the first load that each feature's screens show (codegen/textUse.ts reads them off the
 * modules the screens reach); a feature without any has no texts part.
 */
export type FeatureTextKeys = ReadonlyMap<string, readonly string[]>;

/**
 * Emits the message catalogue in parts: per locale, the texts of the first load (spec/messages.yaml and
 * the groups listed in `app.firstLoadMessageGroups`) and, per feature, the other texts
 * its screens show (`featureKeys`); plus `generated/messages.gen.ts` with the locales, the `MessageKey`
 * union, `MessageParams` for keys with `{placeholders}`, the bundled zh-CN first-load texts and the loader
 * of the first-load part. The home page needs only the first part in zh-CN; another screen loads its
 * feature's part (the loaders are in the feature's chunk, generated/screens.<feature>.gen.ts) before it shows.
 */
export function emitMessages(model: Pick<SpecModel, 'messages' | 'messageGroups'>, featureKeys: FeatureTextKeys): EmittedFile[] {
  const keys = [...model.messages.keys()];
  const params = keys
    .map((key) => {
      const text = model.messages.get(key)?.['zh-CN'] ?? '';
      const names = [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))];
      return names.length === 0 ? undefined : `  ${quote(key)}: { ${names.map((name) => `${name}: string | number`).join('; ')} };`;
    })
    .filter(Boolean);
  const isLater = (key: string) => !isFirstLoadKey(model, key);
  const firstKeys = keys.filter((key) => !isLater(key));
  const fieldCheckKeys = keys.filter((key) => key.startsWith('validation.'));
  const featureParts = [...featureKeys].map(([feature, used]) => [feature, used.filter(isLater)] as const).filter(([, used]) => used.length > 0);
  const loader = (module: string) => `() => import('./${module}').then((module) => module.texts)`;
  const index: (string | StatementStructures)[] = [
    `import { texts as defaultTexts } from './${firstLoadModule(BUNDLED_LOCALE)}';`,
    exportConst('locales', `${literal([...LOCALES])} as const`),
    { kind: StructureKind.TypeAlias, isExported: true, name: 'Locale', type: '(typeof locales)[number]' },
    exportUnion('MessageKey', keys, 'Every key of the catalogue.'),
    `/** The values each message with {placeholders} needs. */\nexport interface MessageParams {\n${params.join('\n')}\n}`,
    `/** Some texts of one locale: the first-load part or a feature's part. */\nexport type Texts = Readonly<Partial<Record<MessageKey, string>>>;`,
    `/** The loaders of one part of the catalogue, by locale. */\nexport type TextsLoaders = Readonly<Record<Locale, () => Promise<Texts>>>;`,
    exportConst('bundledLocale', `${quote(BUNDLED_LOCALE)} as const`, { docs: 'The locale whose first-load texts are bundled.' }),
    `/** The first-load texts of the bundled locale. */\nexport { defaultTexts };`,
    exportConst('firstLoadGroups', `${literal([...model.messageGroups.firstLoad])} as const`, {
      type: 'readonly string[]',
      docs: 'The feature groups whose texts are in the first-load part (their screens need nothing more).',
    }),
    exportConst(
      'loadFirstLoadTexts',
      `{\n${LOCALES.map((locale) => `  ${propertyKey(locale)}: ${locale === BUNDLED_LOCALE ? '() => Promise.resolve(defaultTexts)' : loader(firstLoadModule(locale))},`).join('\n')}\n}`,
      { type: 'TextsLoaders', docs: 'Loads the first-load texts of a locale (the bundled one is already there).' },
    ),
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
      ...featureParts.map(([feature, used]) => part(locale, featureTextsModule(locale, feature), used, `the ${feature} feature beyond the first load`)),
      // Every field check's message together, for the gateway, which words a refused field as the app's form does.
      ...(fieldCheckKeys.length > 0 && !firstKeys.includes(fieldCheckKeys[0]!)
        ? [part(locale, featureTextsModule(locale, 'validation'), fieldCheckKeys, 'the field checks (validation.yaml), for the gateway')]
        : []),
    ]),
  ];
}
