import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { transportTypes } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { orderCategories } from '../afterSalesQueries';
import { Chips } from './ui';

/** The filters of the popup (the status and keyword are set on the list itself). */
export interface PopupFilters {
  readonly orderType: string;
  readonly transportType: string;
  readonly categoryId: string;
}

const NONE: PopupFilters = { orderType: '', transportType: '', categoryId: '' };

/**
 * The order list's filter button and its popup: order type, transport type and goods category, chosen
 * together and applied at once ('' is any).
 */
export function OrderFilters({ current, onApply }: { current: PopupFilters; onApply: (filters: PopupFilters) => void }) {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<PopupFilters>(current);
  const categories = useQuery(orderCategories());
  const any = { id: '', text: t('order.list.any') };
  const active = [current.orderType, current.transportType, current.categoryId].filter(Boolean).length;
  const choose = (next: Partial<PopupFilters>) => setPending((p) => ({ ...p, ...next }));
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setPending(current);
          setOpen(true);
        }}
      >
        {t('order.list.filters')}
        {active > 0 ? ` (${active})` : ''}
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ padding: 16, borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
        <div role="dialog" aria-label={t('order.list.filters')}>
          <div className="ord-field-label">{t('order.list.orderType')}</div>
          <Chips
            label={t('order.list.orderType')}
            options={[any, { id: 'normal', text: t('order.list.typeNormal') }, { id: 'contract', text: t('order.list.typeContract') }]}
            value={pending.orderType}
            onChange={(orderType) => choose({ orderType })}
          />
          <div className="ord-field-label">{t('order.checkout.transportType')}</div>
          <Chips
            label={t('order.checkout.transportType')}
            options={[any, ...transportTypes.map((tt) => ({ id: tt.code as string, text: tt.label[locale] }))]}
            value={pending.transportType}
            onChange={(transportType) => choose({ transportType })}
          />
          <div className="ord-field-label">{t('order.list.category')}</div>
          <Chips
            label={t('order.list.category')}
            options={[any, ...(categories.data ?? []).map((c) => ({ id: c.categoryId, text: c.categoryName }))]}
            value={pending.categoryId}
            onChange={(categoryId) => choose({ categoryId })}
          />
          <div style={{ display: 'flex', gap: 10, marginTop: 16 }}>
            <Button block onClick={() => setPending(NONE)}>
              {t('order.list.reset')}
            </Button>
            <Button
              block
              color="primary"
              onClick={() => {
                setOpen(false);
                onApply(pending);
              }}
            >
              {t('order.list.apply')}
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}
