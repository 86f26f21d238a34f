// Screen tests render React into happy-dom. React's scheduler runs work in a later macrotask
// (setImmediate); work still queued when a file ends would run after the DOM environment is torn down
// ("window is not defined", an unhandled error that fails the run). Unmount after each test and let the
// scheduler drain before the environment goes away.
import { afterAll, afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
}
