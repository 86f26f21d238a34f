import { href } from '@/lib/routes';
import type { PickedShip } from '../store';
import { PickCarriers } from './PickCarriers';

const TEXTS = { title: 'order.checkout.ships', choose: 'order.checkout.chooseShips', none: 'order.checkout.noShip' } as const;

/** The buyer's ships that pick the goods up, for a self-pickup by ship (chosen on /myShip/select_myship). */
export function PickShip({ ships, returnTo, missing }: { ships: readonly PickedShip[]; returnTo: string; missing: boolean }) {
  const items = ships.map((s) => ({ id: s.shipId, text: s.shipName }));
  return <PickCarriers items={items} pickerHref={href('/myShip/select_myship', { from: returnTo })} texts={TEXTS} missing={missing} />;
}
