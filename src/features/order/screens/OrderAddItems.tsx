import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Header } from '@/components/Header';
import { Money, money } from '@/components/Money';
import { StatusBlock } from '@/components/StatusBlock';
import type { AddonItem } from '@/domain';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { callKey, loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import type { OrderDetail } from '../api';
import { ORDER_CHANGED, addItemOptions, orderDetail } from '../afterSalesQueries';
import { AddItemChoice } from '../components/AddItemChoice';
import { Chips, Line, LoadState, Section, useRouteTitle } from '../components/ui';
import '../components/order.css';

type Added = { supplementId: string; payAmount: string };

/** What the order line has already: its add-ons with their amounts. */
function Bought({ item }: { item: OrderDetail['orderItems'][number] }) {
  const t = useT();
  return (
    <Section title={t('orderService.addItem.have')}>
      {item.orderItemAdds.length === 0 ? (
        <div className="ord-muted">{t('orderService.addItem.haveNone')}</div>
      ) : (
        item.orderItemAdds.map((add) => (
          <Line
            key={add.additemId}
            label={t('orderService.common.addon', { group: add.parentName, name: add.additemName })}
            value={<Money value={add.amount} />}
          />
        ))
      )}
    </Section>
  );
}

/** The add-ons were added: what to pay, and the way on. */
function AddedResult({ orderId, added, onMore }: { orderId: string; added: Added; onMore: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="ord-result" role="status">
      <h2>{t('orderService.addItem.done')}</h2>
      <p className="ord-price">{t('orderService.addItem.toPay', { amount: money(added.payAmount) })}</p>
      <p className="ord-muted">{t('orderService.addItem.doneNote')}</p>
      <div className="ord-result__buttons">
        <Button color="primary" onClick={() => void navigate(href('/order/supplement/payDetail', { orderId, supplementId: added.supplementId }))}>
          {t('orderService.addItem.pay')}
        </Button>
        <Button onClick={() => void navigate(href('/order/orderDetail', { orderId }))}>{t('orderService.addItem.viewOrder')}</Button>
        <Button fill="none" onClick={onMore}>
          {t('orderService.addItem.addMore')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /order/addItem?orderId=…&orderItemId=…: extra add-ons for an order in progress. The buyer picks the line
 * (when the order has several), sees what it has, chooses among the groups it can still take by the shared
 * add-on rules; the gateway prices them, grows the order by that amount and opens a supplement to pay.
 */
export default function OrderAddItems() {
  const t = useT();
  const title = useRouteTitle('/order/addItem');
  const { orderId, orderItemId } = useRouteQuery('/order/addItem');
  const [picked, setPicked] = useState(orderItemId ?? '');
  // Each round of choosing starts from a fresh choice.
  const [rounds, setRounds] = useState(0);
  const [added, setAdded] = useState<Added | null>(null);
  const order = useQuery(orderDetail(orderId));
  const items = order.data?.orderItems ?? [];
  const item = items.find((i) => i.orderItemId === picked) ?? items[0];
  const allowed = order.data?.actions.addItem ?? false;
  const options = useQuery({ ...addItemOptions(orderId, item?.orderItemId ?? ''), enabled: item !== undefined && allowed });
  const adding = useWrite({
    // One key per attempt until it went through: a retry of the same attempt is answered once.
    idempotent: 'addItem',
    write: (additemIds: string[], key) =>
      api.order.addItem({ orderId, orderItemId: item?.orderItemId ?? '', addons: additemIds.map((additemId) => ({ additemId })), idempotencyKey: key }),
    invalidates: [...ORDER_CHANGED, callKey('pay.info')],
    onSuccess: (result) => {
      setAdded(result);
      showToast(t('orderService.addItem.done'));
    },
  });

  const body = () => {
    if (!order.data || !item) return null;
    if (added) {
      return (
        <AddedResult
          orderId={orderId}
          added={added}
          onMore={() => {
            setAdded(null);
            setRounds((n) => n + 1);
          }}
        />
      );
    }
    return (
      <>
        <Section
          title={t('orderService.addItem.item')}
          extra={<span className="ord-muted">{t('orderService.addItem.order', { orderNo: order.data.orderNo })}</span>}
        >
          {items.length > 1 ? (
            <Chips
              label={t('orderService.addItem.item')}
              options={items.map((i) => ({ id: i.orderItemId, text: `${i.goodsName} ${i.varietyName}` }))}
              value={item.orderItemId}
              onChange={setPicked}
            />
          ) : (
            <div className="ord-goods__name">
              {item.goodsName} {item.varietyName}
            </div>
          )}
          <div className="ord-muted">{t('orderService.common.quantity', { quantity: item.quantity, unit: item.unit })}</div>
        </Section>
        <Bought item={item} />
        {!allowed ? (
          <StatusBlock status="empty" title={t('orderService.addItem.notAllowed')} />
        ) : (
          <LoadState {...loadStateOf(options)}>
            {options.data && options.data.length === 0 && <StatusBlock status="empty" title={t('orderService.addItem.nothingLeft')} />}
            {options.data && options.data.length > 0 && (
              <AddItemChoice
                key={`${item.orderItemId}:${rounds}`}
                item={item}
                tree={options.data as AddonItem[]}
                busy={adding.pending}
                onSubmit={(ids) => void adding.run(ids)}
              />
            )}
          </LoadState>
        )}
      </>
    );
  };

  return (
    <div className="ord-page ord-page--checkout">
      <Header title={title} />
      <LoadState {...loadStateOf(order)}>{body()}</LoadState>
    </div>
  );
}
