import List from 'antd-mobile/es/components/list';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import Tag from 'antd-mobile/es/components/tag';
import { LinkRow } from '@/components/LinkRow';
import { Money } from '@/components/Money';
import { ShopFavouriteButton } from '@/features/collection';
import { deliveryWayCodes } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { useQuery } from '@/lib/query';
import { memberFullPathQuery } from '@/lib/queries';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { Money as Amount } from '@/domain';
import type { GoodsDetailData } from '../../store';

/** The price in the chosen unit, the name, the specification, sales and tags of the goods. */
export function GoodsSummary({ detail, price, unitName, varietyName }: { detail: GoodsDetailData; price: Amount; unitName: string; varietyName: string }) {
  const t = useT();
  return (
    <section className="goods-section goods-summary">
      <p className="goods-summary__price" aria-label={t('goods.detail.priceLabel')}>
        <Money value={price} tone="strong" per={unitName} />
        {detail.contractPrice && (
          <Tag color="primary" className="goods-tag">
            {t('goods.detail.contractPrice')}
          </Tag>
        )}
      </p>
      <h2 className="goods-name">
        {detail.isPlatform && (
          <Tag color="danger" className="goods-tag">
            {t('goods.detail.platform')}
          </Tag>
        )}
        {detail.goodsName}
      </h2>
      <p className="goods-meta">
        <span>{t('goods.detail.varietyOf', { name: varietyName })}</span>
        <span>{t('goods.detail.sales', { count: detail.sales })}</span>
      </p>
      {detail.tags.length > 0 && (
        <p className="goods-tags">
          {detail.tags.map((tag) => (
            <Tag key={tag} fill="outline" color="primary">
              {tag}
            </Tag>
          ))}
        </p>
      )}
    </section>
  );
}

/** The shop, the promotions, the delivery ways and the reviews, each opening its page. */
export function GoodsShopLinks({ detail }: { detail: GoodsDetailData }) {
  const t = useT();
  const reviewsTitle = useRouteTitle('/appraiseList');
  const { goodsId } = detail;
  const categoryPath = useQuery(memberFullPathQuery({ categoryId: detail.categoryId }));
  return (
    <List className="goods-section">
      <List.Item
        prefix={<span className="goods-label">{t('goods.detail.shop')}</span>}
        description={t('goods.detail.seller', { name: detail.sellerName })}
        extra={<ShopFavouriteButton shopId={detail.shopId} shopName={detail.shopName} />}
      >
        <Link className="app-link" to={href('/shop', { shopId: detail.shopId })}>
          {detail.shopName}
          <RightOutline aria-hidden="true" />
        </Link>
      </List.Item>
      {/* Where the goods sits in the catalogue (member.fullPath), opening that category's goods. */}
      {categoryPath.data && (
        <LinkRow prefix={<span className="goods-label">{t('goods.detail.category')}</span>} to={href('/goods', { categoryId: detail.categoryId })}>
          {categoryPath.data.fullName}
        </LinkRow>
      )}
      {detail.promotions.length > 0 && (
        <LinkRow
          prefix={<span className="goods-label">{t('goods.detail.promotion')}</span>}
          state={t('goods.detail.promotionCount', { count: detail.promotions.length })}
          to={href('/shoppingDetail/PromotionModel', { goodsId })}
        >
          {detail.promotions[0]?.title}
        </LinkRow>
      )}
      <LinkRow prefix={<span className="goods-label">{t('goods.detail.delivery')}</span>} to={href('/shoppingDetail/DeliveryModel', { goodsId })}>
        {detail.deliveryWays.map((code) => (code === deliveryWayCodes.selfPickup ? t('goods.delivery.selfPickup') : t('goods.delivery.deliver'))).join(' / ')}
      </LinkRow>
      {/* The goods' reviews by every buyer (/appraiseList). */}
      <LinkRow prefix={<span className="goods-label">{reviewsTitle}</span>} to={href('/appraiseList', { goodsId })}>
        {t('evaluation.goods.viewAll')}
      </LinkRow>
    </List>
  );
}
