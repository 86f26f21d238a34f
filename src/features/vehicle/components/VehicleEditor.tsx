import { useEffect } from 'react';
import { Header } from '@/components/Header';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { Navigate, useGoBack, useNavigate } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { href, type Href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import type { Vehicle } from '../api';
import { vehicleDetail } from '../queries';
import { draftOfVehicle, emptyVehicleDraft } from '../store';
import { LoadState, useRouteTitle } from './ui';
import { VehicleForm } from './VehicleForm';

/** The editor of a vehicle by its monitoring state: the controlled one keeps plate and device locked. */
export const editorOf = (vehicle: Pick<Vehicle, 'vehicleId' | 'monitored'>): Href =>
  vehicle.monitored
    ? href('/myCar/editVehicleControls', { vehicleId: vehicle.vehicleId })
    : href('/myCar/editVehicleNoControls', { vehicleId: vehicle.vehicleId });

/** After saving: to `done` in place of the form when given (the `from` of the route), else back (the list by default). */
function useLeave(done: Href | undefined): () => void {
  const navigate = useNavigate();
  const goBack = useGoBack();
  return () => (done ? navigate(done, { replace: true }) : goBack(href('/myCar')));
}

/** Adds a vehicle, then leaves to `done` or back. */
export function VehicleAddScreen({ title, done }: { title: string; done: Href | undefined }) {
  const t = useT();
  const leave = useLeave(done);
  return (
    <div className="app-screen">
      <Header title={title} />
      <VehicleForm
        draftKey="vehicle.add"
        initial={emptyVehicleDraft()}
        save={(body) => api.vehicle.add(body)}
        invalidates={[['vehicle']]}
        onSaved={() => {
          showToast(t('vehicle.add.saved'));
          leave();
        }}
      />
    </div>
  );
}

/**
 * Edits a saved vehicle, then leaves to `done` or back. `variant` is the editor the route promises: a vehicle whose
 * monitoring state says otherwise is sent (replacing the page) to the right editor, so a stale link never
 * unlocks a monitored vehicle's plate.
 */
export function VehicleEditScreen({
  title,
  vehicleId,
  done,
  variant,
}: {
  title: string;
  vehicleId: string;
  done?: Href | undefined;
  variant?: 'controlled' | 'uncontrolled';
}) {
  const t = useT();
  const navigate = useNavigate();
  const leave = useLeave(done);
  const vehicle = useQuery(vehicleDetail(vehicleId));
  const { data } = vehicle;
  const mismatch = data !== undefined && variant !== undefined && data.monitored !== (variant === 'controlled');
  useEffect(() => {
    if (mismatch) navigate(editorOf(data), { replace: true });
  }, [mismatch, data, navigate]);
  const shown = loadStateOf(vehicle);
  return (
    <div className="app-screen">
      <Header title={title} />
      <LoadState {...shown} loading={shown.loading || mismatch}>
        {data && !mismatch && (
          <VehicleForm
            key={data.vehicleId}
            draftKey={`vehicle.edit.${data.vehicleId}`}
            initial={draftOfVehicle(data)}
            locked={data.monitored}
            save={(body) => api.vehicle.edit({ ...body, vehicleId })}
            // The driver pages show a driver's vehicle by its plate.
            invalidates={[['vehicle'], ['driver']]}
            onSaved={() => {
              showToast(t('vehicle.add.updated'));
              leave();
            }}
          />
        )}
      </LoadState>
    </div>
  );
}

/** /myCar/edit: sends the buyer (replacing the page) to the editor the vehicle's monitoring state calls for. */
export function VehicleEditRedirect({ vehicleId }: { vehicleId: string }) {
  const title = useRouteTitle('/myCar/edit');
  const vehicle = useQuery(vehicleDetail(vehicleId));
  return (
    <div className="app-screen">
      <Header title={title} />
      <LoadState {...loadStateOf(vehicle)}>{vehicle.data && <Navigate to={editorOf(vehicle.data)} replace />}</LoadState>
    </div>
  );
}
