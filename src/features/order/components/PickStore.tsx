import { Radio } from 'antd-mobile';
import { storeIdDefault } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { orderApi } from '../api';
import { LoadState, Section } from './ui';
import { useLoad } from './useLoad';

/** The seller's pickup stores; "first" (the default) stands for the first one. */
export function PickStore({ sellerId, storeId, onChange }: { sellerId: string; storeId: string; onChange: (storeId: string) => void }) {
  const t = useT();
  const { data, loading, error, reload } = useLoad(() => orderApi.stores(sellerId), [sellerId]);
  const stores = data ?? [];
  const current = storeId === storeIdDefault ? stores[0]?.storeId : storeId;
  return (
    <Section title={t('order.checkout.pickStore')}>
      <LoadState loading={loading} error={error} onRetry={reload}>
        {stores.length === 0 ? (
          <div className="ord-muted">{t('order.checkout.noStores')}</div>
        ) : (
          <Radio.Group value={current ?? ''} onChange={(value) => onChange(String(value))}>
            {stores.map((store) => (
              <div key={store.storeId} style={{ padding: '6px 0' }}>
                <Radio value={store.storeId} aria-label={store.storeName}>
                  <div style={{ fontSize: 14 }}>{store.storeName}</div>
                  <div className="ord-muted">{store.address}</div>
                  {store.businessHours ? <div className="ord-muted">{t('order.checkout.storeHours', { hours: store.businessHours })}</div> : null}
                </Radio>
              </div>
            ))}
          </Radio.Group>
        )}
      </LoadState>
    </Section>
  );
}
