import { Button, Checkbox, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { homeHref, useNavigate, useRouteQuery } from '@/lib/navigation';
import { callKey, type PagedList, usePagedList } from '@/lib/query';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { useWrite } from '@/lib/write';
import type { BrowseRecord, CollectedGoods, CollectedShop } from '../api';
import { GoodsBody, minutes, Row, ShopBody } from '../components/CollectRows';
import { browseRecordPages, COLLECTION_TABS, type CollectionTab, collectedGoodsPages, collectedShopPages } from '../queries';
import '../collection.css';

type Item = CollectedGoods | CollectedShop | BrowseRecord;

/** What one tab lists: an item's key and name, and how the tab removes items (and which reads that changes). */
interface TabKind<T> {
  readonly keyOf: (item: T) => string;
  readonly nameOf: (item: T) => string;
  readonly remove: (memberId: string, keys: string[]) => Promise<unknown>;
  readonly changes: readonly (readonly string[])[];
}

const KINDS: { goods: TabKind<CollectedGoods>; shop: TabKind<CollectedShop>; records: TabKind<BrowseRecord> } = {
  goods: {
    keyOf: (g) => g.goodsId,
    nameOf: (g) => g.goodsName,
    remove: (memberId, goodsIds) => api.member.removeByGoodsIds({ memberId, goodsIds }),
    // The goods detail's ☆ shows whether the goods is kept.
    changes: [callKey('member.findGoods'), callKey('goods.detail')],
  },
  shop: {
    keyOf: (s) => s.shopId,
    nameOf: (s) => s.shopName,
    remove: (memberId, shopIds) => api.member.removeByShopIds({ memberId, shopIds }),
    changes: [callKey('member.findShops')],
  },
  records: {
    keyOf: (r) => r.recordId,
    nameOf: (r) => r.goodsName,
    remove: (_memberId, recordIds) => api.member.removeByIds({ ids: recordIds }),
    changes: [callKey('member.browseRecords')],
  },
};

/** The three tabs' lists; only the tab on screen asks the gateway. */
function useTabLists(tab: CollectionTab, memberId: string): PagedList<Item> {
  const on = (which: CollectionTab) => which === tab && memberId !== '';
  const goods = usePagedList({ ...collectedGoodsPages(memberId), enabled: on('goods') }, KINDS.goods.keyOf);
  const shops = usePagedList({ ...collectedShopPages(memberId), enabled: on('shop') }, KINDS.shop.keyOf);
  const records = usePagedList({ ...browseRecordPages(memberId), enabled: on('records') }, KINDS.records.keyOf);
  return { goods, shop: shops, records }[tab] as PagedList<Item>;
}

/** The keys the buyer ticked, a toggle for one, and a way to tick exactly the ones given (none: untick all). */
function useSelection(): [ReadonlySet<string>, (key: string) => void, (keys?: Iterable<string>) => void] {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return [selected, toggle, (keys = []) => setSelected(new Set(keys))];
}

/**
 * /collection/collect: the buyer's favourite goods and shops and the goods they looked at (browse
 * records), one tab each (`type`). Paged lists; 管理 turns on checkboxes to remove one, several or all.
 */
export default function CollectList() {
  const t = useT();
  const navigate = useNavigate();
  const title = useRouteTitle('/collection/collect');
  const tab: CollectionTab = useRouteQuery('/collection/collect').type ?? 'goods';
  const memberId = useSnapshot(session).userInfo?.memberId ?? '';
  const list = useTabLists(tab, memberId);
  const [editing, setEditing] = useState(false);
  const [selected, toggle, choose] = useSelection();

  // One tab at a time, read through the union of the three item types.
  const kind = KINDS[tab] as TabKind<Item>;
  const { items } = list;
  const keys = items.map(kind.keyOf);
  const chosen = keys.filter((key) => selected.has(key));
  const stopEditing = () => (setEditing(false), choose());
  const switchTab = (next: CollectionTab) => {
    stopEditing();
    void navigate(href('/collection/collect', next === 'goods' ? {} : { type: next }), { replace: true });
  };
  const removal = useWrite({
    write: (keysToRemove: string[]) => kind.remove(memberId, keysToRemove),
    invalidates: kind.changes,
    message: (message) => t('collection.removeFailed', { message }),
    onSuccess: (_data, removed) => {
      showToast(t('collection.removed'));
      if (removed.length === items.length) setEditing(false);
      choose();
    },
  });
  const remove = async () => {
    if (chosen.length === 0) return;
    const confirmed = await Dialog.confirm({
      content: t(`collection.confirmRemove.${tab}`, { count: chosen.length }),
      confirmText: t('common.ok'),
      cancelText: t('common.cancel'),
    });
    if (confirmed) await removal.run(chosen);
  };

  const row = (item: Item) => {
    const key = kind.keyOf(item);
    const props = { name: kind.nameOf(item), editing, selected: selected.has(key), onToggle: () => toggle(key) };
    if (tab === 'shop')
      return (
        <Row key={key} {...props} to={href('/shop', { shopId: (item as CollectedShop).shopId })}>
          <ShopBody shop={item as CollectedShop} />
        </Row>
      );
    const goods = item as CollectedGoods | BrowseRecord;
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
      <StatusTabs
        label={t('collection.tabs.label')}
        tabs={COLLECTION_TABS.map((id) => ({ id, text: t(`collection.tabs.${id}`) }))}
        activeId={tab}
        onSelect={switchTab}
      />
      <section role="tabpanel" aria-label={t(`collection.tabs.${tab}`)} className="col-list">
        <LoadState
          loading={list.loading}
          error={list.error}
          onRetry={() => void list.refresh()}
          failedTitle={t('collection.loadFailed')}
          retryLabel={t('common.retry')}
        >
          {items.map(row)}
          {items.length === 0 ? (
            <div className="col-empty">
              <EmptyState title={t(`collection.empty.${tab}`)} description={emptyHint} />
              <Button color="primary" fill="outline" size="small" onClick={() => void navigate(homeHref())}>
                {t('collection.empty.browse')}
              </Button>
            </div>
          ) : (
            <InfiniteList hasMore={list.hasMore} loadMore={list.loadMore} />
          )}
        </LoadState>
      </section>
      {editing && (
        <div className="app-bottom-bar col-bar">
          <Checkbox
            checked={keys.length > 0 && chosen.length === keys.length}
            indeterminate={chosen.length > 0 && chosen.length < keys.length}
            onChange={(all) => choose(all ? keys : [])}
          >
            {t('collection.selectAll')}
          </Checkbox>
          <Button color="danger" size="small" disabled={chosen.length === 0} loading={removal.pending} onClick={() => void remove()}>
            {t('collection.remove', { count: chosen.length })}
          </Button>
        </div>
      )}
    </div>
  );
}
