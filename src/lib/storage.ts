import { proxy, subscribe } from 'valtio/vanilla';
import { logger } from './log';

/**
 * The one way the app keeps values in the browser's storage. Private browsing and full quotas make
 * storage throw and an older version may have left a value of another shape, so every access is
 * guarded: reads fall back to what this page last wrote (memory), writes that fail are logged, and
 * the app keeps working either way.
 */
export const storageKeys = {
  userInfo: 'userInfo',
  homePath: 'homePage',
  buttonList: 'buttonList',
  address: 'address',
  locale: 'locale',
} as const;

/** Where a value lives: this tab (sessionStorage: drafts, hand-offs between pages) or this device (localStorage). */
export type StorageArea = 'session' | 'local';

/** How a value becomes text and back; JSON unless a stored format says otherwise. */
export interface StorageCodec<T> {
  readonly encode: (value: T) => string;
  /** The value of stored text, or undefined when the text is not a value of this kind. */
  readonly decode: (text: string) => T | undefined;
}

/** A value kept under one key. */
export interface Persisted<T> {
  /** The stored value; undefined when there is none or it is unreadable. */
  read(): T | undefined;
  /** Stores the value; undefined removes it. */
  write(value: T | undefined): void;
}

/** How {@link persisted} keeps a value: where, and how it is checked or encoded. */
export interface PersistedOptions<T> {
  /** 'session' by default. */
  readonly area?: StorageArea;
  /** Whether a decoded JSON value has the expected shape (JSON codec only). */
  readonly accept?: (value: unknown) => value is T;
  /** A stored format other than JSON (e.g. the search history's comma-separated text). */
  readonly codec?: StorageCodec<T>;
}

function storageOf(area: StorageArea): Storage | undefined {
  try {
    if (area === 'local') return typeof localStorage === 'undefined' ? undefined : localStorage;
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

// What this page wrote last, per area and key: the fallback when storage refuses.
const memory = new Map<string, unknown>();
// The slots whose last write storage refused (a full quota): their stored copy is older than memory's.
const unsaved = new Set<string>();

/** A value kept in session or local storage under `key`, guarded as this module's comment says. */
export function persisted<T>(key: string, options: PersistedOptions<T> = {}): Persisted<T> {
  const area = options.area ?? 'session';
  const slot = `${area}:${key}`;
  const accept = options.accept ?? ((_value: unknown): _value is T => true);
  const codec: StorageCodec<T> = options.codec ?? {
    encode: (value) => JSON.stringify(value),
    decode: (text) => {
      const value: unknown = JSON.parse(text);
      return accept(value) ? value : undefined;
    },
  };
  const fromMemory = () => memory.get(slot) as T | undefined;
  return {
    read() {
      const storage = storageOf(area);
      if (storage === undefined || unsaved.has(slot)) return fromMemory();
      try {
        const text = storage.getItem(key);
        return text == null ? undefined : codec.decode(text);
      } catch {
        return fromMemory();
      }
    },
    write(value) {
      if (value === undefined) memory.delete(slot);
      else memory.set(slot, value);
      try {
        if (value === undefined) storageOf(area)?.removeItem(key);
        else storageOf(area)?.setItem(key, codec.encode(value));
        unsaved.delete(slot);
      } catch (error) {
        unsaved.add(slot);
        logger().warn(`could not persist ${key}`, error);
      }
    },
  };
}

/** Forgets every value of `area` whose key starts with `prefix`, in storage and in memory (e.g. a buyer's form drafts at logout). */
export function forgetPersisted(prefix: string, area: StorageArea = 'session'): void {
  for (const slot of [...memory.keys(), ...unsaved]) {
    if (slot.startsWith(`${area}:${prefix}`)) {
      memory.delete(slot);
      unsaved.delete(slot);
    }
  }
  try {
    const storage = storageOf(area);
    if (storage === undefined) return;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key?.startsWith(prefix) === true);
    for (const key of keys) storage.removeItem(key);
  } catch (error) {
    logger().warn(`could not forget ${prefix}*`, error);
  }
}

type Kind = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean' | 'other';

const kindOf = (value: unknown): Kind => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const kind = typeof value;
  return kind === 'object' || kind === 'string' || kind === 'number' || kind === 'boolean' ? kind : 'other';
};

// Keys that would reach an object's prototype when copied by assignment (valtio's proxy assigns).
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether a stored value fits where `model` (an initial value) sits: same kind; a null model takes null or an object. */
function fits(model: unknown, value: unknown): boolean {
  const kind = kindOf(model);
  if (kind === 'null') return value === null || kindOf(value) === 'object';
  return kindOf(value) === kind;
}

/** The stored value of a field, made to fit its model, or undefined when it cannot. */
function conformValue(model: unknown, value: unknown): unknown {
  if (!fits(model, value)) return undefined;
  // An object with fields of its own (a draft's sub-form) is checked field by field; an empty one (a
  // record of keys) or a null one (a value handed over whole) is taken as it is.
  if (kindOf(model) === 'object' && Object.keys(model as object).length > 0) return { ...(model as object), ...conformTo(model as object, value) };
  // A list whose model holds an example element keeps the elements that fit it.
  if (Array.isArray(model) && model.length > 0) {
    return (value as unknown[]).map((item) => conformValue(model[0], item)).filter((item) => item !== undefined);
  }
  return value;
}

/**
 * The fields of a stored value that fit the same fields of `model` (the store's initial value): a field
 * of another kind (an older version's shape, junk) is left out, so the initial value stays there; fields
 * the model does not name are kept as they are (optional ones), except those that reach a prototype.
 * @example conformTo({ count: 0, label: '' }, { count: '2', label: 'x', extra: 1 }) // { label: 'x', extra: 1 }
 */
export function conformTo<T extends object>(model: T, stored: unknown): Partial<T> {
  if (kindOf(stored) !== 'object') return {};
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored as Record<string, unknown>)) {
    if (UNSAFE_KEYS.has(key)) continue;
    if (!Object.hasOwn(model, key)) {
      result[key] = value;
      continue;
    }
    const conformed = conformValue((model as Record<string, unknown>)[key], value);
    if (conformed !== undefined) result[key] = conformed;
  }
  return result as Partial<T>;
}

/** Whether a stored value fits its model all the way down (no field of another kind anywhere). */
function matches(model: unknown, value: unknown): boolean {
  if (!fits(model, value)) return false;
  if (kindOf(model) === 'object') return fieldsMatch(model as Record<string, unknown>, value as Record<string, unknown>);
  if (Array.isArray(model) && model.length > 0) return (value as unknown[]).every((item) => matches(model[0], item));
  return true;
}

const fieldsMatch = (model: Record<string, unknown>, value: Record<string, unknown>) =>
  Object.entries(value).every(([key, field]) => !UNSAFE_KEYS.has(key) && (!Object.hasOwn(model, key) || matches(model[key], field)));

/**
 * An `accept` guard for {@link persisted}, for a store that takes its stored value whole: an object whose
 * fields named by `model` (an initial value) all fit it, as {@link conformTo} decides, down to the last
 * sub-field — else the stored value is dropped.
 * @example persisted('buyerapp.orderCheckout', { accept: shapedLike(initial) })
 */
export function shapedLike<T extends object>(model: () => T): (value: unknown) => value is Partial<T> {
  return (value: unknown): value is Partial<T> =>
    kindOf(value) === 'object' && fieldsMatch(model() as Record<string, unknown>, value as Record<string, unknown>);
}

/** The reset of every persisted proxy made so far, and of the stores that asked: {@link forgetTabState} runs them all. */
const tabStateResets = new Set<() => void>();

/** Has {@link forgetTabState} run `reset` too: for a store that keeps a buyer's work in memory without {@link persistedProxy}. */
export function resetWhenTabStateForgotten(reset: () => void): void {
  tabStateResets.add(reset);
}

/**
 * A valtio store kept in this tab's storage: it starts from what was stored (over `initial`, so fields
 * added since are filled in) and every change is written back. `reset` puts it back to `initial` and
 * forgets the stored copy.
 */
export function persistedProxy<T extends object>(key: string, initial: () => T): { store: T; reset: () => void } {
  const stored = persisted<Partial<T>>(key, { accept: (value): value is Partial<T> => kindOf(value) === 'object' });
  const first = initial();
  // Field by field: what an older version kept in another shape gives way to the initial value.
  const store = proxy<T>({ ...first, ...conformTo(first, stored.read()) });
  subscribe(store, () => stored.write(store));
  const reset = () => {
    Object.assign(store, initial());
    stored.write(undefined);
  };
  resetWhenTabStateForgotten(reset);
  return { store, reset };
}

/**
 * Forgets everything this tab keeps for a buyer: every persisted proxy back to its initial value (checkout,
 * pay attempts, hand-offs…) and every `buyerapp.` value of its sessionStorage (the form drafts among them).
 * For a login as another buyer in the same tab: nothing the one before typed or chose is shown to the next.
 */
export function forgetTabState(): void {
  for (const reset of tabStateResets) reset();
  forgetPersisted('buyerapp.');
}

/** A choice made on a picker page (the buyer's vehicles, ships…) for the page that opened it. */
export interface ChoiceHandoffState<T> {
  /** The page the choice was made for (the picker's `from`): only that page takes it. */
  chosenFor: string;
  chosen: T[];
  /** Bumped on every confirmed choice. */
  version: number;
}

/**
 * The hand-off of a picker page (/myShip/select_myship, …): the picker confirms a choice for the page
 * `from`, which takes it on its return — and only it, so an earlier choice made for another page is never
 * applied. Kept in this tab's storage, so a reload in between keeps it.
 */
export function choiceHandoff<T extends object>(key: string) {
  const kept = persistedProxy<ChoiceHandoffState<T>>(key, () => ({ chosenFor: '', chosen: [], version: 0 }));
  const store = kept.store;
  // Only objects: a list of another shape left by an older version hands over nothing of it.
  const chosenFor = (from: string): T[] | null =>
    store.chosenFor === from ? store.chosen.filter((item) => kindOf(item) === 'object').map((item) => ({ ...item }) as T) : null;
  return {
    store,
    /** Confirms `items` as the choice made for the page `from`. */
    choose(from: string, items: readonly T[]): void {
      Object.assign(store, { chosenFor: from, chosen: items.map((item) => ({ ...item })), version: store.version + 1 });
    },
    /** The choice made for the page `from` (copies), or null when the last choice was for another page. */
    chosenFor,
    /**
     * The choice made for the page `from`, taken once: a page that applies it to a form of its own (which
     * the buyer may change afterwards) takes it, so coming back to that page later does not apply it again.
     */
    take(from: string): T[] | null {
      const chosen = chosenFor(from);
      if (chosen !== null) store.chosenFor = '';
      return chosen;
    },
    /** Forgets the choice (tests). */
    reset: kept.reset,
  };
}

/**
 * Forgets what this tab keeps under a library's own `key` unless it is a JSON object: such a library (React
 * Router's scroll positions) writes into what it finds there, and throws on a value another version left.
 */
export function keepOnlyObjectAt(key: string): void {
  const kept = persisted<object>(key, { accept: (value): value is object => kindOf(value) === 'object' });
  try {
    if (storageOf('session')?.getItem(key) != null && kept.read() === undefined) kept.write(undefined);
  } catch {
    // No storage to clean.
  }
}

/** Reads a JSON value of this device's storage; undefined when absent or unreadable. */
export function readStored<T>(key: string): T | undefined {
  return persisted<T>(key, { area: 'local' }).read();
}

/** Stores a JSON value on this device; undefined removes it. */
export function writeStored(key: string, value: unknown): void {
  persisted<unknown>(key, { area: 'local' }).write(value);
}
