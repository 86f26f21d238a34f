import { money } from '@/components/Money';
import { PayWayChoice } from '@/components/PayWayChoice';
import { useT } from '@/lib/i18n';
import type { SupplementPayInfo } from '../api';

/** The pay ways a top-up is paid with here: at once (erp, wallet) or on the provider's page (wechat, alipay). */
export const SUPPLEMENT_PAY_WAYS = ['wechat', 'alipay', 'erp', 'wallet'] as const;
export type SupplementPayWay = (typeof SUPPLEMENT_PAY_WAYS)[number];
export const isSupplementPayWay = (way: string): way is SupplementPayWay => (SUPPLEMENT_PAY_WAYS as readonly string[]).includes(way);

/** The ways offered for a top-up, one chosen; a way not available says why. */
export function SupplementPayWays({
  options,
  chosen,
  onChoose,
}: {
  options: SupplementPayInfo['payWays'];
  chosen: SupplementPayWay | '';
  onChoose: (way: SupplementPayWay) => void;
}) {
  const t = useT();
  const items = options
    .filter((option) => isSupplementPayWay(option.payWay))
    .map((option) => ({
      id: option.payWay as SupplementPayWay,
      name: t(`order.payWays.${option.payWay}`),
      details: [option.balance !== undefined && t('refund.pay.balance', { amount: money(option.balance) }), !option.available && option.reason],
      disabled: !option.available,
    }));
  return (
    <PayWayChoice
      title={t('refund.pay.ways')}
      items={items}
      chosen={chosen}
      onChoose={onChoose}
      footer={<p className="ord-muted">{t('refund.pay.otherWays')}</p>}
    />
  );
}
