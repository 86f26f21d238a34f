import { Tag } from 'antd-mobile';
import { Money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import type { OrderDraftItem } from '@/domain';
import type { ItemExtras } from '../store';
import { Section } from './ui';

/** The goods of the draft: name, variety, unit price (the contract price under a contract), quantity and add-ons (as in the cart). */
export function Quantity({
  items,
  extras,
  sellerName,
  contract = false,
}: {
  items: readonly OrderDraftItem[];
  extras: Readonly<Record<string, ItemExtras>>;
  sellerName: string;
  contract?: boolean;
}) {
  const t = useT();
  return (
    <Section title={t('order.checkout.goods')} extra={<span className="ord-muted">{t('order.checkout.sellerOf', { name: sellerName })}</span>}>
      {items.map((item) => {
        const extra = extras[item.resourceId];
        return (
          <div className="ord-goods" key={item.resourceId}>
            {extra?.image ? <img src={extra.image} alt="" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} /> : null}
            <div className="ord-goods__body">
              <div className="ord-goods__name">{item.goodsName}</div>
              {extra?.varietyName ? <div className="ord-muted">{extra.varietyName}</div> : null}
              {extra && extra.addonNames.length > 0 ? (
                <div className="ord-muted">{t('order.checkout.addons', { names: extra.addonNames.join('、') })}</div>
              ) : null}
              <div className="ord-line">
                <span className="ord-price">
                  {contract && (
                    <Tag color="primary" fill="outline" className="ord-contract-tag">
                      {t('order.checkout.contractPrice')}
                    </Tag>
                  )}
                  <Money value={extra?.unitPrice} tone="strong" />
                </span>
                <span aria-label={t('order.checkout.quantity')}>× {t('order.common.quantityUnit', { quantity: item.quantity, unit: item.unit })}</span>
              </div>
            </div>
          </div>
        );
      })}
    </Section>
  );
}
