import { storeIdDefault } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { goodsStoresQuery } from '@/lib/queries';
import { LoadState, Section } from './ui';

/** The seller's pickup stores; "first" (the default) stands for the first one. */
export function PickStore({ sellerId, storeId, onChange }: { sellerId: string; storeId: string; onChange: (storeId: string) => void }) {
  const t = useT();
  const read = useQuery(goodsStoresQuery({ sellerId }));
  const stores = read.data ?? [];
  const current = storeId === storeIdDefault ? stores[0]?.storeId : storeId;
  return (
    <Section title={t('order.checkout.pickStore')}>
      <LoadState {...loadStateOf(read)}>
        {stores.length === 0 ? (
          <div className="ord-muted">{t('order.checkout.noStores')}</div>
        ) : (
          <div role="radiogroup" aria-label={t('order.checkout.chooseStore')}>
            {stores.map((store) => (
              <label key={store.storeId} className="ord-option">
                <input
                  type="radio"
                  className="ord-check"
                  name="pickStore"
                  aria-label={store.storeName}
                  checked={store.storeId === current}
                  onChange={() => onChange(store.storeId)}
                />
                <span>
                  <span className="ord-store-name">{store.storeName}</span>
                  <span className="ord-muted ord-block">{store.address}</span>
                  {store.businessHours ? <span className="ord-muted ord-block">{t('order.checkout.storeHours', { hours: store.businessHours })}</span> : null}
                </span>
              </label>
            ))}
          </div>
        )}
      </LoadState>
    </Section>
  );
}
