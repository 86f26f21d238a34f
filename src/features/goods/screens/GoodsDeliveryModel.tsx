import { List } from 'antd-mobile';
import { LoadState } from '@/components/LoadState';
import { useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { deliveryWayCodes, deliveryWays, transportTypes } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { goodsDetail, pickupStores, shopDetail } from '../queries';
import '../components/goodsDetail.css';

/** /shoppingDetail/DeliveryModel: how a goods can be delivered — ways, transport types, area, pickup points. */
export default function GoodsDeliveryModel() {
  const t = useT();
  const { goodsId } = useRouteQuery('/shoppingDetail/DeliveryModel');
  const detailQuery = useQuery(goodsDetail(goodsId));
  const detail = detailQuery.data;
  const pickup = detail?.deliveryWays.includes(deliveryWayCodes.selfPickup) ?? false;
  // The shop's address only words the delivery area; without it (or while it loads) the shop's name stands in.
  const shop = useQuery({ ...shopDetail(detail?.shopId ?? ''), enabled: detail !== undefined });
  const storesQuery = useQuery({ ...pickupStores(detail?.sellerId ?? ''), enabled: pickup });
  const stores = pickup ? storesQuery.data : [];
  const info = detail && stores ? { detail, shopAddress: shop.data?.address ?? '', stores } : undefined;
  const state = loadStateOf({
    isPending: detailQuery.isPending || (pickup && storesQuery.isPending),
    error: detailQuery.error ?? (pickup ? storesQuery.error : null),
    data: info,
    refetch: detailQuery.refetch,
  });

  const locale = i18n.locale;
  const label = (list: readonly { code: string; label: Record<string, string> }[], code: string) => list.find((w) => w.code === code)?.label[locale] ?? code;
  return (
    <div className="goods-page goods-page--plain">
      <Header title={t('goods.delivery.title')} />
      <LoadState
        {...state}
        onRetry={() => {
          void detailQuery.refetch();
          if (pickup) void storesQuery.refetch();
        }}
        failedTitle={t('goods.delivery.loadFailed')}
        retryLabel={t('goods.detail.retry')}
      >
        {info && (
          <>
            <List header={t('goods.delivery.ways')} className="goods-section">
              {info.detail.deliveryWays.map((code) => (
                <List.Item key={code}>{label(deliveryWays, code)}</List.Item>
              ))}
            </List>
            <List header={t('goods.delivery.transport')} className="goods-section">
              {info.detail.transportTypes.map((code) => (
                <List.Item key={code}>{label(transportTypes, code)}</List.Item>
              ))}
            </List>
            <List header={t('goods.delivery.area')} className="goods-section">
              <List.Item>{t('goods.delivery.areaText', { shop: info.detail.shopName, address: info.shopAddress || info.detail.shopName })}</List.Item>
            </List>
            <List header={t('goods.delivery.stores')} className="goods-section">
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
