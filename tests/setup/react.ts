// Screen tests render React into happy-dom. React's scheduler runs work in a later macrotask (Node's
// setImmediate, which happy-dom neither owns nor cancels). The test files share one module graph and one
// window (vitest --no-isolate, scripts/test-all.sh), so nothing is torn down between files; what a file
// leaves behind is put right at its end: unmount after each test (the harness's tearDownScreenTest closes
// antd-mobile's toasts and dialogs), and let every macrotask queued so far run before the next file. The
// window's timers are not aborted: the next file still needs them (an aborted window shows no toast).
import { setImmediate as nextMacrotask, setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor give up after 1 s by default: on a loaded two-core machine an antd-mobile toast or a
  // commit can take longer than that to show. A passing test never waits the extra time.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => cleanup());
  afterAll(async () => {
    cleanup();
    // A few rounds: work run in one macrotask may queue the next (a commit, then its passive effects).
    for (let round = 0; round < 5; round++) await nextMacrotask();
    await sleep(20);
    for (let round = 0; round < 3; round++) await nextMacrotask();
  });
}
