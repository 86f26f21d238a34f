// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider, queryClient } from '../../../src/lib/query.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrefetchLink } from '../../../src/components/PrefetchLink/index.ts';
import { prefetchPath, resetPrefetched, shouldPrefetch, whenIdle } from '../../../src/lib/prefetch.ts';
import { href } from '../../../src/lib/routes.ts';

describe('should the app prefetch?', () => {
  it('skips 2g, slow-2g and data saver; prefetches otherwise or when the browser cannot tell', () => {
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
  });
});

describe('idle scheduling', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks requestIdleCallback with the 2000 ms timeout', () => {
    const requestIdleCallback = vi.fn(() => 7);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const callback = () => undefined;
    whenIdle(callback)();
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 2000 });
  });
});

describe('prefetchPath', () => {
  beforeEach(() => resetPrefetched());

  it('loads a built screen once and ignores unknown paths', async () => {
    // /index is built (HomeIndex).
    const first = prefetchPath('/index?from=x');
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toMatchObject({ default: expect.any(Function) });
    expect(prefetchPath('/index')).toBeUndefined();
    expect(prefetchPath('/nowhere')).toBeUndefined();
  });
});

describe('PrefetchLink', () => {
  let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  const idle: (() => void)[] = [];

  beforeEach(() => {
    resetPrefetched();
    observed = undefined;
    idle.length = 0;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderLink(connection?: object) {
    vi.stubGlobal('navigator', { ...navigator, connection });
    const router = createMemoryRouter([{ path: '/', element: <PrefetchLink to={href('/index')}>首页</PrefetchLink> }]);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it('prefetches when the link becomes visible and the browser is idle', () => {
    renderLink({ effectiveType: '4g' });
    expect(idle).toHaveLength(0);
    act(() => observed?.([{ isIntersecting: true }]));
    expect(idle).toHaveLength(1);
    idle[0]?.();
    // Already prefetched: a second attempt does nothing.
    expect(prefetchPath('/index')).toBeUndefined();
  });

  it.each([[{ effectiveType: '2g' }], [{ effectiveType: '4g', saveData: true }]])('does not even watch the link on %o', (connection) => {
    renderLink(connection);
    expect(observed).toBeUndefined();
  });
});
