// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryCookieJar, setCookieJar } from '../../../src/lib/cookies.ts';
import { i18n, locales, restoreLocale } from '../../../src/lib/i18n.ts';
import { setLogger } from '../../../src/lib/log.ts';
import { addressStore, can, resetAddress, resetSession, restoreAddress, restoreSession, session } from '../../../src/lib/session/index.ts';
import { choiceHandoff, conformTo, persisted, persistedProxy, shapedLike, storageKeys } from '../../../src/lib/storage.ts';
import { readAddonDraft } from '../../../src/features/addons/draft.ts';
import { readOrderCart, ORDER_CART_KEY } from '../../../src/features/cart/orderCart.ts';
import { chosenInvoiceTitle } from '../../../src/features/invoice/titleChoice.ts';
import { readRebarDraft } from '../../../src/features/rebar/draft.ts';
import { loadHistory, searchStore } from '../../../src/features/search/store.ts';
import { searchHistory } from '../../../src/lib/constants.ts';
import { recordingLogger } from './helpers.ts';

/**
 * Issue 17, storage and startup: whatever text is stored under a key the app keeps — junk, JSON of another
 * shape, prototype keys, what an older version wrote — reading it never throws and gives nothing or a value
 * of the right shape; a full quota or storage that is not there (private mode) keeps the value in memory.
 */

/** Stored text of every sort: any text, any JSON, objects with prototype keys, truncated JSON. */
const storedText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.json(),
  fc.jsonValue().map((value) => `{"__proto__":${JSON.stringify(value)},"constructor":{"prototype":{"polluted":true}},"prototype":1}`),
  fc.json().map((text) => text.slice(0, Math.max(0, text.length - 1))),
  fc
    .dictionary(fc.constantFrom('userInfo', 'latLng', 'chosen', 'keys', 'memberId', 'accountName', 'btnId', 'selected', 'lat', 'lng'), fc.jsonValue())
    .map((v) => JSON.stringify(v)),
);

const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

let log: ReturnType<typeof recordingLogger>;
let restoreLog: () => void;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  log = recordingLogger();
  const previous = setLogger(log);
  restoreLog = () => void setLogger(previous);
});
afterEach(() => {
  restoreLog();
  vi.unstubAllGlobals();
  resetSession();
  resetAddress();
});

describe('every key the app keeps, with any stored text', () => {
  it('should restore the session (userInfo, homePage, buttonList) as nothing or the right shape, never throwing', () => {
    const previous = setCookieJar(memoryCookieJar());
    try {
      fc.assert(
        fc.property(storedText, storedText, storedText, (info, home, buttons) => {
          localStorage.setItem(storageKeys.userInfo, info);
          localStorage.setItem(storageKeys.homePath, home);
          localStorage.setItem(storageKeys.buttonList, buttons);
          restoreSession();
          const user = session.userInfo;
          expect(user === null || (typeof user.accountName === 'string' && typeof user.memberId === 'string')).toBe(true);
          expect(session.homePath === null || (session.homePath.startsWith('/') && !session.homePath.startsWith('//'))).toBe(true);
          expect(session.buttonList.every((button) => kind(button) === 'object' && typeof button.btnId === 'string')).toBe(true);
          expect(() => can('order.cancel')).not.toThrow();
        }),
      );
    } finally {
      setCookieJar(previous);
    }
  });

  it('should restore the address fields each of its own kind, a position with numbers, never throwing', () => {
    resetAddress();
    const model = JSON.parse(JSON.stringify(addressStore)) as Record<string, unknown>;
    fc.assert(
      fc.property(storedText, (text) => {
        resetAddress();
        localStorage.setItem(storageKeys.address, text);
        restoreAddress();
        for (const [key, initial] of Object.entries(model)) {
          const value = (addressStore as unknown as Record<string, unknown>)[key];
          if (initial === null) expect(['null', 'object']).toContain(kind(value));
          else expect(kind(value)).toBe(kind(initial));
        }
        for (const position of [addressStore.latLng, addressStore.latLng1]) {
          expect(position === null || (Number.isFinite(position.lat) && Number.isFinite(position.lng))).toBe(true);
        }
      }),
    );
  });

  it('should restore a language of the catalogue whatever was stored', async () => {
    await fc.assert(
      fc.asyncProperty(storedText, async (text) => {
        localStorage.setItem(storageKeys.locale, text);
        expect(locales).toContain(await restoreLocale());
        expect(locales).toContain(i18n.locale);
      }),
      { numRuns: 50 },
    );
  });

  it("should read the features' drafts and hand-offs as nothing or the right shape", () => {
    fc.assert(
      fc.property(storedText, (text) => {
        for (const key of ['buyerapp.rebar.g', 'buyerapp.addons.g', ORDER_CART_KEY, 'buyerapp.invoiceTitleChoice']) sessionStorage.setItem(key, text);
        localStorage.setItem(searchHistory.storageKey, text);
        for (const entry of readRebarDraft('g')) {
          expect(typeof entry.listIndex).toBe('number');
          expect(typeof entry.option2Value).toBe('string');
        }
        const addons = readAddonDraft('g');
        expect(addons === null || (Array.isArray(addons.chosen) && typeof addons.addUnitPrice === 'string')).toBe(true);
        const cart = readOrderCart();
        expect(Array.isArray(cart) && cart.every((group) => kind(group) === 'object' && Array.isArray(group.children))).toBe(true);
        const title = chosenInvoiceTitle('/from');
        expect(title === undefined || typeof title.titleId === 'string').toBe(true);
        loadHistory();
        expect(searchStore.history.every((term) => typeof term === 'string' && term !== '')).toBe(true);
      }),
    );
  });
});

describe('a persisted store takes from storage only what fits its initial value', () => {
  const model = () => ({
    text: '',
    count: 0,
    flag: false,
    ids: [''],
    anyList: [] as unknown[],
    form: { name: '', age: 0 },
    record: {} as Record<string, string>,
    picked: null as Record<string, unknown> | null,
  });

  it('should keep every field of its own kind, whatever JSON was stored (conformTo)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...Object.keys(model()), '__proto__', 'extra'), fc.jsonValue())), (stored) => {
        const initial = model();
        const merged: Record<string, unknown> = { ...initial, ...conformTo(initial, JSON.parse(JSON.stringify(stored)) as unknown) };
        for (const [key, value] of Object.entries(initial)) {
          const got = merged[key];
          if (value === null) expect(['null', 'object']).toContain(kind(got));
          else expect(kind(got)).toBe(kind(value));
        }
        expect((merged.ids as unknown[]).every((id) => typeof id === 'string')).toBe(true);
        expect(kind((merged.form as { name: unknown }).name)).toBe('string');
        expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
    );
  });

  it('should start a valtio store from junk or an older shape with its initial values there', () => {
    let n = 0;
    fc.assert(
      fc.property(storedText, (text) => {
        n += 1;
        sessionStorage.setItem(`t.proxy.${n}`, text);
        const { store } = persistedProxy(`t.proxy.${n}`, model);
        for (const [key, value] of Object.entries(model())) {
          const got = (store as Record<string, unknown>)[key];
          if (value === null) expect(['null', 'object']).toContain(kind(got));
          else expect(kind(got)).toBe(kind(value));
        }
        expect(Object.getPrototypeOf(store)).toBe(Object.prototype);
      }),
      { numRuns: 100 },
    );
  });

  it('should drop, whole, a stored value with any field of another kind (shapedLike) and keep one that fits', () => {
    const accept = shapedLike(model);
    expect(accept({ text: 'a', form: { name: 'b' }, ids: ['x'], picked: { any: 1 }, extra: [1] })).toBe(true);
    expect(accept({ text: 1 })).toBe(false);
    expect(accept({ form: { name: 2 } })).toBe(false);
    expect(accept({ ids: ['x', 3] })).toBe(false);
    expect(accept(JSON.parse('{"__proto__":{"text":"a"}}'))).toBe(false);
    expect(accept([])).toBe(false);
    expect(accept(null)).toBe(false);
  });

  it('should hand over only objects from a picker choice of another shape', () => {
    sessionStorage.setItem('t.handoff', JSON.stringify({ chosenFor: '/x', chosen: [null, 'a', 3, { id: 'v1' }], version: 2 }));
    expect(choiceHandoff<{ id: string }>('t.handoff').chosenFor('/x')).toEqual([{ id: 'v1' }]);
  });
});

describe('storage that refuses: a full quota, private mode', () => {
  it('should keep a value in memory and log when setItem throws QuotaExceededError, never throwing', () => {
    const quota = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: quota, removeItem: () => undefined });
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const kept = persisted<unknown>('t.quota', { area: 'local' });
        expect(() => kept.write(value)).not.toThrow();
        expect(kept.read()).toEqual(value);
      }),
      { numRuns: 50 },
    );
    expect(log.entries.length).toBeGreaterThan(0);
    expect(log.entries.every((entry) => entry.level === 'warn' && entry.message === 'could not persist t.quota')).toBe(true);
  });

  it('should keep values in memory when reading window.localStorage/sessionStorage throws SecurityError', () => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(window, name);
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
      try {
        const kept = persisted<string[]>(`t.private.${name}`, { area: name === 'localStorage' ? 'local' : 'session' });
        expect(kept.read()).toBeUndefined();
        expect(() => kept.write(['a'])).not.toThrow();
        expect(kept.read()).toEqual(['a']);
        // The session's start reads its keys there too.
        expect(() => restoreSession()).not.toThrow();
        expect(() => restoreAddress()).not.toThrow();
      } finally {
        if (descriptor) Object.defineProperty(window, name, descriptor);
      }
    }
  });
});
