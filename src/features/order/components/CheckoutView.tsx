import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useServerData } from '@/lib/data';
import { useGoBack, useLocation, useNavigate } from '@/lib/navigation';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { StatusBlock } from '@/components/StatusBlock';
import { clearOrderCart, readOrderCart } from '@/features/cart';
import { vehicleStore } from '@/features/vehicle';
import { shipsChosenFor } from '@/features/ship';
import { deliveryWayCodes, type DeliveryWayCode, maxFloor, menuButtons, transportTypes } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { checkFormat } from '@/lib/validation';
import { orderApi, type ContractSubInit, type OrderPrices } from '../api';
import { Address, takePickedAddress } from './Address';
import { Agree } from './Agree';
import { Checkout } from './Checkout';
import { ContractPick } from './ContractPick';
import { DeliverPlan } from './DeliverPlan';
import { Invoice } from './Invoice';
import { Payway } from './Payway';
import { PickPlan } from './PickPlan';
import { PickStore } from './PickStore';
import { PickVehicle } from './PickVehicle';
import { PickShip } from './PickShip';
import { PriceBreakdown } from './PriceBreakdown';
import { Quantity } from './Quantity';
import { Chips, LoadState, Section, errorCode, errorText, useRouteTitle } from './ui';
import { isSelfPickup, deliveryWayOptions } from '@/domain';
import './order.css';
import { showToast } from '@/lib/ui';
import { FormError } from '@/components/Form';
import {
  checkoutStore,
  chooseAddress,
  chooseDeliveryType,
  chooseStore,
  chooseTakeDate,
  chooseTransfer,
  chooseTransport,
  completeSubmit,
  isContractCheckout,
  openCheckout,
  openContractSub,
  pickGroupContract,
  pricingKey,
  setAgreed,
  setInvoice,
  setMemo,
  setOptions,
  setPayWay,
  setPrices,
  setTakeTime,
  setVehicles,
  setPickupBy,
  setShips,
  wireDraft,
} from '../store';

const PRICE_DEBOUNCE_MS = 250;
/** The longest buyer's memo the gateway keeps (gateway/handlers/order.ts). */
const MEMO_MAX = 200;

/**
 * What the checkout orders: the order cart (/v2/order, submitted with order.submit), or the order cart's
 * lines of one contract as a sub-order with the contract's defaults (/order/newContractSub, submitted
 * with order.newContractSub).
 */
export type CheckoutKind = { readonly kind: 'cart' } | { readonly kind: 'contractSub'; readonly init: ContractSubInit };

/**
 * The order confirmation (/v2/order, /order/orderConfirm, and the contract sub-order /order/newContractSub):
 * the draft of the order cart, one seller (or contract) at a time — delivery or self-pickup, transport
 * type, address or store and vehicles, the take plan, the contract, invoice, pay way, memo, the gateway's
 * prices, the agreement — and the submit with an idempotency key and the total the buyer saw.
 */
export function CheckoutView({ of }: { of: CheckoutKind }) {
  const t = useT();
  const sub = of.kind === 'contractSub' ? of.init : null;
  const mayOrder = useCan(menuButtons.orderSubmit);
  const mayOrderContract = useCan(menuButtons.contractOrder);
  const navigate = useNavigate();
  const goBack = useGoBack();
  const location = useLocation();
  const { locale } = useSnapshot(i18n);
  const returnTo = `${location.pathname}${location.search}`;
  const cartTitle = useRouteTitle('/v2/order');
  const subTitle = useRouteTitle('/order/newContractSub');
  const title = sub ? subTitle : cartTitle;
  const [now] = useState(() => Date.now());
  const [ready] = useState(() => {
    if (sub) openContractSub(readOrderCart(), sub, now);
    else openCheckout(readOrderCart(), now);
    // A choice made on the address or vehicle pages for this page.
    const picked = takePickedAddress(returnTo);
    if (picked !== null) chooseAddress(picked);
    if (vehicleStore.chosenFor === returnTo) setVehicles(vehicleStore.chosen);
    const ships = shipsChosenFor(returnTo);
    if (ships !== null) setShips(ships);
    return true;
  });
  const snap = useSnapshot(checkoutStore);
  const draft = snap.draft;
  const group = snap.groups[snap.groupIndex];
  const [submitError, setSubmitError] = useState('');
  const [tried, setTried] = useState(false);
  // The delivery plan's typed floor (DeliverPlan): a wrong one holds the submit until it is corrected.
  const [floorValid, setFloorValid] = useState(true);

  // Checkout options of the seller.
  const sellerId = group?.sellerId ?? '';
  const contractId = group?.contractId ?? '';
  const goodsIds = group ? [...new Set(group.children.map((c) => c.goodsId))] : [];
  const goodsKey = goodsIds.join(',');
  const optionsLoad = useServerData(
    async (signal) => {
      if (!sellerId) return null;
      const loaded = await orderApi.checkoutOptions({ sellerId, goodsIds: goodsKey.split(','), ...(contractId ? { contractId } : {}) }, signal);
      setOptions(loaded);
      return loaded;
    },
    [sellerId, contractId, goodsKey],
  );
  const optionsError = optionsLoad.error;

  // Prices from the gateway whenever the priced part of the draft changes (contract goods: once the
  // contract is picked — the draft is priced under it).
  const contractMissing = draft?.contractId === '';
  const wire = contractMissing ? null : wireDraft(snap as typeof checkoutStore);
  const key = pricingKey(wire);
  const pricing = !!wire && key !== snap.pricedFor;
  // The draft as priced: `key` says when it changed, the ref hands the effect the draft of that key.
  const wireOfKey = useRef(wire);
  wireOfKey.current = wire;
  useEffect(() => {
    const priced = wireOfKey.current;
    if (!priced || key === checkoutStore.pricedFor) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      orderApi.price(priced, controller.signal).then(
        (prices) => setPrices(prices, key),
        (error: unknown) => {
          if (!controller.signal.aborted) setPrices(null, key, errorText(error));
        },
      );
    }, PRICE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  if (!ready) return null;
  // The sub-order comes from the contract's cart (its prepare step): back goes there when there is no history.
  const contractCartHref = sub ? href('/ShoppingCart/contractCart', { contractId: sub.contractId }) : href('/ShoppingCart');
  const header = sub ? <Header title={title} onBack={() => goBack(contractCartHref)} /> : <Header title={title} />;
  if (!draft || !group) {
    return (
      <div className="ord-page ord-page--nobar">
        {header}
        <StatusBlock
          status="empty"
          title={sub ? t('order.contractSub.empty', { no: sub.contractNo }) : t('order.checkout.empty')}
          description={sub ? t('order.contractSub.emptyHint') : undefined}
        />
        <div className="ord-pad">
          <Button block color="primary" onClick={() => void navigate(contractCartHref)}>
            {sub ? t('order.contractSub.toContractCart') : t('order.checkout.toCart')}
          </Button>
        </div>
      </div>
    );
  }

  const options = snap.options;
  const pickup = isSelfPickup(draft);
  const take = draft.itemList[0]?.takeList[0]?.takeTime;
  const needVehicle = pickup && (options?.needVehicle ?? true);
  const byShip = snap.pickupBy === 'ship';
  const carrierOptions = [
    { id: 'vehicle' as const, text: t('order.checkout.byVehicle') },
    { id: 'ship' as const, text: t('order.checkout.byShip') },
  ];
  const contract = isContractCheckout(snap);
  // Ordering under a contract is a button of its own (the gateway refuses it too: NO_PERMISSION).
  const maySubmit = sub ? mayOrderContract : mayOrder && (!contract || mayOrderContract);
  const onDeliveryType = (way: DeliveryWayCode) => {
    if (way === draft.deliveryType) return;
    chooseDeliveryType(way);
    showToast(contract ? t('order.deliveryTypeChangedContract') : t('order.deliveryTypeChanged'));
  };

  // The memo as the gateway takes it (spec/calls/order.yaml buyerMemo): no invisible control or bidi
  // character (validation.yaml plainParagraphs, named first: the length would not tell the buyer what is
  // wrong) and at most 200 characters (a paste is not cut by maxLength everywhere).
  const memo = draft?.buyerMemo.trim() ?? '';
  const memoProblem = checkFormat('plainParagraphs', memo)
    ? t('validation.plainParagraphs')
    : [...memo].length > MEMO_MAX
      ? t('order.checkout.memoTooLong', { max: MEMO_MAX })
      : '';

  const problem = (): string => {
    if (memoProblem) return memoProblem;
    if (!floorValid) return t('order.checkout.floorHint', { max: maxFloor });
    if (contractMissing) return t('order.checkout.chooseContract');
    if (!pickup && !snap.addressId) return t('order.checkout.chooseAddress');
    if (needVehicle && !byShip && snap.vehicles.length === 0) return t('order.checkout.noVehicle');
    if (needVehicle && byShip && snap.ships.length === 0) return t('order.checkout.noShip');
    if (draft.orderTaxinfo && !draft.orderTaxinfo.vatTitleId) return t('order.checkout.chooseInvoiceTitle');
    if (!snap.agreed) return t('order.checkout.mustAgree');
    if (!snap.prices || pricing) return t('order.checkout.waitPrice');
    return '';
  };

  const submit = async () => {
    setTried(true);
    const found = problem();
    if (found) {
      setSubmitError(found);
      showToast(found);
      return;
    }
    setSubmitError('');
    const body = wireDraft(checkoutStore);
    const prices = checkoutStore.prices;
    if (!body || !prices) return;
    try {
      const submitted = { draft: body, expectedTotal: prices.totalAmount, idempotencyKey: checkoutStore.idempotencyKey, agreementAccepted: true };
      const result = await (sub ? orderApi.newContractSub(submitted) : orderApi.submit(submitted));
      const { moreSellers } = completeSubmit(result);
      if (!moreSellers) clearOrderCart();
      void navigate(href('/order/submit', { orderId: result.orderId }), { replace: true });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'IDEMPOTENCY_KEY_REUSED') setSubmitError(t('order.checkout.alreadySubmitted'));
      else {
        if (code === 'PRICE_CHANGED') setPrices(null, '');
        setSubmitError(t('order.checkout.submitFailed', { message: errorText(error) }));
      }
    }
  };

  const transportOptions = transportTypes
    .filter((type) => !options || options.transportTypes.includes(type.code))
    .map((type) => ({ id: type.code, text: type.label[locale] }));
  const deliveryOptions = deliveryWayOptions(locale).filter((way) => !options || options.deliveryWays.includes(way.id));

  return (
    <div className="ord-page ord-page--checkout">
      {header}
      {sub && <div className="ord-muted ord-note">{t('order.contractSub.intro', { no: sub.contractNo, seller: sub.sellerName })}</div>}
      {snap.groups.length > 1 && (
        <div className="ord-muted ord-note">
          {t(contract ? 'order.checkout.moreContracts' : 'order.checkout.moreSellers', { count: snap.groups.length, index: snap.groupIndex + 1 })}
        </div>
      )}
      <LoadState loading={false} error={optionsError} onRetry={optionsLoad.reload}>
        <Section title={t('order.checkout.deliveryWay')}>
          <Chips label={t('order.checkout.deliveryWay')} options={deliveryOptions} value={draft.deliveryType} onChange={onDeliveryType} />
          <div className="ord-field-label">{t('order.checkout.transportType')}</div>
          <Chips label={t('order.checkout.transportType')} options={transportOptions} value={draft.transportType} onChange={(type) => chooseTransport(type)} />
        </Section>
        {draft.deliveryType === deliveryWayCodes.delivery ? (
          <>
            <Address addressId={snap.addressId} returnTo={returnTo} onMissing={() => chooseAddress('')} />
            {tried && !snap.addressId && <div className="ord-error ord-error--inset">{t('order.checkout.chooseAddress')}</div>}
            <DeliverPlan
              transferWay={draft.transferWay}
              floor={draft.floor}
              takeTime={take}
              now={now}
              onTransfer={(way, floor) => chooseTransfer(way, floor)}
              onDate={(date) => chooseTakeDate(date)}
              onSlot={(date, slot) => setTakeTime(date, slot)}
              onFloorValid={setFloorValid}
            />
          </>
        ) : (
          <>
            <PickStore sellerId={group.sellerId} storeId={draft.storeId} onChange={chooseStore} />
            {needVehicle && (
              <Section title={t('order.checkout.pickupBy')}>
                <Chips label={t('order.checkout.pickupBy')} options={carrierOptions} value={snap.pickupBy} onChange={setPickupBy} />
              </Section>
            )}
            {needVehicle && !byShip && <PickVehicle vehicles={snap.vehicles} returnTo={returnTo} missing={tried} />}
            {needVehicle && byShip && <PickShip ships={snap.ships} returnTo={returnTo} missing={tried} />}
            <PickPlan takeTime={take} now={now} onDate={(date) => chooseTakeDate(date)} onSlot={(date, slot) => setTakeTime(date, slot)} />
          </>
        )}
        {contract && (
          <ContractPick
            contractId={group.contractId ?? ''}
            contractNo={group.contractNo}
            items={draft.itemList}
            extras={snap.extras}
            picked={!contractMissing}
            onPick={pickGroupContract}
          />
        )}
        <Quantity items={draft.itemList} extras={snap.extras} sellerName={group.sellerName} contract={contract} />
        <Invoice value={draft.orderTaxinfo} onChange={setInvoice} />
        {options && <Payway payWays={options.payWays} value={draft.payWay} onChange={setPayWay} />}
        <Section title={t('order.checkout.memo')}>
          <textarea
            className="ord-textarea"
            aria-label={t('order.checkout.memo')}
            placeholder={t('order.checkout.memoPlaceholder')}
            maxLength={MEMO_MAX}
            rows={2}
            value={draft.buyerMemo}
            onChange={(e) => setMemo(e.target.value)}
          />
          <FormError message={tried ? memoProblem : null} />
        </Section>
        <PriceBreakdown
          prices={contractMissing ? null : (snap.prices as OrderPrices | null)}
          pending={pricing}
          error={contractMissing ? '' : snap.priceError}
        />
        {submitError && (
          <div className="ord-error ord-error--footer" role="alert">
            {submitError}
          </div>
        )}
      </LoadState>
      {!maySubmit && (
        <p className="ord-no-permission" role="note">
          {sub || (contract && mayOrder) ? t('order.checkout.noContractPermission') : t('order.checkout.noPermission')}
        </p>
      )}
      <Checkout
        total={snap.prices && !pricing && !contractMissing ? snap.prices.totalAmount : null}
        onSubmit={submit}
        disabled={!!optionsError || !maySubmit}
        top={<Agree checked={snap.agreed} onChange={setAgreed} articleId={options?.agreementArticleId ?? ''} />}
      />
    </div>
  );
}
