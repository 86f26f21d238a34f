import { Button } from 'antd-mobile';
import type { OrderDraftItem } from '@/domain';
import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { contractOf } from '../checkoutQueries';
import type { ItemExtras } from '../store';
import { Section, errorText } from './ui';

/**
 * The contract of a contract purchase (/v2/order/PickContract folded into the page): the contract the
 * goods were bought under — its number, seller and what remains under it of each ordered goods
 * (`contract.details`) — or, after a delivery-type change reset it (product-spec §4), a prompt to pick it
 * again, which restores it.
 */
export function ContractPick({
  contractId,
  contractNo,
  items,
  extras,
  picked,
  onPick,
}: {
  contractId: string;
  contractNo?: string | undefined;
  items: readonly OrderDraftItem[];
  extras: Readonly<Record<string, ItemExtras>>;
  picked: boolean;
  onPick: () => void;
}) {
  const t = useT();
  const { data, error } = useQuery({ ...contractOf(contractId), enabled: !!contractId });
  const no = contractNo ?? data?.contractNo;
  const name = no ? t('order.checkout.contractOf', { no }) : t('order.checkout.contractPriced');
  // The remaining quantity of each ordered goods, matched by its contract goods.
  const remaining = items.flatMap((item) => {
    const contractGoodsId = extras[item.resourceId]?.contractGoodsId;
    const goods = data?.goodsList.find((g) => g.contractGoodsId === contractGoodsId);
    return goods ? [{ item, goods }] : [];
  });
  return (
    <Section title={t('order.checkout.contract')}>
      {picked ? (
        <>
          <div className="ord-line">
            <span>{name}</span>
            <span className="ord-muted">{t('order.checkout.contractPrice')}</span>
          </div>
          {data && <div className="ord-muted">{t('order.checkout.contractSeller', { name: data.sellerName })}</div>}
          {remaining.map(({ item, goods }) => (
            <div className="ord-muted" key={goods.contractGoodsId}>
              {t('order.checkout.contractRemaining', {
                goods: goods.varietyName ? `${goods.goodsName} ${goods.varietyName}` : goods.goodsName,
                quantity: t('order.common.quantityUnit', { quantity: item.quantity, unit: item.unit }),
                surplus: t('order.common.quantityUnit', { quantity: goods.surplusGoodsAmount, unit: goods.unit }),
              })}
            </div>
          ))}
          {error ? <div className="ord-muted">{t('order.checkout.contractDetailFailed', { message: errorText(error) })}</div> : null}
        </>
      ) : (
        <>
          <div className="ord-error" role="alert">
            {t('order.checkout.chooseContract')}
          </div>
          <Button size="small" color="primary" fill="outline" onClick={onPick}>
            {no ? t('order.checkout.useContract', { no }) : t('order.checkout.useThisContract')}
          </Button>
        </>
      )}
    </Section>
  );
}
