import { lazy, Suspense } from 'react';
import { deliveryWayCodes } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import type { OrderDraft } from '@/domain';
import { chooseAddress, chooseTakeDate, chooseTransfer, setTakeTime, type PickedShip, type PickedVehicle } from '../store';
import type { PickupCarrier } from '@/domain';
import { Address } from './Address';
import { DeliverPlan } from './DeliverPlan';

const CheckoutPickup = lazy(() => import('./CheckoutPickup'));

export interface CheckoutTakeProps {
  readonly draft: OrderDraft;
  readonly sellerId: string;
  readonly addressId: string;
  readonly vehicles: readonly PickedVehicle[];
  readonly ships: readonly PickedShip[];
  readonly pickupBy: PickupCarrier;
  /** A self-pickup needs the buyer's vehicles or ships (the seller's options). */
  readonly needVehicle: boolean;
  /** The confirm page's own address, for the pickers to come back to. */
  readonly returnTo: string;
  readonly now: number;
  /** The buyer tried to submit: what is missing shows as an error. */
  readonly tried: boolean;
  readonly onFloorValid: (valid: boolean) => void;
}

/** How the goods come: the delivery address and plan, or the pickup store, carriers and plan. */
export function CheckoutTake({ draft, sellerId, addressId, vehicles, ships, pickupBy, needVehicle, returnTo, now, tried, onFloorValid }: CheckoutTakeProps) {
  const t = useT();
  const take = draft.itemList[0]?.takeList[0]?.takeTime;
  if (draft.deliveryType === deliveryWayCodes.delivery) {
    return (
      <>
        <Address addressId={addressId} returnTo={returnTo} onMissing={() => chooseAddress('')} />
        {tried && !addressId && <div className="ord-error ord-error--inset">{t('order.checkout.chooseAddress')}</div>}
        <DeliverPlan
          transferWay={draft.transferWay}
          floor={draft.floor}
          takeTime={take}
          now={now}
          onTransfer={(way, floor) => chooseTransfer(way, floor)}
          onDate={(date) => chooseTakeDate(date)}
          onSlot={(date, slot) => setTakeTime(date, slot)}
          onFloorValid={onFloorValid}
        />
      </>
    );
  }
  // A self-pickup is the rarer way: its pickers come in a chunk of their own when it is chosen.
  return (
    <Suspense fallback={null}>
      <CheckoutPickup
        draft={draft}
        sellerId={sellerId}
        addressId={addressId}
        vehicles={vehicles}
        ships={ships}
        pickupBy={pickupBy}
        needVehicle={needVehicle}
        returnTo={returnTo}
        now={now}
        tried={tried}
        onFloorValid={onFloorValid}
      />
    </Suspense>
  );
}
