import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { LoadState } from '@/components/LoadState';
import { t } from '@/lib/i18n';
import { contractCartStore, loadContractCart } from '../contractStore';

/**
 * The loading and error states of the contract cart store, shared by the screens that show it (all
 * contracts, one contract, its review): its content once the lines are there.
 */
export function ContractCartState({ children }: { readonly children: ReactNode }) {
  const snap = useSnapshot(contractCartStore);
  return (
    <LoadState
      loading={snap.status === 'idle' || snap.status === 'loading'}
      error={snap.status === 'error' ? new Error(snap.error) : null}
      onRetry={() => void loadContractCart()}
      failedTitle={t('cart.contract.loadFailed')}
      retryLabel={t('cart.retry')}
      className="cart-loading cart-state"
    >
      {children}
    </LoadState>
  );
}
