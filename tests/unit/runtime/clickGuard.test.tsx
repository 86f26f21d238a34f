// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpAntd } from '../../../src/app/antd.ts';
import { createClickGuard, GuardedButton } from '../../../src/components/ClickGuard/index.ts';

beforeAll(() => setUpAntd());
afterEach(() => cleanup());

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('click guard', () => {
  it('ignores repeated clicks while the action runs and says 请稍候...', async () => {
    const gate = deferred();
    const action = vi.fn(() => gate.promise);
    render(<GuardedButton onClick={action}>提交订单</GuardedButton>);
    const button = screen.getByRole('button', { name: '提交订单' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('请稍候...')).toBeTruthy();
    expect(button.getAttribute('aria-busy')).toBe('true');

    gate.resolve();
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    await userEvent.click(button);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('releases the lock when the action fails', async () => {
    const busy = vi.fn();
    const { guard } = createClickGuard(busy);
    const failing = guard(async () => {
      throw new Error('nope');
    });
    await expect(failing()).rejects.toThrow('nope');
    const ok = vi.fn();
    await guard(ok)();
    expect(ok).toHaveBeenCalledTimes(1);
    expect(busy).not.toHaveBeenCalled();
  });

  it('one guard is one lock across the actions it wraps', async () => {
    const busy = vi.fn();
    const { guard } = createClickGuard(busy);
    const gate = deferred();
    const first = guard(() => gate.promise)();
    const other = vi.fn();
    await guard(other)();
    expect(other).not.toHaveBeenCalled();
    expect(busy).toHaveBeenCalledTimes(1);
    gate.resolve();
    await first;
  });
});
