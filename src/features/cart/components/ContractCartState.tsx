import type { ReactNode } from 'react';
import { LoadState } from '@/components/LoadState';
import { t } from '@/lib/i18n';
import { loadStateOf } from '@/lib/query';

/**
 * The loading and error states of the contract cart, shared by the screens that show it (all contracts,
 * one contract, its review): its content once the lines are there.
 */
export function ContractCartState({ cart, children }: { readonly cart: Parameters<typeof loadStateOf>[0]; readonly children: ReactNode }) {
  return (
    <LoadState {...loadStateOf(cart)} failedTitle={t('cart.contract.loadFailed')} retryLabel={t('cart.retry')} className="cart-loading cart-state">
      {children}
    </LoadState>
  );
}
