import { LoadState as SharedLoadState, type LoadStateProps } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import type { Vehicle } from '../api';
import { vehicleTypeKey } from '../store';
export { useRouteTitle } from '@/lib/useRouteTitle';

/** Loading, error (with retry) or the content, in this feature's words. */
export function LoadState(props: Omit<LoadStateProps, 'failedTitle' | 'retryLabel' | 'className'>) {
  const t = useT();
  return <SharedLoadState {...props} className="app-state" failedTitle={t('vehicle.select.loadFailed')} retryLabel={t('vehicle.select.retry')} />;
}

/** A vehicle's type in the buyer's language: a known code translated, else the gateway's name. */
export function useVehicleTypeText(): (vehicle: Pick<Vehicle, 'vehicleType' | 'vehicleTypeName'>) => string {
  const t = useT();
  return (vehicle) => {
    const key = vehicleTypeKey(vehicle.vehicleType);
    return key ? t(key) : (vehicle.vehicleTypeName ?? vehicle.vehicleType);
  };
}
