import { money } from '@/components/Money';
import { PayWayChoice } from '@/components/PayWayChoice';
import { useT } from '@/lib/i18n';
import type { PayInfo } from '../api';

type PayWayOption = PayInfo['payWays'][number];

/** The pay ways of the bill as one choice: what cannot be used now greyed out with why, a balance beside the wallet and the ERP account. */
export function PayWays({
  options,
  chosen,
  usable,
  onChoose,
}: {
  options: readonly PayWayOption[];
  chosen: string;
  usable: (option: PayWayOption) => boolean;
  onChoose: (way: string) => void;
}) {
  const t = useT();
  const items = options.map((option) => ({
    id: option.payWay,
    name: t(`order.payWays.${option.payWay}`),
    details: [option.balance !== undefined && t('pay.cashier.balance', { amount: money(option.balance) }), !usable(option) && option.reason],
    disabled: !usable(option),
  }));
  return <PayWayChoice title={t('pay.cashier.ways')} items={items} chosen={chosen} onChoose={onChoose} />;
}
