import { logger } from './log';

/**
 * JSON values in localStorage. Private browsing and full quotas make storage throw; the app keeps
 * working from memory then, so every access is guarded.
 */
export const storageKeys = {
  userInfo: 'userInfo',
  homePath: 'homePage',
  buttonList: 'buttonList',
  address: 'address',
  locale: 'locale',
} as const;

function store(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Reads a stored JSON value; undefined when absent or unreadable. */
export function readStored<T>(key: string): T | undefined {
  try {
    const raw = store()?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

/** Stores a JSON value; undefined removes it. */
export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) store()?.removeItem(key);
    else store()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    logger().warn(`could not persist ${key}`, error);
  }
}
