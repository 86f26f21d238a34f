import { Checkbox, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import type { href } from '@/lib/routes';
import type { BrowseRecord, CollectedGoods, CollectedShop } from '../api';

/** The time of a record without seconds ("2026-11-26 10:30"). */
export const minutes = (datetime: string) => datetime.slice(0, 16);

/** A goods row (collected or browsed): picture, name, shop, price now, and when. */
export function GoodsBody({ item, time }: { item: CollectedGoods | BrowseRecord; time: string }) {
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
        {item.price && (
          <span className="col-item__price">
            <Money value={item.price} tone="strong" per={item.unit ?? undefined} />
          </span>
        )}
        <span className="col-item__time">{time}</span>
      </span>
    </>
  );
}

/** A shop row: logo, name, platform tag, seller, goods on sale, address. */
export function ShopBody({ shop }: { shop: CollectedShop }) {
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
export function Row({
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
