import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from '@/lib/navigation';
import { useClickGuard } from '@/components/ClickGuard';
import { menuButtons } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { showErrorBanner, showToast } from '@/lib/ui';
import { orderApi, type OrderDetail } from '../api';
import { errorText } from './ui';

/**
 * The actions an order offers per its action flags: pay, cancel, confirm receipt; and for an order under
 * a contract (`contractId`), order again — its lines back into the contract cart (/ShoppingCart/contractAgain),
 * for a buyer who may order under contracts.
 */
export function OrderActions({
  orderId,
  actions,
  onChanged,
  contractId,
}: {
  orderId: string;
  actions: OrderDetail['actions'];
  onChanged: () => void;
  contractId?: string | undefined;
}) {
  const t = useT();
  const mayOrderContract = useCan(menuButtons.contractOrder);
  const again = !!contractId && mayOrderContract;
  const navigate = useNavigate();
  const { guard } = useClickGuard();
  const run = (ask: string, action: () => Promise<void>, done: string) =>
    guard(async () => {
      const ok = await Dialog.confirm({ content: ask, confirmText: t('common.ok'), cancelText: t('common.cancel') });
      if (!ok) return;
      try {
        await action();
        showToast(done);
        onChanged();
      } catch (error) {
        showErrorBanner(t('order.detail.actionFailed', { message: errorText(error) }));
      }
    });
  if (!actions.pay && !actions.cancel && !actions.confirmReceipt && !again) return null;
  return (
    <div className="ord-actions">
      {again && contractId && (
        <Button size="small" color="primary" fill="outline" onClick={() => void navigate(href('/ShoppingCart/contractAgain', { contractId, orderId }))}>
          {t('order.detail.orderAgain')}
        </Button>
      )}
      {actions.cancel && (
        <Button size="small" onClick={run(t('order.detail.cancelConfirm'), () => orderApi.cancel(orderId), t('order.detail.cancelled'))}>
          {t('order.detail.cancel')}
        </Button>
      )}
      {actions.confirmReceipt && (
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={run(t('order.detail.confirmReceiptAsk'), () => orderApi.confirmReceipt(orderId), t('order.detail.received'))}
        >
          {t('order.detail.confirmReceipt')}
        </Button>
      )}
      {actions.pay && (
        <Button size="small" color="primary" onClick={() => void navigate(href('/pay', { orderId }))}>
          {t('order.detail.pay')}
        </Button>
      )}
    </div>
  );
}
