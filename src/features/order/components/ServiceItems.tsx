import { Money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import type { CallData } from '@/lib/api';

type ServiceItem = CallData<'order.serviceData'>['items'][number];

/** The services of an order, one card each: group and item, status, quantity, amount, time and note. */
export function ServiceItems({ items, unit }: { items: readonly ServiceItem[]; unit: string }) {
  const t = useT();
  return (
    <div>
      {items.map((item) => (
        <article key={item.additemId} className="ord-section" aria-label={`${item.parentName} ${item.additemName}`}>
          <div className="ord-section__head">
            <h3 className="ord-section__title">{t('orderService.common.addon', { group: item.parentName, name: item.additemName })}</h3>
            <span className="ord-status">{t(`orderService.service.status.${item.status}`)}</span>
          </div>
          <div className="ord-line">
            <span className="ord-muted">
              {t('orderService.service.quantity', { quantity: t('orderService.common.quantity', { quantity: item.quantity, unit }) })}
            </span>
            <Money value={item.amount} tone="strong" />
          </div>
          {item.serviceTime && <div className="ord-muted">{t('orderService.service.time', { time: item.serviceTime })}</div>}
          {item.remark && <div className="ord-muted">{t('orderService.service.remark', { remark: item.remark })}</div>}
        </article>
      ))}
    </div>
  );
}
