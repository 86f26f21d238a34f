import { Button } from 'antd-mobile';
import { useT } from '@/lib/i18n';
import { Section } from './ui';

/**
 * The contract of a contract purchase (/v2/order/PickContract folded into the page): the contract the
 * goods were bought under, or — after a delivery-type change reset it (product-spec §4) — a prompt to pick
 * it again.
 */
export function ContractPick({ contractNo, picked, onPick }: { contractNo?: string | undefined; picked: boolean; onPick: () => void }) {
  const t = useT();
  const name = contractNo ? t('order.checkout.contractOf', { no: contractNo }) : t('order.checkout.contractPriced');
  return (
    <Section title={t('order.checkout.contract')}>
      {picked ? (
        <div className="ord-line">
          <span>{name}</span>
          <span className="ord-muted">{t('order.checkout.contractPrice')}</span>
        </div>
      ) : (
        <>
          <div className="ord-error" role="alert">
            {t('order.checkout.chooseContract')}
          </div>
          <Button size="small" color="primary" fill="outline" onClick={onPick}>
            {contractNo ? t('order.checkout.useContract', { no: contractNo }) : t('order.checkout.useThisContract')}
          </Button>
        </>
      )}
    </Section>
  );
}
