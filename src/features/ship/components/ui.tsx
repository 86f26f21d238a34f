import { createLoadState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import type { Ship } from '../api';

/** Loading, error (with retry) or the content, in the ship pages' words. */
export const LoadState = createLoadState({ failedTitle: 'ship.common.loadFailed', retryLabel: 'ship.common.retry', className: 'app-state' });

/** The ship types the add form offers; the gateway keeps the code (older ships may hold a name). */
export const SHIP_TYPES = ['bulk', 'container', 'barge', 'other'] as const;

/** A ship's type in the buyer's language: a known code translated, any other text as it is. */
export function useShipTypeText(): (type: string | undefined) => string {
  const t = useT();
  return (type) => {
    const known = SHIP_TYPES.find((code) => code === type);
    return known ? t(`ship.types.${known}`) : (type ?? '');
  };
}

/** "Bulk carrier · 1500 t deadweight · Reg. no.: CN…": what identifies a ship under its name. */
export function useShipSummary(): (ship: Pick<Ship, 'shipType' | 'tonnage' | 'shipNo'>) => string {
  const t = useT();
  const typeText = useShipTypeText();
  return (ship) =>
    [typeText(ship.shipType), t('ship.common.tonnage', { tonnage: ship.tonnage }), t('ship.common.shipNo', { no: ship.shipNo })].filter(Boolean).join(' · ');
}
