import { choiceHandoff } from '@/lib/storage';

/** A ship the buyer chose on /myShip/select_myship for a self-pickup by ship. */
export interface ChosenShip {
  shipId: string;
  shipName: string;
}

const handoff = choiceHandoff<ChosenShip>('buyerapp.shipChoice');

/** The last choice of ships and the page it was made for. */
export const shipChoice = handoff.store;

/** Confirms the ships chosen for the page `from` (the order confirm page). */
export function chooseShips(from: string, ships: readonly ChosenShip[]): void {
  handoff.choose(
    from,
    ships.map((s) => ({ shipId: s.shipId, shipName: s.shipName })),
  );
}

/** The ships chosen for the page `from`, or null when the last choice was another page's. */
export const shipsChosenFor = (from: string): ChosenShip[] | null => handoff.chosenFor(from);

/** Resets the store (tests). */
export const reset = handoff.reset;
