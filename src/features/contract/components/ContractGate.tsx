import type { ReactNode } from 'react';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import type { ContractDetail } from '../api';
import { contractDetail } from '../queries';

/**
 * The frame of every screen of one contract: the header, and the contract once `contract.details` has
 * answered. A contract that does not exist or is another buyer's (the gateway answers 404 for both) is
 * the 404 page (the route loaders read it as the page's record: pageRecord), none of its data shown.
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
  const read = useQuery(contractDetail(contractId));
  const { data } = read;
  const error = data === undefined ? read.error : null;
  const reload = () => void read.refetch();

  let body;
  if (error) {
    body = <ErrorState title={t('contract.loadFailed')} error={error} onRetry={reload} retryLabel={t('contract.retry')} />;
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
