// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reset as resetRebar } from '../../../src/features/rebar/store.ts';
import SelectRebar from '../../../src/features/rebar/screens/SelectRebar.tsx';
import { rebar } from '../../../src/lib/constants.ts';
import { installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

/** The list's limit (constants rebar.maxEntries, what the gateway takes): adding stops there, said under the list. */
const OPTIONS = { shapes: [{ option1Type: 1, name: '直条' }], option2Values: ['10'], option3Values: ['6'], option4Values: [] };
const entries = (n: number) =>
  Array.from({ length: n }, (_, listIndex) => ({ listIndex, option1Type: 1, option2Value: '1', option3Value: '1', option4Value: '0' }));

function gateway(saved: number) {
  return installGateway({
    'goods.rebarPrice': ok({ goodsId: 'g_rebar', varietyId: 'var_16', rebarPrice: '0.35' }),
    'goods.rebarOptions': ok(OPTIONS),
    'cart.rebarEntries': ok({ cartResourceId: 'cart9', rebarPrice: '0.40', entries: entries(saved), rebarAmount: '0.00' }),
    'cart.saveRebarEntries': ok({ cartResourceId: 'cart9', rebarPrice: '0.40', entries: entries(saved), rebarAmount: '0.00' }),
  });
}
const addButton = () => screen.getByRole('button', { name: '添加一项' });

beforeEach(() => {
  setUpScreenTest();
  sessionStorage.clear();
  resetRebar();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

// Two hundred entries rendered: the run's own 60 s per test (testTimeout, vite.config.ts), not less — beside a second
// npm test on the same two cores these took 37 s and 32 s.
describe(`rebar list limit (${rebar.maxEntries} entries)`, () => {
  it('adds up to the limit, then the add button is off and the message under the list says why', async () => {
    expect(rebar.maxEntries).toBe(200);
    gateway(rebar.maxEntries - 1);
    renderScreen('/selectRebar?goodsId=g_rebar&cartResourceId=cart9', <SelectRebar />);
    await screen.findByText('加工单价 ¥0.40');
    expect(screen.queryByText(/料单最多/)).toBeNull();
    expect(addButton()).toHaveProperty('disabled', false);
    await userEvent.click(addButton());
    await waitFor(() => expect(screen.getByRole('textbox', { name: `第${rebar.maxEntries}项根数` })).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe(`料单最多${rebar.maxEntries}项，已达上限`);
    expect(addButton()).toHaveProperty('disabled', true);
    await userEvent.click(addButton());
    expect(screen.queryByRole('textbox', { name: `第${rebar.maxEntries + 1}项根数` })).toBeNull();
  });

  it('a list longer than the limit is not sent: the message says to delete the extra entries', async () => {
    const gw = gateway(rebar.maxEntries + 1);
    renderScreen('/selectRebar?goodsId=g_rebar&cartResourceId=cart9', <SelectRebar />);
    await screen.findByText('加工单价 ¥0.40');
    expect(screen.getByRole('status').textContent).toBe(`料单最多${rebar.maxEntries}项，请删除多出的项`);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gw.calls('cart.saveRebarEntries')).toHaveLength(0);
  });
});
