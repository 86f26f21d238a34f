// The one request-counting check of the bad-input form tests (tests/unit/forms/*): type a value the way
// a paste does (the whole value at once, so maxLength and the keyboard cannot soften it), submit, then
// expect the catalogue message on screen and not one request more than before the submit.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { expect } from 'vitest';

/** What installGateway (tests/unit/support/harness.tsx) records: every request the app sent, answered or not. */
export interface SeenRequests {
  readonly seen: readonly unknown[];
}

/** Puts `value` into a text box or text area at once, as a paste or an input method would. */
export function paste(field: HTMLElement, value: string): void {
  fireEvent.change(field, { target: { value } });
}

/**
 * Runs `submit` and expects `text` (a catalogue message, see badInput.ts `message`) to show and no request
 * to have been sent by it; the requests the screen made while loading are not counted.
 */
export async function expectRefused(gateway: SeenRequests, submit: () => unknown, text: string): Promise<void> {
  const before = gateway.seen.length;
  await submit();
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  // A request a refused form sends anyway would start in the same turn; give it one more to be seen.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(gateway.seen.length, `requests sent after submitting a bad value (expected "${text}")`).toBe(before);
}

/** Unmounts the screen and closes toasts and dialogs between two runs of a property. */
export function clearScreen(): void {
  cleanup();
  Dialog.clear();
  Toast.clear();
  document.body.innerHTML = '';
}

/**
 * Puts `value` into a pay-password field (antd-mobile PasscodeInput, named by its label) at once, through
 * the component's own hidden input as a paste would; the field keeps at most its six cells, like the keyboard.
 */
export async function pastePasscode(label: string, value: string): Promise<void> {
  const field = await screen.findByRole('button', { name: label });
  const input = field.querySelector('input');
  if (!input) throw new Error(`no input inside the pay-password field "${label}"`);
  paste(input, value);
}
