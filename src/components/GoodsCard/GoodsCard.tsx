import Tag from 'antd-mobile/es/components/tag';
import type { Snapshot } from 'valtio';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { PrefetchLink } from '@/components/PrefetchLink';
import type { Schemas } from '@/lib/api';
import { Money } from '@/components/Money';
import { GoodsImage } from './GoodsImage';

type Goods = Schemas['Goods'];

export type GoodsCardLayout = 'row' | 'tile';

/**
 * One goods in a list: picture, name, tags, shop and price. A tap opens its detail page
 * (/shoppingDetail?goodsId=…), a link that loads the detail page's code once the card scrolls into
 * view (PrefetchLink). `row` is a full-width line, `tile` a half-width grid cell.
 */
export function GoodsCard({ goods, layout = 'row' }: { goods: Goods | Snapshot<Goods>; layout?: GoodsCardLayout }) {
  const t = useT();
  return (
    <article className={`goods-card goods-card--${layout}`}>
      <PrefetchLink to={href('/shoppingDetail', { goodsId: goods.goodsId })} className="goods-card__hit" aria-label={goods.goodsName}>
        <span className="goods-card__image">
          <GoodsImage src={goods.images[0]} name={goods.goodsName} />
        </span>
        <span className="goods-card__body">
          <span className="goods-card__name">{goods.goodsName}</span>
          <span className="goods-card__meta">
            {goods.isPlatform && (
              <Tag color="primary" fill="solid" className="goods-card__tag">
                {t('home.platform')}
              </Tag>
            )}
            {goods.tags.slice(0, layout === 'row' ? 3 : 2).map((tag) => (
              <Tag key={tag} color="primary" fill="outline" className="goods-card__tag">
                {tag}
              </Tag>
            ))}
          </span>
          <span className="goods-card__shop">
            {goods.varietyName} · {goods.shopName}
          </span>
          <span className="goods-card__bottom">
            <Money value={goods.varietyPrice} per={goods.unit} tone="strong" size="price" />
            <span className="goods-card__sales">{t('home.sales', { count: goods.sales })}</span>
          </span>
        </span>
      </PrefetchLink>
    </article>
  );
}
