import { buyerState, logInBuyer } from '../support/journey.ts';
import { test as setup } from '../support/test.ts';

/** Logs the demo buyer in once, through the login page, and keeps the session for the journeys. */
setup('log the demo buyer in', async ({ page }) => {
  await logInBuyer(page);
  await page.context().storageState({ path: buyerState });
});
