import { deliveryWays, orderStatuses, transferWays, transportTypes } from '@/lib/constants';
import type { Locale } from '@/lib/i18n';

/** Display labels of the order constants. */
export const statusLabel = (code: string, locale: Locale) => orderStatuses.find((s) => s.code === code)?.label[locale] ?? code;
export const deliveryWayLabel = (code: string, locale: Locale) => deliveryWays.find((s) => s.code === code)?.label[locale] ?? code;
export const transportLabel = (code: string, locale: Locale) => transportTypes.find((s) => s.code === code)?.label[locale] ?? code;
export const transferLabel = (code: string, locale: Locale) => transferWays.find((s) => s.code === code)?.label[locale] ?? code;
