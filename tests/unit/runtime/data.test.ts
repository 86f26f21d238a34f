import { describe, expect, it } from 'vitest';
import { createPagedList, latestRequest, onScreenRefresh, refreshScreen, SupersededError } from '../../../src/lib/data.ts';

/** A promise and its resolve/reject, for answering requests in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('latestRequest', () => {
  it('a newer request aborts the older one, whose answer then counts for nothing', async () => {
    const requests = latestRequest();
    const first = deferred<string>();
    const signals: AbortSignal[] = [];
    const older = requests.run((signal) => (signals.push(signal), first.promise));
    const newer = requests.run(async (signal) => (signals.push(signal), 'new'));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[0]?.reason).toBeInstanceOf(SupersededError);
    expect(signals[1]?.aborted).toBe(false);
    first.resolve('old');
    expect(await older).toEqual({ current: false });
    expect(await newer).toEqual({ current: true, value: 'new' });
  });

  it('the failure of the current request is rethrown; a superseded one fails silently', async () => {
    const requests = latestRequest();
    const older = requests.run(() => Promise.reject(new Error('late failure')));
    const newer = requests.run(() => Promise.reject(new Error('current failure')));
    expect(await older).toEqual({ current: false });
    await expect(newer).rejects.toThrow('current failure');
  });
});

describe('createPagedList', () => {
  const page = (from: number, count: number, total: number) => ({ list: Array.from({ length: count }, (_, i) => ({ id: `g${from + i}` })), total });

  it('loads the first page, appends the next without repeats, and knows when the end is reached', async () => {
    const list = createPagedList<{ id: string }>({ pageSize: 2, keyOf: (item) => item.id });
    const asked: number[] = [];
    await list.load(async (pageNum) => (asked.push(pageNum), pageNum === 1 ? page(1, 2, 3) : { list: [{ id: 'g2' }, { id: 'g3' }], total: 3 }));
    expect(list.state).toMatchObject({ status: 'ready', pageNum: 1, total: 3, hasMore: true });
    await list.loadMore();
    expect(list.state.items.map((item) => item.id)).toEqual(['g1', 'g2', 'g3']);
    expect(list.state).toMatchObject({ pageNum: 2, hasMore: false });
    await list.loadMore();
    expect(asked).toEqual([1, 2]);
  });

  it('a new query supersedes the one loading: its late answer is never shown', async () => {
    const list = createPagedList<{ id: string }>({ pageSize: 10, keyOf: (item) => item.id });
    const slow = deferred<{ list: { id: string }[]; total: number }>();
    const older = list.load(() => slow.promise);
    await list.load(async () => ({ list: [{ id: 'fresh' }], total: 1 }));
    slow.resolve({ list: [{ id: 'stale' }], total: 1 });
    await older;
    expect(list.state.items.map((item) => item.id)).toEqual(['fresh']);
  });

  it('a failed first page is kept as the error and rethrown; a failed next page keeps the list and asks the same page again', async () => {
    const list = createPagedList<{ id: string }>({ pageSize: 1, keyOf: (item) => item.id });
    await expect(list.load(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(list.state.status).toBe('error');
    let failNext = true;
    const asked: number[] = [];
    await list.load(async (pageNum) => {
      asked.push(pageNum);
      if (pageNum === 2 && failNext) throw new Error('page 2 down');
      return page(pageNum, 1, 3);
    });
    await expect(list.loadMore()).rejects.toThrow('page 2 down');
    expect(list.state).toMatchObject({ status: 'ready', pageNum: 1, hasMore: true });
    failNext = false;
    await list.loadMore();
    expect(asked).toEqual([1, 2, 2]);
    expect(list.state.items.map((item) => item.id)).toEqual(['g1', 'g2']);
  });

  it('a quiet reload keeps what is shown while it loads; clear empties the list', async () => {
    const list = createPagedList<{ id: string }>({ pageSize: 10, keyOf: (item) => item.id });
    await list.load(async () => page(1, 2, 2));
    const reload = deferred<{ list: { id: string }[]; total: number }>();
    const pending = list.load(() => reload.promise, { quiet: true });
    expect(list.state).toMatchObject({ status: 'ready' });
    expect(list.state.items).toHaveLength(2);
    reload.resolve(page(5, 1, 1));
    await pending;
    expect(list.state.items.map((item) => item.id)).toEqual(['g5']);
    list.clear();
    expect(list.state).toMatchObject({ status: 'idle', items: [], hasMore: false });
  });
});

describe('refreshScreen', () => {
  it('reaches every listener until it unsubscribes', () => {
    const heard: string[] = [];
    const stopA = onScreenRefresh(() => heard.push('a'));
    const stopB = onScreenRefresh(() => heard.push('b'));
    refreshScreen();
    stopA();
    refreshScreen();
    stopB();
    refreshScreen();
    expect(heard).toEqual(['a', 'b', 'b']);
  });
});
