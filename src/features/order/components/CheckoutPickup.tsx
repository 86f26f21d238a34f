import { useT } from '@/lib/i18n';
import { chooseStore, chooseTakeDate, setPickupBy, setTakeTime } from '../store';
import type { CheckoutTakeProps } from './CheckoutTake';
import { PickPlan } from './PickPlan';
import { PickShip } from './PickShip';
import { PickStore } from './PickStore';
import { PickVehicle } from './PickVehicle';
import { Chips, Section } from './ui';

/** A self-pickup: the store, the buyer's vehicles or ships (when the seller asks for them) and the pickup plan. */
export default function CheckoutPickup({ draft, sellerId, vehicles, ships, pickupBy, needVehicle, returnTo, now, tried }: CheckoutTakeProps) {
  const t = useT();
  const take = draft.itemList[0]?.takeList[0]?.takeTime;
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
