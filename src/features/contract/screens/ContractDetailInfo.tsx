import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { money } from '@/components/Money';
import { contractRemainingAmount } from '@/domain';
import { deliveryWays } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { ContractDetail } from '../api';
import { ContractGate } from '../components/ContractGate';
import { ContractStatus } from '../components/ContractStatus';
import { openContractDocument } from '../components/native';
import '../contract.css';

/**
 * /contractDetail/detail?contractId=…: the terms of a contract — number, name, parties, status, dates,
 * amounts, settlement and delivery, remarks, and the signed document (the app's PDF viewer, or a tab).
 */
export default function ContractDetailInfo() {
  const { contractId } = useRouteQuery('/contractDetail/detail');
  const title = useRouteTitle('/contractDetail/detail');
  return (
    <ContractGate contractId={contractId} title={title}>
      {(contract) => <Terms contract={contract} />}
    </ContractGate>
  );
}

function Terms({ contract }: { contract: ContractDetail }) {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const none = t('contract.noValue');
  const amountOr = (amount: string | null | undefined) => (amount === undefined || amount === null ? none : money(amount));
  const remaining = contractRemainingAmount(contract);
  const delivery = deliveryWays.find((way) => way.code === contract.deliveryWay)?.label[locale];
  const rows: [string, [string, ReactNode][]][] = [
    [
      t('contract.terms.basics'),
      [
        [t('contract.terms.contractNo'), contract.contractNo],
        [t('contract.terms.contractName'), contract.contractName ?? none],
        [t('contract.terms.status'), <ContractStatus key="status" contract={contract} />],
        [t('contract.terms.signDate'), contract.signDate ?? none],
        [t('contract.terms.startDate'), contract.startDate ?? none],
        [t('contract.terms.endDate'), contract.endDate ?? none],
      ],
    ],
    [
      t('contract.terms.parties'),
      [
        [t('contract.terms.buyer'), contract.buyerName ?? none],
        [t('contract.terms.seller'), contract.sellerName],
      ],
    ],
    [
      t('contract.terms.performance'),
      [
        [t('contract.terms.totalAmount'), amountOr(contract.totalAmount)],
        [t('contract.terms.usedAmount'), amountOr(contract.usedAmount)],
        [t('contract.terms.remainingAmount'), amountOr(remaining)],
        [t('contract.terms.settlementWay'), contract.settlementWay ?? none],
        [t('contract.terms.deliveryWay'), delivery ?? none],
        [t('contract.terms.deliveryAddress'), contract.deliveryAddress ?? none],
        [t('contract.terms.remark'), contract.remark ?? none],
        [
          t('contract.terms.document'),
          contract.fileUrl ? (
            <button key="document" type="button" className="app-link" onClick={() => openContractDocument(contract.fileUrl!)}>
              {t('contract.openDocument')}
            </button>
          ) : (
            t('contract.noDocument')
          ),
        ],
      ],
    ],
  ];
  return (
    <>
      {!contract.effective && (
        <p className="ctr-notice" role="note">
          {t('contract.ineffectiveNotice')}
        </p>
      )}
      {rows.map(([heading, fields]) => (
        <section key={heading} className="ctr-section" aria-label={heading}>
          <h2 className="ctr-section__title">{heading}</h2>
          <dl className="ctr-terms">
            {fields.map(([label, value]) => (
              <div key={label} className="ctr-terms__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
