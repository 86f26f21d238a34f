import { List } from 'antd-mobile';
import { LoadState } from '@/components/LoadState';
import { useServerData } from '@/lib/data';
import { useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { deliveryWayCodes, deliveryWays, transportTypes } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { fetchDetail, fetchShop, fetchStores, type GoodsDetailData, type StoreData } from '../api';
import '../components/goodsDetail.css';

interface DeliveryInfo {
  readonly detail: GoodsDetailData;
  readonly shopAddress: string;
  readonly stores: readonly StoreData[];
}

/** /shoppingDetail/DeliveryModel: how a goods can be delivered — ways, transport types, area, pickup points. */
export default function GoodsDeliveryModel() {
  const t = useT();
  const { goodsId } = useRouteQuery('/shoppingDetail/DeliveryModel');
  const {
    data: info,
    loading,
    error,
    reload,
  } = useServerData(
    async (signal): Promise<DeliveryInfo> => {
      const detail = await fetchDetail(goodsId, undefined, signal);
      const pickup = detail.deliveryWays.includes(deliveryWayCodes.selfPickup);
      // The shop's address only words the delivery area; without it the shop's name stands in.
      const [shop, stores] = await Promise.all([
        fetchShop(detail.shopId, signal).catch(() => null),
        pickup ? fetchStores(detail.sellerId, signal) : Promise.resolve([]),
      ]);
      return { detail, shopAddress: shop?.address ?? '', stores };
    },
    [goodsId],
  );

  const locale = i18n.locale;
  const label = (list: readonly { code: string; label: Record<string, string> }[], code: string) => list.find((w) => w.code === code)?.label[locale] ?? code;
  return (
    <div className="goods-page goods-page--plain">
      <Header title={t('goods.delivery.title')} />
      <LoadState loading={loading} error={error} onRetry={reload} failedTitle={t('goods.delivery.loadFailed')} retryLabel={t('goods.detail.retry')}>
        {info && (
          <>
            <List header={t('goods.delivery.ways')} className="goods-card">
              {info.detail.deliveryWays.map((code) => (
                <List.Item key={code}>{label(deliveryWays, code)}</List.Item>
              ))}
            </List>
            <List header={t('goods.delivery.transport')} className="goods-card">
              {info.detail.transportTypes.map((code) => (
                <List.Item key={code}>{label(transportTypes, code)}</List.Item>
              ))}
            </List>
            <List header={t('goods.delivery.area')} className="goods-card">
              <List.Item>{t('goods.delivery.areaText', { shop: info.detail.shopName, address: info.shopAddress || info.detail.shopName })}</List.Item>
            </List>
            <List header={t('goods.delivery.stores')} className="goods-card">
              {info.stores.length === 0 ? (
                <List.Item>{t('goods.delivery.noStores')}</List.Item>
              ) : (
                info.stores.map((store) => (
                  <List.Item
                    key={store.storeId}
                    description={
                      <>
                        <span>{store.address}</span>
                        <br />
                        <span>{t('goods.delivery.phone', { phone: store.phone })}</span>
                        {store.businessHours && <span> · {t('goods.delivery.hours', { hours: store.businessHours })}</span>}
                      </>
                    }
                  >
                    {store.storeName}
                  </List.Item>
                ))
              )}
            </List>
          </>
        )}
      </LoadState>
    </div>
  );
}
