import { useT } from '@/lib/i18n';
import type { Contract } from '../api';

/**
 * A contract's status, and beside it 失效 (ineffective) when the contract can no longer be ordered
 * against — expired or finished contracts stay visible, marked so.
 */
export function ContractStatus({ contract }: { contract: Pick<Contract, 'status' | 'effective'> }) {
  const t = useT();
  return (
    <span className="ctr-status">
      <span className={`ctr-status__name ctr-status__name--${contract.status}`}>{t(`contract.status.${contract.status}`)}</span>
      {!contract.effective && <span className="ctr-status__ineffective">{t('contract.ineffective')}</span>}
    </span>
  );
}
