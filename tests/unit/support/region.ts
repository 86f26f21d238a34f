import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Chooses the address form's region in its sheet: province, city, district (fireEvent: the sheet takes no pointer events while it slides in). */
export async function pickRegion([province, city, district]: readonly [string, string, string]): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: /^所在地区/ }));
  for (const [level, name] of [
    ['请选择省份', province],
    ['请选择城市', city],
    ['请选择区县', district],
  ] as const)
    // hidden: react-spring may not have started the sheet's slide-in in happy-dom (its frame loop outlives a test).
    fireEvent.click(within(await screen.findByRole('list', { name: level, hidden: true })).getByRole('button', { name, hidden: true }));
  await waitFor(() => expect(screen.getByRole('button', { name: /^所在地区/ }).getAttribute('aria-label')).toContain(district));
}
