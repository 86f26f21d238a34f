import Tag from 'antd-mobile/es/components/tag';
import { useNavigate } from '@/lib/navigation';
import type { Snapshot } from 'valtio';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import type { Goods } from '../api';
import { GoodsImage } from './GoodsImage';
import { GoodsPrice } from './GoodsPrice';

export type GoodsCardLayout = 'row' | 'tile';

/**
 * One goods in a list: picture, name, tags, shop and price. A tap opens its detail page
 * (/shoppingDetail?goodsId=…). `row` is a full-width line, `tile` a half-width grid cell.
 */
export function GoodsCard({ goods, layout = 'row' }: { goods: Goods | Snapshot<Goods>; layout?: GoodsCardLayout }) {
  const t = useT();
  const navigate = useNavigate();
  const open = () => void navigate(href('/shoppingDetail', { goodsId: goods.goodsId }));
  return (
    <article className={`goods-card goods-card--${layout}`}>
      <button type="button" className="goods-card__hit" onClick={open} aria-label={goods.goodsName}>
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
            <GoodsPrice price={goods.varietyPrice} unit={goods.unit} />
            <span className="goods-card__sales">{t('home.sales', { count: goods.sales })}</span>
          </span>
        </span>
      </button>
    </article>
  );
}
