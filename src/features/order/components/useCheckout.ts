import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { clearOrderCart } from '@/features/cart';
import { api, errorText, type CallBody } from '@/lib/api';
import { useDebouncedValue } from '@/lib/debounce';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { callKey, invalidate, keepPreviousData, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import { maxFloor } from '@/lib/constants';
import type { MessageKey } from '@/lib/i18n';
import type { WireDraft } from '../api';
import { checkoutOptionsOf, orderPrices } from '../checkoutQueries';
import {
  MEMO_MAX,
  applyCheckoutOptions,
  checkoutProblem,
  checkoutStore,
  completeSubmit,
  memoProblem,
  pricedDraft,
  wireDraft,
  type CheckoutProblem,
} from '../store';
import { errorCode } from './ui';

const PRICE_DEBOUNCE_MS = 250;
const NO_GROUP = { sellerId: '', children: [] };

const problemKeys: Record<Exclude<CheckoutProblem, 'memo' | 'floor'>, MessageKey> = {
  contract: 'order.checkout.chooseContract',
  address: 'order.checkout.chooseAddress',
  vehicle: 'order.checkout.noVehicle',
  ship: 'order.checkout.noShip',
  invoiceTitle: 'order.checkout.chooseInvoiceTitle',
  agree: 'order.checkout.mustAgree',
  price: 'order.checkout.waitPrice',
};

/**
 * The checkout page's server data and submit: the seller's options (fitted into the draft once they
 * arrive), the gateway's prices of what prices (not the memo: typing one asks for no new price), and the
 * submit with the draft's idempotency key and the total the buyer saw.
 */
export function useCheckout({ contractSub, floorValid }: { contractSub: boolean; floorValid: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const snap = useSnapshot(checkoutStore);
  const group = snap.groups[snap.groupIndex];
  const draft = snap.draft;

  const optionsRead = useQuery({ ...checkoutOptionsOf(group ?? NO_GROUP), enabled: !!group });
  const options = optionsRead.data;
  // The options fitted into the draft: what is priced waits for them (they may move the delivery way or the address).
  const [fitted, setFitted] = useState<typeof options>(undefined);
  useEffect(() => {
    if (!options) return;
    applyCheckoutOptions(options);
    setFitted(options);
  }, [options]);

  // Contract goods are priced once the contract is picked (the draft is priced under it).
  const contractMissing = draft?.contractId === '';
  const wire = contractMissing ? null : wireDraft(snap as typeof checkoutStore);
  const wantedKey = wire ? JSON.stringify(pricedDraft(wire)) : '';
  const pricedKey = useDebouncedValue(wantedKey, PRICE_DEBOUNCE_MS);
  const pricedBody = useMemo(() => (pricedKey ? (JSON.parse(pricedKey) as WireDraft) : null), [pricedKey]);
  // Asked once the seller's options are fitted into the draft and the buyer's changes have settled; the
  // prices of the last draft stay on screen meanwhile.
  const settled = pricedBody !== null && wantedKey === pricedKey && !!options && fitted === options;
  const pricesRead = useQuery({ ...orderPrices(pricedBody ?? ({} as WireDraft)), enabled: settled, placeholderData: keepPreviousData });
  const pricing = !!wire && (wantedKey !== pricedKey || pricesRead.isFetching);
  const prices = contractMissing ? undefined : pricesRead.data;
  const priceError = contractMissing || !pricesRead.error ? '' : errorText(pricesRead.error);

  const [shownProblem, setShownProblem] = useState('');
  const needVehicle = options?.needVehicle ?? true;
  const problemText = (found: CheckoutProblem): string => {
    if (found === 'memo') return memoMessage(t, draft?.buyerMemo ?? '');
    if (found === 'floor') return t('order.checkout.floorHint', { max: maxFloor });
    return t(problemKeys[found]);
  };

  const submit = useWrite({
    write: (body: CallBody<'order.submit'>) => (contractSub ? api.order.newContractSub(body) : api.order.submit(body)),
    showError: 'none',
    message: (message, error) =>
      errorCode(error) === 'IDEMPOTENCY_KEY_REUSED' ? t('order.checkout.alreadySubmitted') : t('order.checkout.submitFailed', { message }),
    // A new order: the order lists and counts, the cart it came from, a contract's remaining quantities.
    invalidates: [callKey('order.list'), callKey('member.statisticOrderStatus'), ['cart'], ...(contractSub ? [['contract']] : [])],
    onSuccess: (result) => {
      const { moreSellers } = completeSubmit(result);
      if (!moreSellers) clearOrderCart();
      void navigate(href('/order/submit', { orderId: result.orderId }), { replace: true });
    },
    onError: (error) => {
      // The prices moved under the buyer: show the new ones before a retry.
      if (errorCode(error) === 'PRICE_CHANGED') void invalidate(callKey('order.price'));
    },
  });

  const trySubmit = () => {
    const found = checkoutProblem(checkoutStore, { floorValid, needVehicle, priced: !!prices && !pricing });
    if (found) {
      const text = problemText(found);
      setShownProblem(text);
      showToast(text);
      return;
    }
    setShownProblem('');
    submit.reset();
    const body = wireDraft(checkoutStore);
    if (!body || !prices) return;
    void submit.run({ draft: body, expectedTotal: prices.totalAmount, idempotencyKey: checkoutStore.idempotencyKey, agreementAccepted: true });
  };

  return {
    options,
    optionsRead,
    needVehicle,
    contractMissing,
    prices: prices ?? null,
    pricing,
    priceError,
    total: prices && !pricing ? prices.totalAmount : null,
    submitError: submit.error ?? shownProblem,
    submitPending: submit.pending,
    trySubmit,
  };
}

/** The memo's problem in the buyer's words ('' when it is fine). */
export function memoMessage(t: ReturnType<typeof useT>, memo: string): string {
  const found = memoProblem(memo);
  return found === 'format' ? t('validation.plainParagraphs') : found === 'tooLong' ? t('order.checkout.memoTooLong', { max: MEMO_MAX }) : '';
}
