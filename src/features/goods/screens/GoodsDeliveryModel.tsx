import { Button, List, SpinLoading } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { deliveryWayCodes, deliveryWays, transportTypes } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { fetchDetail, fetchShop, fetchStores, type GoodsDetailData, type StoreData } from '../api';
import '../components/goodsDetail.css';
import { StatusBlock } from '@/components/StatusBlock';

interface DeliveryInfo {
  readonly detail: GoodsDetailData;
  readonly shopAddress: string;
  readonly stores: readonly StoreData[];
}

/** /shoppingDetail/DeliveryModel: how a goods can be delivered — ways, transport types, area, pickup points. */
export default function GoodsDeliveryModel() {
  const t = useT();
  const { goodsId } = useRouteQuery('/shoppingDetail/DeliveryModel');
  const [info, setInfo] = useState<DeliveryInfo | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setError('');
    setInfo(null);
    try {
      const detail = await fetchDetail(goodsId);
      const pickup = detail.deliveryWays.includes(deliveryWayCodes.selfPickup);
      const [shop, stores] = await Promise.all([fetchShop(detail.shopId).catch(() => null), pickup ? fetchStores(detail.sellerId) : Promise.resolve([])]);
      setInfo({ detail, shopAddress: shop?.address ?? '', stores });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [goodsId]);
  useEffect(() => {
    void load();
  }, [load]);

  const locale = i18n.locale;
  const label = (list: readonly { code: string; label: Record<string, string> }[], code: string) => list.find((w) => w.code === code)?.label[locale] ?? code;
  return (
    <div className="goods-page goods-page--plain">
      <Header title={t('goods.delivery.title')} />
      {error ? (
        <StatusBlock status="default" title={t('goods.delivery.loadFailed')} description={error}>
          <Button color="primary" onClick={() => void load()}>
            {t('goods.detail.retry')}
          </Button>
        </StatusBlock>
      ) : info === null ? (
        <div className="goods-loading">
          <SpinLoading color="primary" aria-label={t('common.loading')} />
        </div>
      ) : (
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
    </div>
  );
}
