import { deliveryWayCodes } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import type { OrderDraft } from '@/domain';
import { chooseAddress, chooseStore, chooseTakeDate, chooseTransfer, setPickupBy, setTakeTime, type PickedShip, type PickedVehicle } from '../store';
import type { PickupCarrier } from '@/domain';
import { Address } from './Address';
import { DeliverPlan } from './DeliverPlan';
import { PickPlan } from './PickPlan';
import { PickShip } from './PickShip';
import { PickStore } from './PickStore';
import { PickVehicle } from './PickVehicle';
import { Chips, Section } from './ui';

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
  const byShip = pickupBy === 'ship';
  const carrierOptions = [
    { id: 'vehicle' as const, text: t('order.checkout.byVehicle') },
    { id: 'ship' as const, text: t('order.checkout.byShip') },
  ];
  return (
    <>
      <PickStore sellerId={sellerId} storeId={draft.storeId} onChange={chooseStore} />
      {needVehicle && (
        <Section title={t('order.checkout.pickupBy')}>
          <Chips label={t('order.checkout.pickupBy')} options={carrierOptions} value={pickupBy} onChange={setPickupBy} />
        </Section>
      )}
      {needVehicle && !byShip && <PickVehicle vehicles={vehicles} returnTo={returnTo} missing={tried} />}
      {needVehicle && byShip && <PickShip ships={ships} returnTo={returnTo} missing={tried} />}
      <PickPlan takeTime={take} now={now} onDate={(date) => chooseTakeDate(date)} onSlot={(date, slot) => setTakeTime(date, slot)} />
    </>
  );
}
