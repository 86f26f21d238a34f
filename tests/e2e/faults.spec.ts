import { DEMO_BUYER } from '../../gateway/seed/index.ts';
import { cookies } from '../../generated/constants.gen.ts';
import { FAULTS, hasCell, runCell, type FaultFlow } from './faults/matrix.ts';
import { accountFlows } from './faults/flows/account.ts';
import { buyingFlows } from './faults/flows/buying.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { test } from './support/test.ts';

/**
 * The fault matrix — every flow that writes × offline (or, for a write that waits offline, offline and queued) / 500 / timeout / 401, one parameterised
 * suite (tests/e2e/faults/matrix.ts says what each cell proves; the flows are in tests/e2e/faults/flows/).
 * The cells run side by side, one gateway per Playwright worker (the file's beforeAll runs once per worker)
 * whose cells run one after another: a cell counts its write's effects from what it found before it. The table is printed at the end of the run (tests/e2e/faults/report.ts).
 */
const FLOWS: readonly FaultFlow[] = [...buyingFlows, ...accountFlows];

const live = useLiveGateway();
test.describe.configure({ mode: 'parallel' });

for (const flow of FLOWS) {
  for (const fault of FAULTS.filter((column) => hasCell(flow, column))) {
    test(`fault matrix: ${flow.name} × ${fault}`, async ({ page, context }, testInfo) => {
      const token = await live.login(DEMO_BUYER.accountName);
      await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
      const mark = `${FAULTS.indexOf(fault)}${Date.now().toString(36).slice(-5)}`;
      await runCell(flow, fault, { page, context, live, token, mark, data: {} }, testInfo.project.outputDir);
    });
  }
}
