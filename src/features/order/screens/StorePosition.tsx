import { Header } from '@/components/Header';
import { useServerData } from '@/lib/data';
import { nativeBridge } from '@/lib/native';
import { useRouteQuery } from '@/lib/navigation';
import { orderApi } from '../api';
import { StoreCard } from '../components/StoreCard';
import { LoadState, useRouteTitle } from '../components/ui';
import '../components/order.css';

/**
 * How far the buyer is from the store, inside the app: the device position (the bridge's getPosition) and
 * the gateway's distance of the seller's stores from it. Undefined when any of it is not to be had.
 */
async function distanceInApp(orderId: string, storeId: string, signal: AbortSignal): Promise<number | undefined> {
  const bridge = nativeBridge();
  if (!bridge.inApp) return undefined;
  try {
    const [position, order] = await Promise.all([bridge.getPosition(), orderApi.detail(orderId, signal)]);
    const stores = await orderApi.storesNear(order.sellerId, position.latitude, position.longitude, signal);
    return stores.find((s) => s.storeId === storeId)?.distance;
  } catch {
    return undefined;
  }
}

/**
 * /order/storePosition?orderId=…: the pickup store of a self-pickup order — its address, phone, hours and
 * the way there (the app's map inside the app; a web map's navigation link in a browser); the distance from
 * the buyer inside the app.
 */
export default function StorePosition() {
  const title = useRouteTitle('/order/storePosition');
  const { orderId } = useRouteQuery('/order/storePosition');
  const { data, loading, error, reload } = useServerData(
    async (signal) => {
      const store = await orderApi.storePosition(orderId, signal);
      return { store, distance: await distanceInApp(orderId, store.storeId, signal) };
    },
    [orderId],
  );
  return (
    <div className="ord-page">
      <Header title={title} />
      <LoadState loading={loading && !data} error={error} onRetry={reload}>
        {data && <StoreCard store={data.store} distance={data.distance} />}
      </LoadState>
    </div>
  );
}
