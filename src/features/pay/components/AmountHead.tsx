import { useT } from '@/lib/i18n';
import type { PayInfo } from '../api';

/** The amount to pay, the order and the deadline. */
export function AmountHead({ info }: { info: Pick<PayInfo, 'amount' | 'orderNo' | 'sellerName' | 'deadline'> }) {
  const t = useT();
  return (
    <div className="pay-amount">
      <div className="pay-muted">{t('pay.cashier.amount')}</div>
      <div className="pay-amount__value">¥{info.amount}</div>
      <div className="pay-muted">{t('pay.cashier.orderNo', { orderNo: info.orderNo })}</div>
      <div className="pay-muted">{t('pay.cashier.seller', { name: info.sellerName })}</div>
      <div className="pay-muted">{t('pay.cashier.deadline', { time: info.deadline })}</div>
    </div>
  );
}
