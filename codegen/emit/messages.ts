import { StructureKind, type StatementStructures } from 'ts-morph';
import { LOCALES, type SpecModel } from '../model.ts';
import { type EmittedFile, exportConst, exportUnion } from './file.ts';
import { literal, quote } from './literal.ts';

/**
 * Emits `generated/messages.gen.ts`: the locales, the `MessageKey` union, `MessageParams` for keys with
 * `{placeholders}`, and the catalogue typed so that every locale has every key.
 * @example `export const messages: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { 'zh-CN': { 'common.ok': '确定' }, en: { 'common.ok': 'OK' } };`
 */
export function emitMessages(model: Pick<SpecModel, 'messages'>): EmittedFile {
  const keys = [...model.messages.keys()];
  const params = keys
    .map((key) => {
      const text = model.messages.get(key)?.['zh-CN'] ?? '';
      const names = [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))];
      return names.length === 0 ? undefined : `  ${quote(key)}: { ${names.map((name) => `${name}: string | number`).join('; ')} };`;
    })
    .filter(Boolean);
  const catalogue = Object.fromEntries(LOCALES.map((locale) => [locale, Object.fromEntries(keys.map((key) => [key, model.messages.get(key)?.[locale] ?? '']))]));
  const statements: (string | StatementStructures)[] = [
    exportConst('locales', `${literal([...LOCALES])} as const`),
    { kind: StructureKind.TypeAlias, isExported: true, name: 'Locale', type: '(typeof locales)[number]' },
    exportUnion('MessageKey', keys, 'Every key of the catalogue.'),
    `/** The values each message with {placeholders} needs. */\nexport interface MessageParams {\n${params.join('\n')}\n}`,
    exportConst('messages', literal(catalogue), { type: 'Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>>' }),
  ];
  return { path: 'generated/messages.gen.ts', describes: 'the message catalogue from spec/messages.yaml and spec/validation.yaml', statements };
}
