import Tag from 'antd-mobile/es/components/tag';
import { GoodsCard } from '@/components/GoodsCard';
import { Header } from '@/components/Header';
import { createLoadState, PagedItems } from '@/components/LoadState';
import { ShopFavouriteButton } from '@/features/collection';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { loadStateOf, usePagedList, useQuery } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { shopGoodsPages, shopOf } from '../queries';
import styles from './shopHome.module.css';

const ShopState = createLoadState({ failedTitle: 'shop.loadFailed', retryLabel: 'shop.retry' });
const GoodsState = createLoadState({ failedTitle: 'shop.goodsFailed', retryLabel: 'shop.retry' });

/**
 * /shop?shopId=: a shop's own page — its card (logo, name, the platform's own shop marked, the seller, goods on
 * sale and sold, a follow button, the phone) and the goods it sells, best sellers first, page by page.
 */
export default function ShopHome() {
  const t = useT();
  const { shopId } = useRouteQuery('/shop');
  const title = useRouteTitle('/shop');
  const shop = useQuery(shopOf(shopId));
  const goods = usePagedList(shopGoodsPages(shopId), (item) => item.goodsId);
  const data = shop.data;
  return (
    <div className="app-screen">
      <Header title={data?.shopName ?? title} />
      <ShopState {...loadStateOf(shop)}>
        {data && (
          <section className={styles.card} aria-label={data.shopName}>
            {data.logo ? <img className={styles.logo} src={data.logo} alt="" width={56} height={56} /> : <span className={styles.logo} aria-hidden="true" />}
            <div className={styles.about}>
              <h2 className={styles.name}>
                {data.isPlatform && (
                  <Tag color="primary" fill="solid" className={styles.tag}>
                    {t('shop.platform')}
                  </Tag>
                )}
                {data.shopName}
              </h2>
              <p className={styles.line}>{t('shop.seller', { name: data.sellerName })}</p>
              <p className={styles.line}>{t('shop.figures', { count: data.goodsCount, sales: data.sales })}</p>
              {data.phone && (
                <a className="app-link" href={`tel:${data.phone.replace(/[^\d+]/g, '')}`} aria-label={t('shop.call', { phone: data.phone })}>
                  {data.phone}
                </a>
              )}
            </div>
            <ShopFavouriteButton shopId={data.shopId} shopName={data.shopName} />
          </section>
        )}
      </ShopState>
      <h2 className={styles.heading}>{t('shop.goods')}</h2>
      <PagedItems list={goods} keyOf={(item) => item.goodsId} empty={t('shop.empty')} State={GoodsState} className={styles.goods} label={t('shop.goods')}>
        {(item) => <GoodsCard goods={item} />}
      </PagedItems>
    </div>
  );
}
