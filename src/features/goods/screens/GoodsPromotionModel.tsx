import { List } from 'antd-mobile';
import { EmptyState, LoadState } from '@/components/LoadState';
import { useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { goodsDetail } from '../queries';
import '../components/goodsDetail.css';

/** /shoppingDetail/PromotionModel: the promotions running on a goods. */
export default function GoodsPromotionModel() {
  const t = useT();
  const { goodsId } = useRouteQuery('/shoppingDetail/PromotionModel');
  const detail = useQuery(goodsDetail(goodsId));
  const promotions = detail.data?.promotions;

  return (
    <div className="goods-page goods-page--plain">
      <Header title={t('goods.promotion.title')} />
      <LoadState {...loadStateOf(detail)} failedTitle={t('goods.promotion.loadFailed')} retryLabel={t('goods.detail.retry')}>
        {!promotions || promotions.length === 0 ? (
          <EmptyState title={t('goods.promotion.empty')} />
        ) : (
          <List className="goods-section">
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
      </LoadState>
    </div>
  );
}
