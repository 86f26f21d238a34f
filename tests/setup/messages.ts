import type { Locale, Texts, TextsLoaders } from '../../generated/messages.gen.ts';
import { loadFeatureMessages } from '../../src/lib/i18n.ts';

// Screen tests render screens directly, without the route loader that loads their feature's texts first:
// they get every feature's part.
const parts = import.meta.glob<Texts>('../../generated/messages.*.*.gen.ts', { import: 'texts' });
const loadAll = (locale: Locale) => async () =>
  Object.assign(
    {},
    ...(await Promise.all(
      Object.entries(parts)
        .filter(([path]) => path.includes(`/messages.${locale}.`))
        .map(([, load]) => load()),
    )),
  ) as Texts;
const everyFeature: TextsLoaders = { 'zh-CN': loadAll('zh-CN'), en: loadAll('en') };
await loadFeatureMessages('every feature', everyFeature);
