// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBanner } from '../../../src/components/ErrorBanner/index.ts';
import { resetUi, showErrorBanner, ui } from '../../../src/lib/ui.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetUi();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('error banner', () => {
  it('shows the message and hides itself after 3000 ms', async () => {
    render(<ErrorBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => showErrorBanner('库存不足'));
    expect(screen.getByRole('alert').textContent).toBe('库存不足');
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(ui.errorBanner).toEqual({ visible: false, message: '' });
  });

  it('a newer message restarts the 3000 ms', async () => {
    render(<ErrorBanner />);
    await act(async () => showErrorBanner('first'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(async () => showErrorBanner('second'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('alert').textContent).toBe('second');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
