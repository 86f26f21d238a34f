import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import { type Locale, type MessageKey, type MessageParams, messages } from '@gen/messages.gen';

export type { Locale, MessageKey };

/** The current language; zh-CN unless the buyer switched. */
export const i18n = proxy<{ locale: Locale }>({ locale: 'zh-CN' });

/** Switches the language of every text that reads the catalogue through `t` or `useT`. */
export function setLocale(locale: Locale): void {
  i18n.locale = locale;
}

type ParamsArg<K extends MessageKey> = K extends keyof MessageParams ? [params: MessageParams[K]] : [];

/**
 * Looks a message up in the catalogue of `locale` and fills its `{placeholders}`.
 * @example translate('en', 'error.timeout', { ms: 15000 }) // 'timeout [ 15000ms ]'
 */
export function translate<K extends MessageKey>(locale: Locale, key: K, ...[params]: ParamsArg<K>): string {
  const text = messages[locale][key];
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
