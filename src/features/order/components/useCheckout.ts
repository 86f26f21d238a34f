import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type KitTextProps, useFormKit } from '@/components/Form';
import { clearOrderCart } from '@/features/cart';
import { api, errorText } from '@/lib/api';
import { useDebouncedValue } from '@/lib/debounce';
import { orderSubmitFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { useWritesWait, waitingWrites } from '@/lib/offline/waiting';
import { callKey, invalidate, keepPreviousData, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { maxFloor } from '@/lib/constants';
import { buyerCartTotal, type BuyerCartGroup } from '@/domain';
import type { MessageKey } from '@/lib/i18n';
import type { OrderSubmitResult, WireDraft } from '../api';
import { checkoutOptionsOf, orderPrices } from '../checkoutQueries';
import { applyCheckoutOptions, checkoutProblem, checkoutStore, completeSubmit, pricedDraft, setMemo, wireDraft, type CheckoutProblem } from '../store';
import { errorCode } from './ui';

const PRICE_DEBOUNCE_MS = 250;
const NO_GROUP = { sellerId: '', children: [] };

const problemKeys: Record<Exclude<CheckoutProblem, 'floor'>, MessageKey> = {
  contract: 'order.checkout.chooseContract',
  address: 'order.checkout.chooseAddress',
  vehicle: 'order.checkout.noVehicle',
  ship: 'order.checkout.noShip',
  invoiceTitle: 'order.checkout.chooseInvoiceTitle',
  agree: 'order.checkout.mustAgree',
  price: 'order.checkout.waitPrice',
};

/** The memo, the one thing typed on the checkout: the form kit's, with the rule of order.submit's buyerMemo. */
interface MemoValues {
  buyerMemo: string;
}

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
  // The gateway's own prices of this very draft (a kept answer offline too), not those of an earlier one.
  const gatewayPrices = prices && !pricesRead.isPlaceholderData && wantedKey === pricedKey ? prices : undefined;
  // Offline without them: the domain's estimate of the lines (freight and discounts are the gateway's).
  const offline = useWritesWait();
  const estimate = offline && !gatewayPrices && !contractMissing && group ? buyerCartTotal([group as BuyerCartGroup]) : null;
  const priceError = contractMissing || estimate !== null || !pricesRead.error ? '' : errorText(pricesRead.error);

  const [shownProblem, setShownProblem] = useState('');
  const needVehicle = options?.needVehicle ?? true;
  const problemText = (found: CheckoutProblem): string => (found === 'floor' ? t('order.checkout.floorHint', { max: maxFloor }) : t(problemKeys[found]));

  // The memo starts as the draft has it (a reload, the concrete form's slump) and every change goes into
  // the draft, which keeps it over a reload and a picker page; the kit checks it and sends the order.
  const memo = useFormKit<MemoValues, OrderSubmitResult>({
    defaultValues: () => ({ buyerMemo: checkoutStore.draft?.buyerMemo ?? '' }),
    rules: { buyerMemo: orderSubmitFields['draft.buyerMemo'] },
    messages: { buyerMemo: { tooLong: 'order.checkout.memoTooLong' } },
    normalize: (values) => ({ buyerMemo: values.buyerMemo.trim() }),
    submit: {
      write: ({ buyerMemo }) => {
        const draft = { ...wireDraft(checkoutStore, false)!, ...(buyerMemo ? { buyerMemo } : {}) };
        const body = { draft, expectedTotal: prices!.totalAmount, idempotencyKey: checkoutStore.idempotencyKey, agreementAccepted: true as const };
        return contractSub ? api.order.newContractSub(body) : api.order.submit(body);
      },
      // Offline the order waits, under the checkout's own key. Priced on an estimate it sends no total to
      // hold the gateway to; with the gateway's own price on screen, a moved price is refused as online.
      queue: ({ buyerMemo }) => {
        const draft = { ...wireDraft(checkoutStore, false)!, ...(buyerMemo ? { buyerMemo } : {}) };
        const expected = gatewayPrices ? { expectedTotal: gatewayPrices.totalAmount } : {};
        const body = { draft, ...expected, idempotencyKey: checkoutStore.idempotencyKey, agreementAccepted: true as const };
        const count = draft.itemList.length;
        return { call: contractSub ? 'order.newContractSub' : 'order.submit', body, label: t('order.checkout.waitingSubmit', { count }) };
      },
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
    },
  });
  const memoField: KitTextProps = {
    ...memo.text('buyerMemo'),
    onChange: (text) => {
      memo.set('buyerMemo', text);
      setMemo(text);
    },
  };

  // What the page picks is checked first (said in a toast and above the bar), then the memo under its field.
  const trySubmit = () => {
    // This checkout's order already waits for the network: it is sent once, whatever the taps.
    if (waitingWrites().some((write) => (write.body as { idempotencyKey?: string }).idempotencyKey === checkoutStore.idempotencyKey)) {
      showToast(t('offline.queued'));
      return;
    }
    const found = checkoutProblem(checkoutStore, { floorValid, needVehicle, priced: (!!prices && !pricing) || estimate !== null });
    const text = found ? problemText(found) : '';
    setShownProblem(text);
    if (text) {
      showToast(text);
      return;
    }
    memo.write.reset();
    void memo.submit();
  };

  return {
    options,
    optionsRead,
    needVehicle,
    contractMissing,
    prices: estimate !== null ? null : (prices ?? null),
    estimate,
    pricing: estimate === null && pricing,
    priceError,
    total: estimate ?? (prices && !pricing ? prices.totalAmount : null),
    submitError: memo.write.error ?? shownProblem,
    submitPending: memo.write.pending,
    trySubmit,
    memoField,
    // The buyer tried to submit: what is still missing shows as an error on the page.
    tried: memo.form.formState.isSubmitted || shownProblem !== '',
  };
}
