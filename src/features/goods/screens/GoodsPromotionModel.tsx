import { Button, List, SpinLoading } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { fetchDetail, type GoodsDetailData } from '../api';
import '../components/goodsDetail.css';
import { StatusBlock } from '@/components/StatusBlock';

/** /shoppingDetail/PromotionModel: the promotions running on a goods. */
export default function GoodsPromotionModel() {
  const t = useT();
  const { goodsId } = useRouteQuery('/shoppingDetail/PromotionModel');
  const [promotions, setPromotions] = useState<GoodsDetailData['promotions'] | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setError('');
    setPromotions(null);
    try {
      setPromotions((await fetchDetail(goodsId)).promotions);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [goodsId]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="goods-page goods-page--plain">
      <Header title={t('goods.promotion.title')} />
      {error ? (
        <StatusBlock status="default" title={t('goods.promotion.loadFailed')} description={error}>
          <Button color="primary" onClick={() => void load()}>
            {t('goods.detail.retry')}
          </Button>
        </StatusBlock>
      ) : promotions === null ? (
        <div className="goods-loading">
          <SpinLoading color="primary" aria-label={t('common.loading')} />
        </div>
      ) : promotions.length === 0 ? (
        <StatusBlock status="empty" title={t('goods.promotion.empty')} />
      ) : (
        <List className="goods-card">
          {promotions.map((p) => (
            <List.Item
              key={p.promotionId}
              description={
                <>
                  {p.description && <span>{p.description}</span>}
                  {p.endTime && (
                    <>
                      <br />
                      <span>{t('goods.promotion.until', { time: p.endTime })}</span>
                    </>
                  )}
                </>
              }
            >
              {p.title}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
