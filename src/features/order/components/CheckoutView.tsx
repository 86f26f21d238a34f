import { Button } from 'antd-mobile';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { TextAreaField } from '@/components/Form';
import { Header } from '@/components/Header';
import { LoadingState } from '@/components/LoadState';
import { StatusBlock } from '@/components/StatusBlock';
import { readOrderCart } from '@/features/cart';
import { shipsChosenFor } from '@/features/ship';
import { chosenVehiclesFor } from '@/features/vehicle';
import { deliveryWayOptions } from '@/domain';
import { type DeliveryWayCode, menuButtons, transportTypes } from '@/lib/constants';
import { orderSubmitFields } from '@/lib/fields';
import { i18n, useT } from '@/lib/i18n';
import { useGoBack, useLocation, useNavigate } from '@/lib/navigation';
import { loadStateOf } from '@/lib/query';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { showToast } from '@/lib/ui';
import type { ContractSubInit } from '../api';
import {
  checkoutStore,
  chooseAddress,
  chooseDeliveryType,
  chooseTransport,
  isContractCheckout,
  openCheckout,
  openContractSub,
  pickGroupContract,
  setAgreed,
  setInvoice,
  setPayWay,
  setShips,
  setVehicles,
} from '../store';
import { takePickedAddress } from './Address';
import { Agree } from './Agree';
import { Checkout } from './Checkout';
import { CheckoutTake } from './CheckoutTake';
import { Invoice } from './Invoice';
import { Payway } from './Payway';
import { PriceBreakdown } from './PriceBreakdown';
import { Quantity } from './Quantity';
import { useCheckout } from './useCheckout';
import { Chips, LoadState, Section, useRouteTitle } from './ui';
import './order.css';

// Only a contract purchase shows its contract: that section comes in a chunk of its own.
const ContractPick = lazy(() => import('./ContractPick').then((module) => ({ default: module.ContractPick })));

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
  const navigate = useNavigate();
  const goBack = useGoBack();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const cartTitle = useRouteTitle('/v2/order');
  const subTitle = useRouteTitle('/order/newContractSub');
  const [now] = useState(() => Date.now());
  // The draft is opened from the order cart once the page is there (and the choices made on the address,
  // vehicle or ship pages for it taken in); until then the page says it is loading.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (sub) openContractSub(readOrderCart(), sub, now);
    else openCheckout(readOrderCart(), now);
    const picked = takePickedAddress(returnTo);
    if (picked !== null) chooseAddress(picked);
    const vehicles = chosenVehiclesFor(returnTo);
    if (vehicles !== null) setVehicles(vehicles);
    const ships = shipsChosenFor(returnTo);
    if (ships !== null) setShips(ships);
    setOpened(true);
  }, [sub, now, returnTo]);
  const snap = useSnapshot(checkoutStore);

  // The sub-order comes from the contract's cart (its prepare step): back goes there when there is no history.
  const contractCartHref = sub ? href('/ShoppingCart/contractCart', { contractId: sub.contractId }) : href('/ShoppingCart');
  const header = sub ? <Header title={subTitle} onBack={() => goBack(contractCartHref)} /> : <Header title={cartTitle} />;
  if (!opened) {
    return (
      <div className="ord-page ord-page--nobar">
        {header}
        <LoadingState />
      </div>
    );
  }
  if (!snap.draft || !snap.groups[snap.groupIndex]) {
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
  return (
    <div className="ord-page ord-page--checkout">
      {header}
      {sub && <div className="ord-muted ord-note">{t('order.contractSub.intro', { no: sub.contractNo, seller: sub.sellerName })}</div>}
      <CheckoutForm contractSub={!!sub} returnTo={returnTo} now={now} />
    </div>
  );
}

/** The sections of the draft being ordered, the prices and the bottom bar. */
function CheckoutForm({ contractSub, returnTo, now }: { contractSub: boolean; returnTo: string; now: number }) {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const mayOrder = useCan(menuButtons.orderSubmit);
  const mayOrderContract = useCan(menuButtons.contractOrder);
  const snap = useSnapshot(checkoutStore);
  // The delivery plan's typed floor (DeliverPlan): a wrong one holds the submit until it is corrected.
  const [floorValid, setFloorValid] = useState(true);
  const checkout = useCheckout({ contractSub, floorValid });
  const draft = snap.draft!;
  const group = snap.groups[snap.groupIndex]!;
  const options = checkout.options;
  const contract = isContractCheckout(snap);
  // Ordering under a contract is a button of its own (the gateway refuses it too: NO_PERMISSION).
  const maySubmit = contractSub ? mayOrderContract : mayOrder && (!contract || mayOrderContract);
  const onDeliveryType = (way: DeliveryWayCode) => {
    if (way === draft.deliveryType) return;
    chooseDeliveryType(way);
    showToast(contract ? t('order.deliveryTypeChangedContract') : t('order.deliveryTypeChanged'));
  };
  const transportOptions = transportTypes
    .filter((type) => !options || options.transportTypes.includes(type.code))
    .map((type) => ({ id: type.code, text: type.label[locale] }));
  const deliveryOptions = deliveryWayOptions(locale).filter((way) => !options || options.deliveryWays.includes(way.id));
  const optionsState = loadStateOf(checkout.optionsRead);

  return (
    <>
      {snap.groups.length > 1 && (
        <div className="ord-muted ord-note">
          {t(contract ? 'order.checkout.moreContracts' : 'order.checkout.moreSellers', { count: snap.groups.length, index: snap.groupIndex + 1 })}
        </div>
      )}
      <LoadState loading={false} error={optionsState.error} onRetry={optionsState.onRetry}>
        <Section title={t('order.checkout.deliveryWay')}>
          <Chips label={t('order.checkout.deliveryWay')} options={deliveryOptions} value={draft.deliveryType} onChange={onDeliveryType} />
          <div className="ord-field-label">{t('order.checkout.transportType')}</div>
          <Chips label={t('order.checkout.transportType')} options={transportOptions} value={draft.transportType} onChange={(type) => chooseTransport(type)} />
        </Section>
        <CheckoutTake
          draft={draft}
          sellerId={group.sellerId}
          addressId={snap.addressId}
          vehicles={snap.vehicles}
          ships={snap.ships}
          pickupBy={snap.pickupBy}
          needVehicle={checkout.needVehicle}
          returnTo={returnTo}
          now={now}
          tried={checkout.tried}
          onFloorValid={setFloorValid}
        />
        {contract && (
          <Suspense fallback={null}>
            <ContractPick
              contractId={group.contractId ?? ''}
              contractNo={group.contractNo}
              items={draft.itemList}
              extras={snap.extras}
              picked={!checkout.contractMissing}
              onPick={pickGroupContract}
            />
          </Suspense>
        )}
        <Quantity items={draft.itemList} extras={snap.extras} sellerName={group.sellerName} contract={contract} />
        <Invoice value={draft.orderTaxinfo} onChange={setInvoice} />
        {options && <Payway payWays={options.payWays} value={draft.payWay} onChange={setPayWay} />}
        <section className="ord-section ord-section--field">
          <TextAreaField
            label={t('order.checkout.memo')}
            placeholder={t('order.checkout.memoPlaceholder')}
            rows={2}
            maxLength={orderSubmitFields['draft.buyerMemo'].maxLength}
            {...checkout.memoField}
          />
        </section>
        <PriceBreakdown prices={checkout.prices} estimate={checkout.estimate} pending={checkout.pricing} error={checkout.priceError} />
        {checkout.submitError && (
          <div className="ord-error ord-error--footer" role="alert">
            {checkout.submitError}
          </div>
        )}
      </LoadState>
      {!maySubmit && (
        <p className="ord-no-permission" role="note">
          {contractSub || (contract && mayOrder) ? t('order.checkout.noContractPermission') : t('order.checkout.noPermission')}
        </p>
      )}
      <Checkout
        total={checkout.contractMissing ? null : checkout.total}
        pending={checkout.submitPending}
        onSubmit={checkout.trySubmit}
        disabled={!!optionsState.error || !maySubmit}
        top={<Agree checked={snap.agreed} onChange={setAgreed} articleId={options?.agreementArticleId ?? ''} />}
      />
    </>
  );
}
