import { Header } from '@/components/Header';
import { nativeBridge } from '@/lib/native';
import { useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { goodsStoresQuery } from '@/lib/queries';
import { orderDetail, storePosition } from '../afterSalesQueries';
import { StoreCard } from '../components/StoreCard';
import { LoadState, useRouteTitle } from '../components/ui';
import '../components/order.css';

/**
 * How far the buyer is from the store, inside the app: the device position (the bridge's getPosition) and
 * the gateway's distance of the seller's stores from it. Undefined when any of it is not to be had (outside
 * the app, no position, a failed read): the card shows without it.
 */
function useDistanceInApp(orderId: string, storeId: string | undefined): number | undefined {
  const bridge = nativeBridge();
  const inApp = bridge.inApp && storeId !== undefined;
  const position = useQuery({ queryKey: ['native', 'position'], queryFn: () => bridge.getPosition(), enabled: inApp });
  const order = useQuery({ ...orderDetail(orderId), enabled: inApp });
  const where = position.data;
  const sellerId = order.data?.sellerId;
  const stores = useQuery({
    ...goodsStoresQuery({ sellerId: sellerId ?? '', latitude: where?.latitude ?? 0, longitude: where?.longitude ?? 0 }),
    enabled: inApp && where !== undefined && sellerId !== undefined,
  });
  return stores.data?.find((s) => s.storeId === storeId)?.distance;
}

/**
 * /order/storePosition?orderId=…: the pickup store of a self-pickup order — its address, phone, hours and
 * the way there (the app's map inside the app; a web map's navigation link in a browser); the distance from
 * the buyer inside the app.
 */
export default function StorePosition() {
  const title = useRouteTitle('/order/storePosition');
  const { orderId } = useRouteQuery('/order/storePosition');
  const store = useQuery(storePosition(orderId));
  const distance = useDistanceInApp(orderId, store.data?.storeId);
  return (
    <div className="ord-page">
      <Header title={title} />
      <LoadState {...loadStateOf(store)}>{store.data && <StoreCard store={store.data} distance={distance} />}</LoadState>
    </div>
  );
}
