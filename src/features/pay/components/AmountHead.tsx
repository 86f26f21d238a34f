import { useEffect, useState } from 'react';
import { money } from '@/components/Money';
import { formatDuration, toDayjs } from '@/domain';
import { useT } from '@/lib/i18n';
import type { PayInfo } from '../api';

/** The time left until the deadline, ticking every second. */
function Remaining({ deadline }: { deadline: string }) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = toDayjs(deadline).valueOf() - now;
  if (!(left > 0)) return null;
  const units = {
    days: t('pay.cashier.units.days'),
    hours: t('pay.cashier.units.hours'),
    minutes: t('pay.cashier.units.minutes'),
    seconds: t('pay.cashier.units.seconds'),
  };
  return <div className="pay-countdown">{t('pay.cashier.remaining', { time: formatDuration(left, units) })}</div>;
}

/** The amount to pay, the order and the deadline. */
export function AmountHead({ info }: { info: Pick<PayInfo, 'amount' | 'orderNo' | 'sellerName' | 'deadline'> }) {
  const t = useT();
  return (
    <div className="pay-amount">
      <div className="pay-muted">{t('pay.cashier.amount')}</div>
      <div className="pay-amount__value">{money(info.amount)}</div>
      <div className="pay-muted">{t('pay.cashier.orderNo', { orderNo: info.orderNo })}</div>
      <div className="pay-muted">{t('pay.cashier.seller', { name: info.sellerName })}</div>
      <div className="pay-muted">{t('pay.cashier.deadline', { time: info.deadline })}</div>
      <Remaining deadline={info.deadline} />
    </div>
  );
}
