import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScreen, resetLoadedScreens } from '../../../src/app/screens.ts';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadOnce } from '../../../src/lib/chunkReload.ts';
import { setLogger } from '../../../src/lib/log.ts';
import { recordingLogger } from './helpers.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

beforeEach(() => {
  resetLoadedScreens();
  setLogger(recordingLogger());
});

describe('a failed chunk load', () => {
  it('is recognised in every browser wording', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/Cart-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('gateway down'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the page once, not again right after (no loop), and again after the guard window', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce({ storage, reload, now: 1_000 })).toBe(true);
    expect(reloadOnce({ storage, reload, now: 1_000 + CHUNK_RELOAD_GUARD_MS - 1 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce({ storage, reload, now: 1_000 + CHUNK_RELOAD_GUARD_MS })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without storage to guard with', () => {
    const reload = vi.fn();
    expect(reloadOnce({ reload, now: 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('while loading a screen: reloads once and waits for the reload; a repeat failure becomes an error', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Cart.js'));
    const reload = vi.fn(() => reload.mock.calls.length === 1);
    const first = loadScreen('/cart/cart', failing, reload);
    const settledFirst = await Promise.race([first.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 20))]);
    expect(settledFirst).toBe('waiting');
    await expect(loadScreen('/cart/cart', failing, reload)).rejects.toThrow('页面资源加载失败，请检查网络后刷新');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('other load errors pass through untouched, and a loaded screen is kept', async () => {
    const reload = vi.fn(() => true);
    await expect(loadScreen('/x', () => Promise.reject(new Error('syntax')), reload)).rejects.toThrow('syntax');
    expect(reload).not.toHaveBeenCalled();
    const Screen = () => null;
    const load = vi.fn(async () => ({ default: Screen }));
    expect(await loadScreen('/y', load)).toBe(Screen);
    expect(await loadScreen('/y', load)).toBe(Screen);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
