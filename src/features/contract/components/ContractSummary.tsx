import { money } from '@/components/Money';
import { contractRemainingAmount } from '@/domain';
import { useT } from '@/lib/i18n';
import type { ContractDetail } from '../api';
import { ContractStatus } from './ContractStatus';

/** The head of a contract's screens: number, status, name, seller, term and amounts, and the ineffective notice. */
export function ContractSummary({ contract }: { contract: Readonly<ContractDetail> }) {
  const t = useT();
  const remaining = contractRemainingAmount(contract);
  return (
    <>
      <section className="ctr-summary" aria-label={t('contract.contractNo', { no: contract.contractNo })}>
        <p className="ctr-card__head">
          <span className="ctr-card__no">{t('contract.contractNo', { no: contract.contractNo })}</span>
          <ContractStatus contract={contract} />
        </p>
        {contract.contractName && <h2 className="ctr-summary__name">{contract.contractName}</h2>}
        <p className="ctr-card__line">{t('contract.seller', { name: contract.sellerName })}</p>
        <p className="ctr-card__line">
          {t('contract.term', { start: contract.startDate ?? t('contract.noValue'), end: contract.endDate ?? t('contract.noValue') })}
        </p>
        {contract.totalAmount !== undefined && (
          <p className="ctr-card__amounts">
            <span>{t('contract.amount', { amount: money(contract.totalAmount) })}</span>
            {remaining !== null && <span className="ctr-card__remaining">{t('contract.remaining', { amount: money(remaining) })}</span>}
          </p>
        )}
      </section>
      {!contract.effective && (
        <p className="ctr-notice" role="note">
          {t('contract.ineffectiveNotice')}
        </p>
      )}
    </>
  );
}
