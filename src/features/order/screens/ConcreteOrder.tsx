import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { AddonGroups } from '@/components/AddonGroups';
import { Header } from '@/components/Header';
import { QuantityStepper } from '@/components/QuantityStepper';
import { StatusBlock } from '@/components/StatusBlock';
import {
  CONCRETE_SLUMPS,
  addonTotal,
  chooseAddon,
  chosenAddons,
  concreteOrderProblems,
  initialQuantity,
  isConcreteOrderReady,
  settleQuantity,
  shownAddonGroups,
  takeTime,
  unitStep,
  defaultSlotForDate,
  type AddonChoice,
  type AddonGroupRef,
  type AddonGroupsPart,
  type ConcreteOrderProblems,
} from '@/domain';
import { buyerLineAmount, readOrderCart, startBuyNow, type BuyerCartLine } from '@/features/cart';
import { ApiError } from '@/lib/api';
import { menuButtons } from '@/lib/constants';
import { useServerData } from '@/lib/data';
import { i18n, useT } from '@/lib/i18n';
import { useLocation, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { showToast } from '@/lib/ui';
import { Address, takePickedAddress } from '../components/Address';
import { TakePlan } from '../components/TakePlan';
import { Chips, Line, LoadState, Section, errorText, useRouteTitle } from '../components/ui';
import { checkedAddonIds, concreteForm, loadConcreteAddons, loadConcreteOffer, openConcreteForm, type ConcreteGrade, type ConcreteOffer } from '../concrete';
import { prepareCheckout } from '../store';
import '../components/order.css';

type Problems = { -readonly [K in keyof ConcreteOrderProblems]: ConcreteOrderProblems[K] };

/**
 * /concrete/order?goodsId&contractId: the concrete order form — grade (the goods' varieties, or the
 * contract's concrete goods at the contract price), slump, pumping and other services (the add-on rules),
 * volume on the unit's grid (within the contract's surplus), pour date and slot, site address. It hands
 * one buy-now line to the confirm page (/v2/order) with the address, the pour time and the slump (in the
 * buyer's memo) already filled in; bad input shows what to fix and hands nothing over.
 */
export default function ConcreteOrder() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { locale } = useSnapshot(i18n);
  const { goodsId, contractId } = useRouteQuery('/concrete/order');
  const title = useRouteTitle('/concrete/order');
  const returnTo = `${location.pathname}${location.search}`;
  const mayOrderContract = useCan(menuButtons.contractOrder);
  const [now] = useState(() => Date.now());
  useState(() => {
    openConcreteForm(goodsId, contractId);
    const picked = takePickedAddress(returnTo);
    if (picked !== null) Object.assign(concreteForm, { addressId: picked, addressDefaulted: true });
    return true;
  });
  const form = useSnapshot(concreteForm);
  const [tried, setTried] = useState(false);
  const [quantityValid, setQuantityValid] = useState(true);
  const [choice, setChoice] = useState<AddonChoice | null>(null);

  const offerLoad = useServerData((signal) => loadConcreteOffer(goodsId, contractId, signal), [goodsId, contractId]);
  const offer = offerLoad.data ?? null;
  const offerGoods = offer?.goodsId ?? '';
  const addonsLoad = useServerData(
    (signal) => (offerGoods ? loadConcreteAddons(offerGoods, contractId, concreteForm.addons, signal) : Promise.resolve(null)),
    [offerGoods, contractId],
  );
  const addons = choice ?? addonsLoad.data ?? null;

  // The suggested site address (the seller's checkout options, or the contract's), once.
  useEffect(() => {
    if (!offer || concreteForm.addressDefaulted) return;
    if (!concreteForm.addressId && offer.defaultAddressId) concreteForm.addressId = offer.defaultAddressId;
    concreteForm.addressDefaulted = true;
  }, [offer]);

  const grade = offer?.grades.find((g) => g.id === form.grade) ?? null;
  const steps = (grade ?? offer?.grades[0])?.steps ?? null;
  // The first volume: the unit's first quantity on its grid.
  useEffect(() => {
    if (steps && !concreteForm.quantity) concreteForm.quantity = initialQuantity(steps);
  }, [steps]);

  const header = <Header title={title} />;
  if (!offer) {
    const failure = offerLoad.error instanceof ApiError ? offerLoad.error : null;
    const refused = !!contractId && failure && (failure.status === 400 || failure.status === 404);
    return (
      <div className="ord-page ord-page--nobar">
        {header}
        {refused ? (
          <>
            <StatusBlock status="default" title={t('order.contractSub.ineffective')} description={errorText(failure)} />
            <div style={{ padding: 16 }}>
              <Button block color="primary" onClick={() => void navigate(href('/ShoppingCart/contractCart', { contractId }))}>
                {t('order.contractSub.toContractCart')}
              </Button>
            </div>
          </>
        ) : !offerLoad.loading && !offerLoad.error ? (
          <>
            <StatusBlock status="empty" title={t('order.concrete.noGoods')} />
            <div style={{ padding: 16 }}>
              <Button block color="primary" onClick={() => void navigate(href('/goods'))}>
                {t('order.concrete.toGoods')}
              </Button>
            </div>
          </>
        ) : (
          <LoadState loading={offerLoad.loading} error={offerLoad.error} onRetry={offerLoad.reload}>
            {null}
          </LoadState>
        )}
      </div>
    );
  }
  if (offer.grades.length === 0) {
    return (
      <div className="ord-page ord-page--nobar">
        {header}
        <StatusBlock status="empty" title={t('order.concrete.noGrades')} />
      </div>
    );
  }

  const contract = !!offer.contractId;
  const unitText = (quantity: string) => t('order.common.quantityUnit', { quantity, unit: offer.unit });
  const chooseGrade = (id: string) => {
    const next = offer.grades.find((g) => g.id === id);
    if (!next) return;
    concreteForm.grade = id;
    // The volume moves onto the grade's grid (under a contract: within its surplus).
    concreteForm.quantity = concreteForm.quantity ? settleQuantity(concreteForm.quantity, next.steps) : initialQuantity(next.steps);
  };
  const pickAddon = (current: AddonChoice, ref: AddonGroupRef, additemId: string) => {
    const next = chooseAddon(current, ref, additemId);
    setChoice(next);
    concreteForm.addons = checkedAddonIds(next);
  };
  // The pumping chain and the other services under titles of their own; a part without groups shows no section.
  const addonSection = (current: AddonChoice, part: AddonGroupsPart, sectionTitle: string) =>
    shownAddonGroups(current, part).length > 0 ? (
      <Section title={sectionTitle}>
        <AddonGroups
          choice={current}
          part={part}
          idPrefix={`concrete-addon-${part}`}
          inCard
          headingLevel={3}
          onChoose={(ref, additemId) => pickAddon(current, ref, additemId)}
        />
      </Section>
    ) : null;
  const chooseDate = (date: string) => Object.assign(concreteForm, { takeDate: date, timeSlot: defaultSlotForDate(date, Date.now()) });

  const line = grade ? concreteLine(offer, grade, form.quantity, addons) : null;
  const problemsNow = (): Problems => {
    const found: Problems = {
      ...concreteOrderProblems(
        {
          grade: form.grade && grade ? form.grade : '',
          slump: form.slump,
          quantity: form.quantity,
          steps: grade?.steps ?? steps,
          surplus: grade?.surplus ?? null,
          convertRate: offer.convertRate,
          takeDate: form.takeDate,
          timeSlot: form.timeSlot,
          addressId: form.addressId,
        },
        Date.now(),
      ),
    };
    if (!quantityValid && !found.quantity) found.quantity = 'invalid';
    return found;
  };
  const problems = tried ? problemsNow() : {};
  const quantityMessage = (problem: Problems['quantity']): string => {
    const bounds = grade?.steps ?? steps;
    switch (problem) {
      case 'surplus':
        return t('order.concrete.overSurplus', { surplus: unitText(grade?.surplus ?? '0') });
      case 'step':
        return t('order.concrete.offGrid', { step: unitText(unitStep(bounds)) });
      case 'min':
      case 'max':
      case 'invalid':
        return t('order.concrete.fixVolume');
      default:
        return '';
    }
  };
  const messages: Record<keyof ConcreteOrderProblems, string> = {
    grade: problems.grade ? t('order.concrete.chooseGrade') : '',
    slump: problems.slump ? t('order.concrete.chooseSlump') : '',
    quantity: quantityMessage(problems.quantity),
    takeDate: problems.takeDate === 'outOfRange' ? t('order.concrete.dateOutOfRange') : problems.takeDate ? t('order.concrete.chooseDate') : '',
    timeSlot: problems.timeSlot === 'ended' ? t('order.concrete.slotEnded') : problems.timeSlot ? t('order.concrete.chooseSlot') : '',
    addressId: problems.addressId ? t('order.checkout.chooseAddress') : '',
  };
  const fieldError = (field: keyof ConcreteOrderProblems) =>
    messages[field] ? (
      <div className="ord-error" role="alert">
        {messages[field]}
      </div>
    ) : null;

  const goOn = () => {
    setTried(true);
    const found = problemsNow();
    if (!isConcreteOrderReady(found) || !line || !grade || !form.timeSlot) {
      showToast(t('order.concrete.fixFirst'));
      return;
    }
    startBuyNow(
      {
        sellerId: offer.sellerId,
        sellerName: offer.sellerName,
        effective: true,
        ...(offer.contractId ? { contractId: offer.contractId } : {}),
        ...(offer.contractNo ? { contractNo: offer.contractNo } : {}),
      },
      line,
    );
    // The slump has no field in the order draft: it goes to the seller in the buyer's memo (spec/routes.yaml).
    prepareCheckout(readOrderCart(), {
      addressId: form.addressId,
      takeDate: form.takeDate,
      timeSlot: form.timeSlot,
      buyerMemo: t('order.concrete.slumpMemo', { slump: t('order.concrete.slumpOption', { value: form.slump }) }),
    });
    void navigate(
      offer.contractId ? href('/v2/order', { from: 'contract', contractId: offer.contractId }) : href('/v2/order', { from: 'buyNow', goodsId: offer.goodsId }),
    );
  };

  const gradeText = (g: ConcreteGrade) => `${g.grade} ${t('order.concrete.perUnit', { price: g.unitPrice, unit: offer.unit })}`;
  const take = form.takeDate && form.timeSlot ? takeTime(form.takeDate, form.timeSlot, locale) : undefined;
  return (
    <div className="ord-page">
      {header}
      <Section title={t('order.concrete.goods')}>
        <div className="ord-goods">
          {offer.image ? <img src={offer.image} alt="" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} /> : null}
          <div className="ord-goods__body">
            <div className="ord-goods__name">{offer.goodsName}</div>
            <div className="ord-muted">{t('order.checkout.sellerOf', { name: offer.sellerName })}</div>
            {offer.contractNo && <div className="ord-muted">{t('order.concrete.underContract', { no: offer.contractNo })}</div>}
          </div>
        </div>
      </Section>
      <Section title={t('order.concrete.grade')} extra={contract ? <span className="ord-muted">{t('order.checkout.contractPrice')}</span> : undefined}>
        <Chips
          label={t('order.concrete.grade')}
          options={offer.grades.map((g) => ({ id: g.id, text: gradeText(g) }))}
          value={form.grade}
          onChange={chooseGrade}
        />
        {grade?.surplus !== undefined && <div className="ord-muted">{t('order.concrete.surplus', { quantity: unitText(grade.surplus) })}</div>}
        {fieldError('grade')}
      </Section>
      <Section title={t('order.concrete.slump')}>
        <Chips
          label={t('order.concrete.slump')}
          options={CONCRETE_SLUMPS.map((value) => ({ id: value, text: t('order.concrete.slumpOption', { value }) }))}
          value={form.slump}
          onChange={(value) => (concreteForm.slump = value)}
        />
        {fieldError('slump')}
      </Section>
      {addons ? (
        <>
          {addonSection(addons, 'pumping', t('order.concrete.pumping'))}
          {addonSection(addons, 'others', t('order.concrete.otherServices'))}
        </>
      ) : addonsLoad.error ? (
        <Section title={t('order.concrete.pumping')}>
          <LoadState loading={false} error={addonsLoad.error} onRetry={addonsLoad.reload}>
            {null}
          </LoadState>
        </Section>
      ) : null}
      <Section title={t('order.concrete.volume')}>
        <QuantityStepper
          value={form.quantity}
          steps={grade?.steps ?? steps}
          unitName={offer.unit}
          onChange={(quantity) => (concreteForm.quantity = quantity)}
          onValidity={setQuantityValid}
          labels={{ input: t('order.concrete.volume'), increase: t('order.concrete.moreVolume'), decrease: t('order.concrete.lessVolume') }}
        />
        {fieldError('quantity')}
      </Section>
      <TakePlan
        title={t('order.concrete.pourTime')}
        value={take}
        now={now}
        onDate={chooseDate}
        onSlot={(date, slot) => Object.assign(concreteForm, { takeDate: date, timeSlot: slot })}
      />
      {(messages.takeDate || messages.timeSlot) && <div style={{ padding: '0 12px' }}>{fieldError('takeDate') ?? fieldError('timeSlot')}</div>}
      <Address addressId={form.addressId} returnTo={returnTo} onMissing={() => (concreteForm.addressId = '')} />
      {messages.addressId && <div style={{ padding: '0 12px' }}>{fieldError('addressId')}</div>}
      {line && (
        <Section title={t('order.concrete.estimate')}>
          <Line
            label={t('order.concrete.estimateOf', { grade: grade?.grade ?? '', quantity: unitText(line.quantity) })}
            value={t('order.common.yuan', { amount: buyerLineAmount(line) })}
            strong
          />
          <div className="ord-muted">{t('order.concrete.estimateNote')}</div>
        </Section>
      )}
      {contract && !mayOrderContract && (
        <p className="ord-no-permission" role="note">
          {t('order.checkout.noContractPermission')}
        </p>
      )}
      <div className="app-bottom-bar ord-bar">
        <div className="ord-bar__total">
          {t('order.checkout.total')} <strong>{line ? t('order.common.yuan', { amount: buyerLineAmount(line) }) : '—'}</strong>
        </div>
        <Button color="primary" shape="rounded" disabled={contract && !mayOrderContract} onClick={goOn}>
          {t('order.concrete.next')}
        </Button>
      </div>
    </div>
  );
}

/** The form as one order-cart line (buy now): the grade's resource at its price, the chosen add-ons. */
function concreteLine(offer: ConcreteOffer, grade: ConcreteGrade, quantity: string, addons: AddonChoice | null): BuyerCartLine {
  const chosen = addons ? chosenAddons(addons) : [];
  return {
    cartResourceId: '',
    ...(grade.contractGoodsId ? { contractGoodsId: grade.contractGoodsId } : {}),
    goodsId: offer.goodsId,
    goodsName: offer.goodsName,
    resourceId: grade.resourceId,
    varietyId: grade.varietyId,
    varietyName: grade.varietyName,
    image: offer.image,
    unitPrice: grade.unitPrice,
    quantity: quantity || '0',
    unit: offer.unit,
    purchaseUnit: offer.purchaseUnit,
    convertRate: offer.convertRate,
    minOrderCount: grade.steps.minOrderCount,
    minChangeCount: grade.steps.minChangeCount,
    maxBuyNum: grade.steps.maxOrderCount ?? grade.surplus ?? '1000000',
    isPlatform: offer.isPlatform,
    isRebar: false,
    effective: true,
    checked: true,
    cartAdditems: chosen.map((item) => ({
      additemId: item.additemId,
      additemName: item.additemName,
      parentName: item.parentName,
      additemPrice: item.additemPrice ?? '0.00',
    })),
    addUnitPrice: addons ? addonTotal(addons) : '0.00',
    selectInfos: [],
    rebarAmount: '0.00',
  };
}
