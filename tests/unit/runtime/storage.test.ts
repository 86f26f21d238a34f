// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogger } from '../../../src/lib/log.ts';
import { keepOnlyObjectAt, persisted, persistedProxy, readStored, writeStored } from '../../../src/lib/storage.ts';
import { recordingLogger } from './helpers.ts';

const isList = (value: unknown): value is string[] => Array.isArray(value);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// The helper remembers what this page wrote per key (its fallback), so every test uses keys of its own.

describe('persisted: the one guarded storage helper', () => {
  it('round-trips JSON in this tab (session) or on this device (local); undefined removes', () => {
    const tab = persisted<string[]>('t.list', { accept: isList });
    tab.write(['a', 'b']);
    expect(sessionStorage.getItem('t.list')).toBe('["a","b"]');
    expect(tab.read()).toEqual(['a', 'b']);
    tab.write(undefined);
    expect(sessionStorage.getItem('t.list')).toBeNull();
    expect(tab.read()).toBeUndefined();

    writeStored('t.device', { n: 1 });
    expect(localStorage.getItem('t.device')).toBe('{"n":1}');
    expect(readStored('t.device')).toEqual({ n: 1 });
  });

  it('keeps session and local values apart under the same key; undefined removes from its own area only', () => {
    const tab = persisted<number>('t.both', { accept: (value): value is number => typeof value === 'number' });
    const device = persisted<number>('t.both', { area: 'local', accept: (value): value is number => typeof value === 'number' });
    tab.write(1);
    device.write(2);
    expect([sessionStorage.getItem('t.both'), localStorage.getItem('t.both')]).toEqual(['1', '2']);
    expect([tab.read(), device.read()]).toEqual([1, 2]);
    device.write(undefined);
    expect(localStorage.getItem('t.both')).toBeNull();
    expect(device.read()).toBeUndefined();
    expect(tab.read()).toBe(1);
    writeStored('t.device2', { n: 1 });
    writeStored('t.device2', undefined);
    expect(readStored('t.device2')).toBeUndefined();
  });

  it('an unreadable or wrongly shaped value reads as nothing', () => {
    sessionStorage.setItem('t.bad', '{not json');
    expect(persisted('t.bad').read()).toBeUndefined();
    sessionStorage.setItem('t.shape', '{"a":1}');
    expect(persisted('t.shape', { accept: isList }).read()).toBeUndefined();
  });

  it('keeps a stored text format of its own (the search history)', () => {
    const history = persisted<string[]>('t.text', { area: 'local', codec: { encode: (v) => v.join(','), decode: (text) => text.split(',') } });
    history.write(['水泥', '钢筋']);
    expect(localStorage.getItem('t.text')).toBe('水泥,钢筋');
    expect(history.read()).toEqual(['水泥', '钢筋']);
  });

  it('storage that throws (private mode, full quota) never throws: reads give what this page wrote last', () => {
    // A stubbed global rather than a spy on Storage.prototype: under happy-dom a prototype spy is not
    // reliably restored between tests, so it could leak into (or miss) the next test.
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    const draft = persisted<string[]>('t.denied');
    expect(() => draft.write(['kept'])).not.toThrow();
    expect(draft.read()).toEqual(['kept']);
  });

  it('storage that throws, with nothing written by this page, reads as nothing; a failed write is logged', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    const log = recordingLogger();
    const previous = setLogger(log);
    try {
      const local = persisted<string[]>('t.neverWritten', { area: 'local', accept: isList });
      expect(local.read()).toBeUndefined();
      expect(readStored('t.neverWritten')).toBeUndefined();
      expect(() => local.write(['x'])).not.toThrow();
      expect(() => local.write(undefined)).not.toThrow();
      expect(local.read()).toBeUndefined();
      expect(log.entries.map((entry) => [entry.level, entry.message])).toEqual([
        ['warn', 'could not persist t.neverWritten'],
        ['warn', 'could not persist t.neverWritten'],
      ]);
    } finally {
      setLogger(previous);
    }
  });

  it('without storage at all (blocked by the browser) a value lives in memory for this page', () => {
    vi.stubGlobal('sessionStorage', undefined);
    const draft = persisted<string[]>('t.noStorage', { accept: isList });
    expect(draft.read()).toBeUndefined();
    draft.write(['a']);
    expect(draft.read()).toEqual(['a']);
    draft.write(undefined);
    expect(draft.read()).toBeUndefined();
  });

  it('a persisted store starts from the stored copy over its initial value, saves changes and resets', async () => {
    sessionStorage.setItem('t.store', '{"count":2}');
    const { store, reset } = persistedProxy('t.store', () => ({ count: 0, label: 'new field' }));
    expect(store).toEqual({ count: 2, label: 'new field' });
    store.count = 3;
    await Promise.resolve();
    expect(JSON.parse(sessionStorage.getItem('t.store') ?? '{}')).toEqual({ count: 3, label: 'new field' });
    reset();
    expect(store.count).toBe(0);
  });
});

describe("keepOnlyObjectAt: a library's own storage", () => {
  it('keeps an object and forgets any other value (a number, a string, broken JSON)', () => {
    sessionStorage.setItem('lib.positions', '{"default":120}');
    keepOnlyObjectAt('lib.positions');
    expect(sessionStorage.getItem('lib.positions')).toBe('{"default":120}');
    for (const junk of ['42', '"text"', '{"', 'null', '[1]']) {
      sessionStorage.setItem('lib.positions', junk);
      keepOnlyObjectAt('lib.positions');
      expect(sessionStorage.getItem('lib.positions')).toBeNull();
    }
  });
});
