import type { ReactNode } from 'react';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { ApiError, errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import type { ContractDetail } from '../api';
import { contractDetail } from '../queries';

/**
 * The frame of every screen of one contract: the header, and the contract once `contract.details` has
 * answered. A contract that does not exist or is another buyer's (the gateway answers 404 for both)
 * shows one clear message, none of its data, and a way back to the buyer's own contracts.
 */
export function ContractGate({
  contractId,
  title,
  className,
  children,
}: {
  contractId: string;
  title: string;
  className?: string;
  children: (contract: ContractDetail, reload: () => void) => ReactNode;
}) {
  const t = useT();
  const navigate = useNavigate();
  const read = useQuery(contractDetail(contractId));
  const { data } = read;
  const error = data === undefined ? read.error : null;
  const reload = () => void read.refetch();

  let body;
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    body = missing ? (
      <ErrorState title={t('contract.notFound')} onRetry={() => navigate(href('/myContract'), { replace: true })} retryLabel={t('contract.backToList')} />
    ) : (
      <ErrorState title={t('contract.loadFailed')} detail={errorText(error)} onRetry={reload} retryLabel={t('contract.retry')} />
    );
  } else if (data === undefined) {
    body = <LoadingState />;
  } else {
    body = children(data, reload);
  }
  return (
    <div className={`app-screen ctr-page ${className ?? ''}`}>
      <Header title={title} />
      {body}
    </div>
  );
}
