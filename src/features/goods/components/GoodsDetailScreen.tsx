import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import Swiper from 'antd-mobile/es/components/swiper';
import Tag from 'antd-mobile/es/components/tag';
import { errorText } from '@/lib/api';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useStoreData } from '@/lib/data';
import { loginHref, useLocation, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useSnapshot } from 'valtio';
import { readChosenAddons } from '@/features/addons';
import { buyerLineAmount, startBuyNow, type BuyerCartLine } from '@/features/cart';
import { readRebarEntries, rebarEntriesAmount } from '@/features/rebar';
import { ShopFavouriteButton } from '@/features/collection';
import { useClickGuard } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { deliveryWayCodes } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { formatMoney, baseQuantity, type BuyCondition, unitBounds, unitStep } from '@/domain';
import { session } from '@/lib/session';
import { showErrorBanner, showToast } from '@/lib/ui';
import { addToCart, addToContractCart } from '../api';
import { chosenUnit, goodsStore, loadGoods, pickCondition, setQuantity, stepsOf, toggleFavourite, unitPrice, type GoodsState } from '../store';
import { QuantityStepper } from '@/components/QuantityStepper';
import { SafeHtml } from '@/components/SafeHtml';
import './goodsDetail.css';

// The full-screen viewer loads when a picture is tapped: the page's first paint never waits for it.
const MultiImageViewer = lazy(() => import('antd-mobile/es/components/image-viewer').then((module) => ({ default: module.default.Multi })));
import { StatusBlock } from '@/components/StatusBlock';

/**
 * The goods detail page (/shoppingDetail and /v2/detail share it): images, price in the chosen unit, shop,
 * buy conditions, unit and quantity, add-ons (/goodChooseServe) and rebar (/selectRebar) entries, delivery
 * and promotions, favourite, add to cart and buy now. Visitors may look; acting needs a login.
 */
export function GoodsDetailScreen() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const reviewsTitle = useRouteTitle('/appraiseList');
  // /shoppingDetail and /v2/detail declare the same query.
  const { goodsId, contractId } = useRouteQuery('/shoppingDetail');
  const snap = useSnapshot(goodsStore) as GoodsState;
  const { loggedIn, userInfo } = useSnapshot(session);
  const [quantityValid, setQuantityValid] = useState(true);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const { guard } = useClickGuard();

  useStoreData(() => loadGoods(goodsId, contractId), [goodsId, contractId]);

  // The add-on and rebar choices live in this tab's storage (written by /goodChooseServe and /selectRebar,
  // which this page is mounted anew after).
  const addons = readChosenAddons(goodsId);
  const isRebar = !!snap.detail?.isRebar;
  const rebarEntries = useMemo(() => (isRebar ? readRebarEntries(goodsId) : []), [isRebar, goodsId]);

  const unit = chosenUnit(snap);
  const steps = stepsOf(unit);
  const price = unitPrice(snap);
  const unitName = unit?.unitName ?? snap.detail?.unit ?? '';
  const line = useMemo<BuyerCartLine | null>(() => {
    const detail = snap.detail;
    if (detail === null || snap.variety === null || unit === null) return null;
    return {
      cartResourceId: '',
      goodsId: detail.goodsId,
      goodsName: detail.goodsName,
      resourceId: snap.variety.resourceId,
      varietyId: snap.variety.varietyId,
      varietyName: snap.variety.varietyName,
      image: detail.images[0] ?? '',
      unitPrice: price,
      quantity: snap.quantity,
      unit: unit.unitName,
      purchaseUnit: unit.unitName,
      convertRate: unit.convertRate,
      minOrderCount: unit.minOrderCount,
      minChangeCount: unit.minChangeCount,
      maxBuyNum: unitBounds(steps).max,
      isPlatform: detail.isPlatform,
      isRebar: detail.isRebar,
      effective: true,
      checked: true,
      cartAdditems: addons?.chosen.map((a) => ({ ...a })) ?? [],
      addUnitPrice: addons?.addUnitPrice ?? '0.00',
      selectInfos: snap.conditions.flatMap((c) =>
        c.attributeValueDTOs
          .filter((v) => v.selected)
          .map((v) => ({ attributeNo: c.attributeNo, attributeName: c.attributeName, attributeValueNo: v.attributeValueNo, attributeValue: v.attributeValue })),
      ),
      ...(detail.isRebar ? { rebarEntries } : {}),
      rebarAmount: detail.isRebar ? rebarEntriesAmount(rebarEntries, snap.rebarPrice) : '0.00',
    };
  }, [snap.detail, snap.variety, snap.quantity, snap.conditions, snap.rebarPrice, unit, price, steps, addons, rebarEntries]);

  const here = `${location.pathname}${location.search}`;
  const requireLogin = (): boolean => {
    if (loggedIn) return true;
    void navigate(loginHref(here));
    return false;
  };
  const readyLine = (): BuyerCartLine | null => {
    if (snap.variety === null || line === null) {
      showToast(snap.varietyError ? t('goods.detail.noVariety') : t('goods.detail.chooseConditions'));
      return null;
    }
    if (!quantityValid) {
      showToast(t('goods.detail.fixQuantity'));
      return null;
    }
    return line;
  };

  // Under a contract: the contract goods of the matched variety (the detail names the contract's first one).
  const contractGoodsId = snap.detail?.contractId ? (snap.variety?.contractGoodsId ?? snap.detail.contractGoodsId) : undefined;
  const onAddToCart = async () => {
    if (!requireLogin()) return;
    const ready = readyLine();
    if (ready === null) return;
    try {
      const detail = snap.detail;
      if (detail?.contractId && contractGoodsId) {
        // Goods viewed under a contract go to the contract cart, at the contract's price; its quantities
        // are in the goods' pricing unit.
        await addToContractCart({
          contractId: detail.contractId,
          contractGoodsId,
          goodsId: ready.goodsId,
          quantity: baseQuantity(ready.quantity, ready.convertRate),
          addons: ready.cartAdditems.map((a) => ({ additemId: a.additemId })),
        });
        showToast(t('goods.detail.added'));
        return;
      }
      await addToCart({
        goodsId: ready.goodsId,
        resourceId: ready.resourceId,
        quantity: ready.quantity,
        unit: ready.unit,
        selectInfos: ready.selectInfos.map((s) => ({ attributeNo: s.attributeNo, attributeValueNo: s.attributeValueNo })),
        addons: ready.cartAdditems.map((a) => ({ additemId: a.additemId })),
        ...(ready.isRebar && ready.rebarEntries && ready.rebarEntries.length > 0 ? { rebarEntries: ready.rebarEntries } : {}),
      });
      showToast(t('goods.detail.added'));
    } catch (error) {
      showErrorBanner(t('goods.detail.failed', { message: errorText(error) }));
    }
  };
  const onBuyNow = () => {
    if (!requireLogin()) return;
    const ready = readyLine();
    if (ready === null || snap.detail === null) return;
    const contract = snap.detail.contractId && contractGoodsId ? snap.detail.contractId : undefined;
    // Under a contract the order is placed and priced under it (the group's contractId), not as contractId '0'.
    startBuyNow(
      { sellerId: snap.detail.sellerId, sellerName: snap.detail.sellerName, effective: true, ...(contract ? { contractId: contract } : {}) },
      contract && contractGoodsId ? { ...ready, contractGoodsId } : ready,
    );
    void navigate(href('/v2/order', { from: 'buyNow', goodsId: ready.goodsId, contractId }));
  };
  const onFavourite = async () => {
    if (!requireLogin()) return;
    const memberId = userInfo?.memberId;
    if (!memberId) return;
    try {
      const now = await toggleFavourite(memberId);
      showToast(now ? t('goods.detail.favourited') : t('goods.detail.unfavourited'));
    } catch (error) {
      showErrorBanner(t('goods.detail.failed', { message: errorText(error) }));
    }
  };

  const detail = snap.detail;
  const title = t('goods.detail.title');
  if (snap.status !== 'ready' || detail === null) {
    return (
      <div className="goods-page">
        <Header title={t('goods.detail.title')} />
        {snap.status === 'error' ? (
          <StatusBlock status="default" title={t('goods.detail.loadFailed')} description={snap.error}>
            <Button color="primary" onClick={() => void loadGoods(goodsId, contractId)}>
              {t('goods.detail.retry')}
            </Button>
          </StatusBlock>
        ) : (
          <div className="goods-loading">
            <SpinLoading color="primary" aria-label={t('common.loading')} />
          </div>
        )}
      </div>
    );
  }

  const visibleConditions = snap.conditions;
  return (
    <div className="goods-page">
      <Header
        title={title}
        right={
          <button
            type="button"
            className={snap.favourite ? 'goods-fav goods-fav--on' : 'goods-fav'}
            aria-pressed={snap.favourite}
            aria-label={snap.favourite ? t('goods.detail.unfavourite') : t('goods.detail.favourite')}
            onClick={() => void guard(onFavourite)()}
          >
            {snap.favourite ? '★' : '☆'}
          </button>
        }
      />
      <section aria-label={t('goods.detail.images')} className="goods-images">
        <Swiper indicatorProps={{ color: 'white' }}>
          {detail.images.map((src, i) => (
            <Swiper.Item key={src}>
              <button type="button" className="goods-images__item" aria-label={t('goods.detail.imageN', { index: i + 1 })} onClick={() => setViewerIndex(i)}>
                {/* The first picture is the page's largest paint: asked for at once and first, its box sized before it arrives. */}
                <img
                  className="goods-images__img"
                  src={src}
                  alt=""
                  width={375}
                  height={200}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                />
              </button>
            </Swiper.Item>
          ))}
        </Swiper>
        {viewerIndex !== null && (
          <Suspense fallback={null}>
            <MultiImageViewer images={[...detail.images]} visible defaultIndex={viewerIndex} onClose={() => setViewerIndex(null)} />
          </Suspense>
        )}
      </section>

      <section className="goods-card goods-summary">
        <p className="goods-price" aria-label={t('goods.detail.priceLabel')}>
          {t('goods.detail.price', { price: formatMoney(price), unit: unitName })}
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
          <span>{t('goods.detail.varietyOf', { name: snap.variety?.varietyName ?? detail.varietyName })}</span>
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

      <List className="goods-card">
        <List.Item
          prefix={<span className="goods-label">{t('goods.detail.shop')}</span>}
          description={t('goods.detail.seller', { name: detail.sellerName })}
          extra={<ShopFavouriteButton shopId={detail.shopId} shopName={detail.shopName} />}
        >
          {detail.shopName}
        </List.Item>
        {detail.promotions.length > 0 && (
          <List.Item
            prefix={<span className="goods-label">{t('goods.detail.promotion')}</span>}
            extra={t('goods.detail.promotionCount', { count: detail.promotions.length })}
            onClick={() => void navigate(href('/shoppingDetail/PromotionModel', { goodsId }))}
          >
            {detail.promotions[0]?.title}
          </List.Item>
        )}
        <List.Item
          prefix={<span className="goods-label">{t('goods.detail.delivery')}</span>}
          onClick={() => void navigate(href('/shoppingDetail/DeliveryModel', { goodsId }))}
        >
          {detail.deliveryWays.map((code) => deliveryLabel(code, t)).join(' / ')}
        </List.Item>
        {/* The goods' reviews by every buyer (/appraiseList). */}
        <List.Item prefix={<span className="goods-label">{reviewsTitle}</span>} onClick={() => void navigate(href('/appraiseList', { goodsId }))}>
          {t('evaluation.goods.viewAll')}
        </List.Item>
      </List>

      <section className="goods-card goods-buy" aria-label={t('goods.detail.conditions')}>
        {visibleConditions.map((condition) => (
          <ConditionRow key={condition.attributeNo} condition={condition} />
        ))}
        {snap.varietyError && (
          <p className="goods-error" role="alert">
            {t('goods.detail.noVariety')}
          </p>
        )}
        <div className="goods-row">
          <span className="goods-row__label">{t('goods.detail.quantity')}</span>
          <div className="goods-row__value">
            <QuantityStepper
              value={snap.quantity}
              steps={steps}
              unitName={unitName}
              onChange={setQuantity}
              onValidity={setQuantityValid}
              labels={{ input: t('goods.detail.quantityInput'), increase: t('goods.detail.increase'), decrease: t('goods.detail.decrease') }}
            />
            <p className="goods-hint">{t('goods.detail.quantityHint', { min: unitBounds(steps).min, step: unitStep(steps), unit: unitName })}</p>
          </div>
        </div>
      </section>

      {(detail.hasAddons || detail.isRebar) && (
        <List className="goods-card">
          {detail.hasAddons && (
            <List.Item
              prefix={<span className="goods-label">{t('goods.detail.addons')}</span>}
              description={addons ? t('goods.detail.addonsPrice', { price: formatMoney(addons.addUnitPrice), unit: unitName }) : undefined}
              // Under a contract the add-ons are chosen at the contract's prices (/goodsAddItems), else from the catalogue.
              onClick={() => void navigate(contractId ? href('/goodsAddItems', { goodsId, contractId }) : href('/goodChooseServe', { goodsId }))}
            >
              {addons ? t('goods.detail.addonsChosen', { names: addons.chosen.map((a) => a.additemName).join('、') }) : t('goods.detail.addonsNone')}
            </List.Item>
          )}
          {detail.isRebar && (
            <List.Item
              prefix={<span className="goods-label">{t('goods.detail.rebar')}</span>}
              onClick={() => void navigate(href('/selectRebar', { goodsId, varietyId: snap.variety?.varietyId }))}
            >
              {rebarEntries.length > 0
                ? t('goods.detail.rebarSummary', { count: rebarEntries.length, amount: line?.rebarAmount ?? '0.00' })
                : t('goods.detail.rebarNone')}
            </List.Item>
          )}
        </List>
      )}

      <section className="goods-card goods-desc" aria-label={t('goods.detail.description')}>
        <h3>{t('goods.detail.description')}</h3>
        {detail.hasQualityReport && <p className="goods-hint">{t('goods.detail.qualityReport')}</p>}
        <SafeHtml html={detail.description} />
      </section>

      <footer className="goods-bar">
        <div className="goods-bar__total">
          <span>{t('goods.detail.total')}</span>
          <strong aria-label={t('goods.detail.total')}>{t('goods.detail.totalAmount', { amount: line ? buyerLineAmount(line) : '0.00' })}</strong>
        </div>
        <Button size="small" fill="none" onClick={() => void navigate(href('/cart/cart'))}>
          {t('goods.detail.cart')}
        </Button>
        <Button size="small" color="warning" onClick={guard(onAddToCart)} disabled={snap.matching}>
          {t('goods.detail.addToCart')}
        </Button>
        <Button size="small" color="primary" onClick={onBuyNow} disabled={snap.matching}>
          {t('goods.detail.buyNow')}
        </Button>
      </footer>
    </div>
  );
}

function deliveryLabel(code: string, t: ReturnType<typeof useT>): string {
  return code === deliveryWayCodes.selfPickup ? t('goods.delivery.selfPickup') : t('goods.delivery.deliver');
}

function ConditionRow({ condition }: { condition: BuyCondition }) {
  const selected = condition.attributeValueDTOs.filter((v) => v.selected).map((v) => v.attributeValueNo);
  return (
    <div className="goods-row">
      <span className="goods-row__label" id={`cond-${condition.attributeNo}`}>
        {condition.attributeName}
      </span>
      <div className="goods-row__value">
        <Selector
          aria-label={condition.attributeName}
          multiple
          showCheckMark={false}
          options={condition.attributeValueDTOs.map((v) => ({ label: v.attributeValue, value: v.attributeValueNo }))}
          value={selected}
          onChange={(next) => {
            const clicked = next.find((v) => !selected.includes(v)) ?? selected.find((v) => !next.includes(v));
            if (clicked !== undefined) void pickCondition(condition.attributeNo, clicked);
          }}
        />
      </div>
    </div>
  );
}
