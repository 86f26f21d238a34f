import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import { loadFeatureTexts } from '@gen/routes.gen';
import {
  bundledLocale,
  defaultTexts,
  firstLoadGroups,
  loadFirstLoadTexts,
  type Locale,
  locales,
  type MessageKey,
  type MessageParams,
  type Texts,
  type TextsLoaders,
} from '@gen/messages.gen';
import { app } from './constants';
import { readStored, storageKeys, writeStored } from './storage';

export type { Locale, MessageKey };
export { locales };

/** The current language; zh-CN unless the buyer switched. */
export const i18n = proxy<{ locale: Locale }>({ locale: app.defaultLocale });

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value);

function applyToDocument(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

// The catalogue comes in parts per language: the first-load texts (the shell and the home page; zh-CN's
// are bundled) and, per feature, the other texts its screens show — loaded with its first screen, in the
// buyer's language only, and in a language the buyer switches to for every feature already shown.
const firstLoad: Partial<Record<Locale, Texts>> = { [bundledLocale]: defaultTexts };
const featureTexts: Partial<Record<Locale, Partial<Record<MessageKey, string>>>> = {};
const featureParts = new Map<string, TextsLoaders>();
const loadedParts: Partial<Record<Locale, Set<string>>> = {};

const partsOf = (locale: Locale) => (loadedParts[locale] ??= new Set());
const ready = (locale: Locale) => firstLoad[locale] !== undefined && [...featureParts.keys()].every((name) => partsOf(locale).has(name));

/** Makes sure the texts of `locale` are there: its first-load part and the part of every feature shown so far. */
export async function loadLocale(locale: Locale): Promise<void> {
  const parts = [...featureParts].filter(([name]) => !partsOf(locale).has(name));
  const [first, ...loaded] = await Promise.all([firstLoad[locale] ?? loadFirstLoadTexts[locale](), ...parts.map(([, loaders]) => loaders[locale]())]);
  firstLoad[locale] = first;
  parts.forEach(([name], index) => {
    Object.assign((featureTexts[locale] ??= {}), loaded[index]);
    partsOf(locale).add(name);
  });
}

/** Whether a screen (`feature/Name`) needs texts beyond the first-load part. */
export function needsFeatureTexts(screen: string): boolean {
  return !firstLoadGroups.includes(screen.split('/')[0] ?? '');
}

/**
 * Loads, in the current language, the texts a feature's screens show beyond the first load (before one
 * of them shows). `loaders` defaults to the feature's own, from its chunk; tests hand in the whole catalogue.
 */
export async function loadFeatureMessages(feature: string, loaders?: TextsLoaders): Promise<void> {
  const found = loaders ?? (await loadFeatureTexts(feature));
  if (!found) return;
  featureParts.set(feature, found);
  await loadLocale(i18n.locale);
}

function apply(locale: Locale, remember: boolean): void {
  i18n.locale = locale;
  if (remember) writeStored(storageKeys.locale, locale);
  applyToDocument(locale);
}

/**
 * Switches the language of every text that reads the catalogue through `t` or `useT` — at once when
 * its texts are there, else once they have loaded — and remembers it.
 */
export function setLocale(locale: Locale): Promise<void> {
  if (ready(locale)) {
    apply(locale, true);
    return Promise.resolve();
  }
  return loadLocale(locale).then(() => apply(locale, true));
}

/**
 * Brings back the language the buyer chose last time (else the default), loading its texts; if they
 * cannot load (offline), the app stays in the default language.
 */
export async function restoreLocale(): Promise<Locale> {
  const saved = readStored<string>(storageKeys.locale);
  const wanted = isLocale(saved) ? saved : app.defaultLocale;
  try {
    await loadLocale(wanted);
    apply(wanted, false);
  } catch {
    apply(bundledLocale, false);
  }
  return i18n.locale;
}

type ParamsArg<K extends MessageKey> = K extends keyof MessageParams ? [params: MessageParams[K]] : [];

/**
 * Looks a message up in the catalogue of `locale` and fills its `{placeholders}`.
 * @example translate('en', 'error.timeout', { ms: 15000 }) // 'timeout [ 15000ms ]'
 */
export function translate<K extends MessageKey>(locale: Locale, key: K, ...[params]: ParamsArg<K>): string {
  // A key whose part has not loaded shows itself, which a screen test or a look at the page catches.
  const text = firstLoad[locale]?.[key] ?? featureTexts[locale]?.[key] ?? defaultTexts[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (params as Record<string, string | number>)[name];
    return value === undefined ? whole : String(value);
  });
}

/** Translates in the current language (outside React). */
export function t<K extends MessageKey>(key: K, ...params: ParamsArg<K>): string {
  return translate(i18n.locale, key, ...params);
}

/** A `t` bound to the current language that re-renders the component when the language changes. */
export function useT(): <K extends MessageKey>(key: K, ...params: ParamsArg<K>) => string {
  const { locale } = useSnapshot(i18n);
  return (key, ...params) => translate(locale, key, ...params);
}
