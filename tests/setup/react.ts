// Screen tests render React into happy-dom. React's scheduler runs work in a later macrotask (Node's
// setImmediate, which happy-dom neither owns nor cancels); work still queued when a file ends would run
// after the DOM environment is torn down ("window is not defined", an unhandled error that fails the
// run although every test passed — on a slower machine than this one). So: unmount after each test;
// at the end of a file cancel happy-dom's timers while the window still exists (a toast's close timer,
// an interval: the harness's tearDownScreenTest closes antd-mobile's toasts and dialogs), and let every
// macrotask queued so far run before the environment goes away.
import { setImmediate as nextMacrotask, setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach } from 'vitest';

interface HappyDomWindow {
  happyDOM?: { abort?: () => Promise<void> | void };
}

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor give up after 1 s by default: on a loaded two-core machine an antd-mobile toast or a
  // commit can take longer than that to show. A passing test never waits the extra time.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => cleanup());
  afterAll(async () => {
    cleanup();
    await (window as unknown as HappyDomWindow).happyDOM?.abort?.();
    // A few rounds: work run in one macrotask may queue the next (a commit, then its passive effects).
    for (let round = 0; round < 5; round++) await nextMacrotask();
    await sleep(20);
    for (let round = 0; round < 3; round++) await nextMacrotask();
  });
}
