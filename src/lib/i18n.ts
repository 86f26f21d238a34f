import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import {
  bundledLocale,
  defaultTexts,
  firstLoadGroups,
  loadFeatureTexts,
  loadFirstLoadTexts,
  type Locale,
  locales,
  type MessageKey,
  type MessageParams,
  type Texts,
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

// The catalogue comes in two parts per language: the first-load texts (the shell and the home page;
// zh-CN's are bundled) and the texts of every other feature, loaded once a screen needs them.
const firstLoad: Partial<Record<Locale, Texts>> = { [bundledLocale]: defaultTexts };
const features: Partial<Record<Locale, Texts>> = {};
let featuresNeeded = false;

const ready = (locale: Locale) => firstLoad[locale] !== undefined && (!featuresNeeded || features[locale] !== undefined);

/** Makes sure the texts of `locale` are there: its first-load part, and the rest once any screen needed it. */
export async function loadLocale(locale: Locale): Promise<void> {
  firstLoad[locale] ??= await loadFirstLoadTexts[locale]();
  if (featuresNeeded) features[locale] ??= await loadFeatureTexts[locale]();
}

/** Whether a screen (`feature/Name`) needs texts beyond the first-load part. */
export function needsFeatureTexts(screen: string): boolean {
  return !firstLoadGroups.includes(screen.split('/')[0] ?? '');
}

/** Loads the texts of every feature in the current language (before a screen other than home shows). */
export function loadFeatureMessages(): Promise<void> {
  featuresNeeded = true;
  return loadLocale(i18n.locale);
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
  const text = firstLoad[locale]?.[key] ?? features[locale]?.[key] ?? defaultTexts[key] ?? key;
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
