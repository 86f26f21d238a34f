import Button from 'antd-mobile/es/components/button';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { SafeHtml } from '@/components/SafeHtml';
import { StatusBlock } from '@/components/StatusBlock';
import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { memberFullPathQuery } from '@/lib/queries';
import { pickCondition, setQuantity } from '../store';
import { useGoodsActions } from '../useGoodsActions';
import { useGoodsPage } from '../useGoodsPage';
import { GoodsActionBar } from './detail/GoodsActionBar';
import { GoodsBuySection, GoodsExtras } from './detail/GoodsBuySection';
import { GoodsFirstPaint } from './detail/GoodsFirstPaint';
import { GoodsGallery } from './detail/GoodsGallery';
import { GoodsShopLinks, GoodsSummary } from './detail/GoodsSummary';
import './goodsDetail.css';

/**
 * The goods detail page (/shoppingDetail and /v2/detail share it): images, price in the chosen unit, shop,
 * buy conditions, unit and quantity, add-ons (/goodChooseServe) and rebar (/selectRebar) entries, delivery
 * and promotions, favourite, the cart with its count, add to cart and buy now. Visitors may look; acting
 * needs a login.
 */
export function GoodsDetailScreen() {
  const t = useT();
  // /shoppingDetail and /v2/detail declare the same query.
  const { goodsId, contractId } = useRouteQuery('/shoppingDetail');
  const [quantityValid, setQuantityValid] = useState(true);
  const page = useGoodsPage(goodsId, contractId);
  const actions = useGoodsActions(page, goodsId, contractId, quantityValid);
  const { detail, view, unitName } = page;
  const categoryPath = useQuery({ ...memberFullPathQuery({ categoryId: detail?.categoryId ?? '' }), enabled: detail !== undefined });

  if (page.error !== null) {
    return (
      <div className="goods-page">
        <Header title={t('goods.detail.title')} />
        <StatusBlock status="default" title={t('goods.detail.loadFailed')} description={errorText(page.error)}>
          <Button color="primary" onClick={page.retry}>
            {t('goods.detail.retry')}
          </Button>
        </StatusBlock>
      </div>
    );
  }
  // The category row sits above the buy conditions: the page shows once it first answered (or failed), so it pushes nothing down.
  if (page.loading || detail === undefined || !categoryPath.isFetched) return <GoodsFirstPaint goodsId={goodsId} contractId={contractId} />;

  const favourite = detail.favourite ?? false;
  return (
    <div className="goods-page">
      <Header
        title={t('goods.detail.title')}
        right={
          <button
            type="button"
            className={favourite ? 'goods-fav goods-fav--on' : 'goods-fav'}
            aria-pressed={favourite}
            aria-label={favourite ? t('goods.detail.unfavourite') : t('goods.detail.favourite')}
            onClick={actions.toggleFavourite}
          >
            {favourite ? <StarFill aria-hidden="true" /> : <StarOutline aria-hidden="true" />}
          </button>
        }
      />
      <GoodsGallery images={detail.images} />
      <GoodsSummary detail={detail} price={page.price} unitName={unitName} varietyName={page.variety?.varietyName ?? detail.varietyName} />
      <GoodsShopLinks detail={detail} />
      <GoodsBuySection
        view={view}
        unitName={unitName}
        noVariety={page.varietyError !== ''}
        onPick={(attributeNo, valueNo) => pickCondition(view, page.units, goodsId, attributeNo, valueNo)}
        onQuantity={(quantity) => setQuantity(view, goodsId, quantity)}
        onValidity={setQuantityValid}
        line={page.line}
      />
      <GoodsExtras
        detail={detail}
        contractId={contractId}
        varietyId={page.variety?.varietyId}
        unitName={unitName}
        addons={page.addons}
        rebarCount={page.rebarEntries.length}
        rebarAmount={page.rebarAmount}
      />
      <section className="goods-section goods-desc" aria-label={t('goods.detail.description')}>
        <h3>{t('goods.detail.description')}</h3>
        {detail.hasQualityReport && <p className="goods-hint">{t('goods.detail.qualityReport')}</p>}
        <SafeHtml html={detail.description} />
      </section>
      <GoodsActionBar shopName={detail.shopName} contractId={contractId} busy={page.matching} onAddToCart={actions.addToCart} onBuyNow={actions.buyNow} />
    </div>
  );
}
