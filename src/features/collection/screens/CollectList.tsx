import { Button, Checkbox, Dialog, Tag } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { formatMoney } from '@/domain';
import { errorText } from '@/lib/api';
import { createPagedList, type Page, useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { homeHref, Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { type BrowseRecord, collectionApi, type CollectedGoods, type CollectedShop } from '../api';
import '../collection.css';

const PAGE_SIZE = 10;
const TABS = ['goods', 'shop', 'records'] as const;
type Tab = (typeof TABS)[number];
type Item = CollectedGoods | CollectedShop | BrowseRecord;
type PagedList<T> = ReturnType<typeof createPagedList<T>>;

/** What one tab lists: its page call, its key, how it removes, and how an item shows. */
interface TabKind<T> {
  readonly fetch: (memberId: string, pageNum: number, signal: AbortSignal) => Promise<Page<T>>;
  readonly keyOf: (item: T) => string;
  readonly nameOf: (item: T) => string;
  readonly remove: (memberId: string, keys: string[]) => Promise<null>;
}

const KINDS: { goods: TabKind<CollectedGoods>; shop: TabKind<CollectedShop>; records: TabKind<BrowseRecord> } = {
  goods: {
    fetch: (memberId, pageNum, signal) => collectionApi.goods(memberId, pageNum, PAGE_SIZE, signal),
    keyOf: (g) => g.goodsId,
    nameOf: (g) => g.goodsName,
    remove: (memberId, goodsIds) => collectionApi.removeGoods(memberId, goodsIds),
  },
  shop: {
    fetch: (memberId, pageNum, signal) => collectionApi.shops(memberId, pageNum, PAGE_SIZE, signal),
    keyOf: (s) => s.shopId,
    nameOf: (s) => s.shopName,
    remove: (memberId, shopIds) => collectionApi.removeShops(memberId, shopIds),
  },
  records: {
    fetch: (memberId, pageNum, signal) => collectionApi.records(memberId, pageNum, PAGE_SIZE, signal),
    keyOf: (r) => r.recordId,
    nameOf: (r) => r.goodsName,
    remove: (_memberId, recordIds) => collectionApi.removeRecords(recordIds),
  },
};

/** The time of a record without seconds ("2026-11-26 10:30"). */
const minutes = (datetime: string) => datetime.slice(0, 16);

/** A goods row (collected or browsed): picture, name, shop, price now, and when. */
function GoodsBody({ item, time }: { item: Snapshot<CollectedGoods | BrowseRecord>; time: string }) {
  const t = useT();
  return (
    <>
      <img className="col-item__img" src={item.imageUrl ?? ''} alt="" width={72} height={72} loading="lazy" />
      <span className="col-item__body">
        <span className="col-item__name">
          {!item.effective && (
            <Tag color="default" className="col-item__tag">
              {t('collection.goods.invalid')}
            </Tag>
          )}
          {item.goodsName}
        </span>
        {item.shopName && <span className="col-item__meta">{item.shopName}</span>}
        {item.price && <span className="col-item__price">{t('collection.goods.price', { price: formatMoney(item.price), unit: item.unit ?? '' })}</span>}
        <span className="col-item__time">{time}</span>
      </span>
    </>
  );
}

/** A shop row: logo, name, platform tag, seller, goods on sale, address. */
function ShopBody({ shop }: { shop: Snapshot<CollectedShop> }) {
  const t = useT();
  return (
    <>
      <img className="col-item__img col-item__img--logo" src={shop.logo ?? ''} alt="" width={56} height={56} loading="lazy" />
      <span className="col-item__body">
        <span className="col-item__name">
          {shop.isPlatform && (
            <Tag color="danger" className="col-item__tag">
              {t('collection.shop.platform')}
            </Tag>
          )}
          {shop.shopName}
        </span>
        <span className="col-item__meta">{t('collection.shop.seller', { name: shop.sellerName })}</span>
        <span className="col-item__meta">{t('collection.shop.goodsCount', { count: shop.goodsCount })}</span>
        {shop.address && <span className="col-item__time">{shop.address}</span>}
      </span>
    </>
  );
}

/**
 * One row. Out of edit mode a goods row opens the goods; in edit mode the row and its checkbox select
 * it for removal.
 */
function Row({
  name,
  editing,
  selected,
  onToggle,
  to,
  children,
}: {
  name: string;
  editing: boolean;
  selected: boolean;
  onToggle: () => void;
  to?: ReturnType<typeof href>;
  children: ReactNode;
}) {
  const t = useT();
  let main;
  if (editing)
    main = (
      <button type="button" className="app-plain-button col-item__main" tabIndex={-1} aria-hidden="true" onClick={onToggle}>
        {children}
      </button>
    );
  else if (to)
    main = (
      <Link className="col-item__main" to={to} aria-label={t('collection.goods.open', { name })}>
        {children}
      </Link>
    );
  else main = <div className="col-item__main">{children}</div>;
  return (
    <article className={selected ? 'col-item col-item--selected' : 'col-item'} aria-label={name}>
      {editing && (
        <Checkbox className="col-item__check" checked={selected} onChange={onToggle}>
          <span className="app-sr-only">{t('collection.select', { name })}</span>
        </Checkbox>
      )}
      {main}
    </article>
  );
}

/**
 * /collection/collect: the buyer's favourite goods and shops and the goods they looked at (browse
 * records), one tab each (`type`). Paged lists; 管理 turns on checkboxes to remove one, several or all.
 */
export default function CollectList() {
  const t = useT();
  const navigate = useNavigate();
  const title = useRouteTitle('/collection/collect');
  const tab: Tab = useRouteQuery('/collection/collect').type ?? 'goods';
  const memberId = useSnapshot(session).userInfo?.memberId ?? '';
  const [lists] = useState(() => ({
    goods: createPagedList<CollectedGoods>({ pageSize: PAGE_SIZE, keyOf: KINDS.goods.keyOf }),
    shop: createPagedList<CollectedShop>({ pageSize: PAGE_SIZE, keyOf: KINDS.shop.keyOf }),
    records: createPagedList<BrowseRecord>({ pageSize: PAGE_SIZE, keyOf: KINDS.records.keyOf }),
  }));
  const [refreshes, setRefreshes] = useState(0);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  // One tab at a time: its list and kind, read through the union of the three item types.
  const list = lists[tab] as PagedList<Item>;
  const kind = KINDS[tab] as TabKind<Item>;
  const { items, hasMore, status, error } = useSnapshot(list.state);
  useServerData(
    () => (memberId ? list.load((pageNum, signal) => kind.fetch(memberId, pageNum, signal)).catch(() => undefined) : Promise.resolve(undefined)),
    [tab, memberId, refreshes],
  );

  const keys = items.map((item) => kind.keyOf(item as Item));
  const chosen = keys.filter((key) => selected.has(key));
  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const stopEditing = () => {
    setEditing(false);
    setSelected(new Set());
  };
  const switchTab = (next: Tab) => {
    stopEditing();
    void navigate(href('/collection/collect', next === 'goods' ? {} : { type: next }), { replace: true });
  };
  const remove = async () => {
    if (chosen.length === 0) return;
    const confirmed = await Dialog.confirm({
      content: t(`collection.confirmRemove.${tab}`, { count: chosen.length }),
      confirmText: t('common.ok'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await kind.remove(memberId, chosen);
      showToast(t('collection.removed'));
      if (chosen.length === items.length) setEditing(false);
      setSelected(new Set());
      setRefreshes((n) => n + 1);
    } catch (failure) {
      showErrorBanner(t('collection.removeFailed', { message: errorText(failure) }));
    }
  };

  const row = (item: Snapshot<Item>) => {
    const key = kind.keyOf(item as Item);
    const props = { name: kind.nameOf(item as Item), editing, selected: selected.has(key), onToggle: () => toggle(key) };
    if (tab === 'shop')
      return (
        <Row key={key} {...props}>
          <ShopBody shop={item as Snapshot<CollectedShop>} />
        </Row>
      );
    const goods = item as Snapshot<CollectedGoods | BrowseRecord>;
    const time =
      'collectTime' in goods
        ? t('collection.goods.collectedAt', { time: minutes(goods.collectTime) })
        : t('collection.goods.browsedAt', { time: minutes(goods.browseTime) });
    return (
      <Row key={key} {...props} to={href('/shoppingDetail', { goodsId: goods.goodsId })}>
        <GoodsBody item={goods} time={time} />
      </Row>
    );
  };

  const emptyHint = { goods: t('collection.empty.hint'), shop: t('collection.empty.shopHint'), records: t('collection.empty.recordsHint') }[tab];
  return (
    <div className={editing ? 'app-screen col-page app-hit-inputs' : 'app-screen col-page'}>
      <Header
        title={title}
        right={
          items.length > 0 || editing ? (
            <button type="button" className="col-edit" aria-pressed={editing} onClick={() => (editing ? stopEditing() : setEditing(true))}>
              {editing ? t('collection.done') : t('collection.edit')}
            </button>
          ) : undefined
        }
      />
      <StatusTabs label={t('collection.tabs.label')} tabs={TABS.map((id) => ({ id, text: t(`collection.tabs.${id}`) }))} activeId={tab} onSelect={switchTab} />
      <section role="tabpanel" aria-label={t(`collection.tabs.${tab}`)} className="col-list">
        <LoadState
          loading={status === 'loading' || status === 'idle'}
          error={error}
          onRetry={() => setRefreshes((n) => n + 1)}
          failedTitle={t('collection.loadFailed')}
          retryLabel={t('common.retry')}
        >
          {items.map(row)}
          {status === 'ready' && items.length === 0 ? (
            <div className="col-empty">
              <EmptyState title={t(`collection.empty.${tab}`)} description={emptyHint} />
              <Button color="primary" fill="outline" size="small" onClick={() => void navigate(homeHref())}>
                {t('collection.empty.browse')}
              </Button>
            </div>
          ) : null}
          {items.length > 0 && <InfiniteList hasMore={status === 'ready' && hasMore} loadMore={() => list.loadMore()} />}
        </LoadState>
      </section>
      {editing && (
        <div className="app-bottom-bar col-bar">
          <Checkbox
            checked={keys.length > 0 && chosen.length === keys.length}
            indeterminate={chosen.length > 0 && chosen.length < keys.length}
            onChange={(all) => setSelected(all ? new Set(keys) : new Set())}
          >
            {t('collection.selectAll')}
          </Checkbox>
          <Button color="danger" size="small" disabled={chosen.length === 0} onClick={() => void remove()}>
            {t('collection.remove', { count: chosen.length })}
          </Button>
        </div>
      )}
    </div>
  );
}
