import { Header } from '@/components/Header';
import { LoadingState } from '@/components/LoadState';
import { Money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { listPrice } from '../../price';
import { goodsDetail } from '../../queries';
import '../goodsDetail.css';

/**
 * What the goods page shows from the goods alone, which its route loader asked for first: the first picture,
 * the price and the name, laid out as the full page lays them out — painted while the rest of the page's
 * code (buy conditions, add-ons, promotions, the picture viewer) and data are on their way.
 */
export function GoodsFirstPaint({ goodsId, contractId }: { readonly goodsId: string; readonly contractId?: string }) {
  const t = useT();
  const detail = useQuery(goodsDetail(goodsId, contractId)).data;
  return (
    <div className="goods-page">
      <Header title={t('goods.detail.title')} />
      {detail && (
        <>
          <section aria-label={t('goods.detail.images')} className="goods-images">
            {detail.images[0] && <img className="goods-images__img" src={detail.images[0]} alt="" width={375} height={200} fetchPriority="high" />}
          </section>
          <section className="goods-section goods-summary">
            <p className="goods-summary__price" aria-label={t('goods.detail.priceLabel')}>
              <Money value={listPrice(detail)} tone="strong" per={detail.unit} />
            </p>
            <h2 className="goods-name">{detail.goodsName}</h2>
          </section>
        </>
      )}
      {/* A new spinner under the goods once it is there: the one alone before it would move down (a layout shift). */}
      <LoadingState key={detail ? 'under the goods' : 'alone'} />
    </div>
  );
}
