import { Button } from 'antd-mobile';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { nativeBridge } from '@/lib/native';
import { showErrorBanner } from '@/lib/ui';
import type { Store } from '../api';
import { Line, Section } from './ui';

/** A web map's marker page for the store: a browser opens it for directions (a new tab). */
export function storeMapUrl(store: Pick<Store, 'latitude' | 'longitude' | 'storeName'>): string {
  const query = new URLSearchParams({ position: `${store.longitude},${store.latitude}`, name: store.storeName, callnative: '1' });
  return `https://uri.amap.com/marker?${query.toString()}`;
}

/**
 * The pickup store: name, address, phone (the app's dialler in the app, a tel: link in a browser), opening
 * hours and distance when known; the way there — the app's map (the bridge's mapAddress) inside the app, a
 * web map's navigation link in a browser.
 */
export function StoreCard({ store, distance }: { store: Store; distance?: number | undefined }) {
  const t = useT();
  const bridge = nativeBridge();
  const digits = store.phone.replace(/[^\d+]/g, '');
  const call = (event: { preventDefault(): void }) => {
    if (!bridge.inApp) return;
    event.preventDefault();
    bridge.callPhone(digits).catch((error: unknown) => {
      logger().warn('callPhone failed', error);
      showErrorBanner(t('orderService.store.callFailed', { message: errorText(error) }));
    });
  };
  const openMap = () =>
    bridge
      .mapAddress({ address: store.address, latitude: store.latitude, longitude: store.longitude })
      .catch((error: unknown) => showErrorBanner(t('orderService.store.mapFailed', { message: errorText(error) })));
  return (
    <>
      <Section title={t('orderService.store.heading')}>
        <div className="ord-goods__name">{store.storeName}</div>
        {distance !== undefined && <div className="ord-muted">{t('orderService.store.distance', { distance: distance.toFixed(1) })}</div>}
        <Line label={t('orderService.store.address')} value={store.address} />
        <Line
          label={t('orderService.store.phone')}
          value={
            <a className="app-link" href={`tel:${digits}`} onClick={call} aria-label={t('orderService.store.callStore', { phone: store.phone })}>
              {store.phone}
            </a>
          }
        />
        {store.businessHours && <Line label={t('orderService.store.hours')} value={store.businessHours} />}
      </Section>
      <div className="app-bottom-bar ord-bar">
        {bridge.inApp ? (
          <Button block color="primary" onClick={() => void openMap()}>
            {t('orderService.store.openMap')}
          </Button>
        ) : (
          <a
            className="adm-button adm-button-primary adm-button-block adm-button-shape-default"
            href={storeMapUrl(store)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('orderService.store.navigate')}
          </a>
        )}
      </div>
    </>
  );
}
