// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persisted, persistedProxy, readStored, writeStored } from '../../../src/lib/storage.ts';

const isList = (value: unknown): value is string[] => Array.isArray(value);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

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
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const draft = persisted<string[]>('t.denied');
    expect(() => draft.write(['kept'])).not.toThrow();
    expect(draft.read()).toEqual(['kept']);
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
