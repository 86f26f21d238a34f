import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { invalidate, queryClient } from '@/lib/query';
import { useWrite, type WriteOptions } from '@/lib/write';
import { buyerCart, CART_KEY, contractCart } from './queries';
import { showTapped } from './shownSelection';
import { showInContractCart, type ContractSelection } from './contractStore';
import { showInCart, type Selection } from './store';

/** A write of the cart screens: worded as a cart failure, and every cart read (lists, counts) refreshed after it. */
export function useCartWrite<V = void, D = unknown>(options: Omit<WriteOptions<V, D>, 'invalidates' | 'message'>) {
  const t = useT();
  return useWrite<V, D>({ ...options, invalidates: [CART_KEY], message: (message) => t('cart.failed', { message }) });
}

/** A selection saved on the gateway and shown at once; a refused one reloads the cart as it was saved. */
function useSelectionWrite<S extends { readonly groups: G; readonly body: B }, G extends readonly unknown[], B>(
  cached: readonly unknown[],
  show: (groups: G) => void,
  save: (body: B) => Promise<unknown>,
) {
  const write = useCartWrite({
    write: async ({ groups, body }: S) => {
      show(groups);
      await save(body);
    },
    onError: () => invalidate(CART_KEY),
  });
  return {
    ...write,
    run: (selection: S) => {
      // A second tap while this one is saved only asks to wait.
      if (!write.pending) showTapped(queryClient.getQueryData(cached), selection.groups);
      return write.run(selection);
    },
  };
}

/** Saves a selection of the buyer cart. */
export const useCartSelection = () =>
  useSelectionWrite<Selection, Selection['groups'], Selection['body']>(
    buyerCart().queryKey,
    (groups) => showInCart(() => groups),
    (body) => api.cart.updateChecked(body),
  );

/** Saves a selection of the contract cart. */
export const useContractSelection = () =>
  useSelectionWrite<ContractSelection, ContractSelection['groups'], ContractSelection['body']>(
    contractCart().queryKey,
    (groups) => showInContractCart(() => groups),
    (body) => api.cart.contractUpdateChecked(body),
  );
