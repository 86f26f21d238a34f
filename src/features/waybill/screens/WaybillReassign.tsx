import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { StatusBlock } from '@/components/StatusBlock';
import { defaultSlotForDate, slotsForDate, takeDateOptions } from '@/domain';
import { chosenOrderAddressId } from '@/features/address';
import { errorText } from '@/lib/api';
import { useServerData } from '@/lib/data';
import { i18n, useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { checkFormat } from '@/lib/validation';
import { notLeftYet, waybillApi, type ReassignBody, type WaybillDetail } from '../api';
import { Row, Section } from '@/components/Card';
import { LoadState, StatusTag, takeTimeText } from '../components/ui';
import { clearDraft, draftFor, reassignDraft } from '../store';
import '../components/waybill.css';

/** The longest reason the gateway takes. */
const REASON_MAX = 200;

/** A row of choices: toggle buttons, one pressed. */
function Chips({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { id: string; text: string }[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <div className="wb-chips" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={option.id === value ? 'wb-chip wb-chip--on' : 'wb-chip'}
          aria-pressed={option.id === value}
          onClick={() => onChange(option.id)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}

function ReassignForm({ waybill, here }: { waybill: WaybillDetail; here: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { locale } = useSnapshot(i18n);
  const snap = useSnapshot(reassignDraft);
  useEffect(() => void draftFor(waybill.waybillId), [waybill.waybillId]);
  const mine = snap.waybillId === waybill.waybillId;
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  // The address chosen on the address pages for this page; the waybill's own address is no change.
  const chosen = chosenOrderAddressId(here);
  const addressId = chosen && chosen !== waybill.addressId ? chosen : undefined;
  const picked = useServerData(async (signal) => (addressId ? waybillApi.address(addressId, signal) : null), [addressId]);

  // The take time: the shared take-date options and the slots still open on the chosen date.
  const now = new Date();
  const canMoveTime = notLeftYet(waybill.status);
  const dates = takeDateOptions(now);
  const date = (mine && snap.date) || waybill.takeTime || '';
  const slots = date ? slotsForDate(date, now) : [];
  const wantedSlot = (mine && snap.slot) || waybill.timeSlot || '';
  const slot = slots.some((s) => s.code === wantedSlot) ? wantedSlot : date ? defaultSlotForDate(date, now) : '';
  const timeChanged = canMoveTime && date !== '' && (date !== waybill.takeTime || slot !== waybill.timeSlot);
  const reason = mine ? snap.reason : '';

  const chooseAddress = () =>
    void navigate(href('/receivingAddress/select_adress', { from: here, ...(waybill.addressId ? { addressId: waybill.addressId } : {}) }));

  const submit = async () => {
    const text = reason.trim();
    // The reason as the gateway takes it (spec/calls/logistics.yaml waybill.reassign): a multi-line text
    // without invisible control or bidi characters (validation.yaml plainParagraphs, named before the
    // length, which would not tell the buyer what is wrong) and at most 200 characters (a paste is not cut
    // by maxLength everywhere), counted as the gateway counts them.
    const message =
      !addressId && !timeChanged
        ? t('waybill.reassign.nothingChanged')
        : text === ''
          ? t('waybill.reassign.reasonRequired')
          : checkFormat('plainParagraphs', text)
            ? t('validation.plainParagraphs')
            : [...text].length > REASON_MAX
              ? t('waybill.reassign.reasonTooLong')
              : '';
    setProblem(message);
    if (message) return;
    const body: ReassignBody = {
      waybillId: waybill.waybillId,
      reason: text,
      ...(addressId ? { addressId } : {}),
      ...(timeChanged ? { takeTime: date, timeSlot: slot as NonNullable<ReassignBody['timeSlot']> } : {}),
    };
    setBusy(true);
    try {
      await waybillApi.reassign(body);
      clearDraft();
      showToast(t('waybill.reassign.done'));
      void navigate(href('/waybill/detail', { waybillId: waybill.waybillId }), { replace: true });
    } catch (failure) {
      showErrorBanner(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Section title={t('waybill.reassign.current')} extra={<StatusTag status={waybill.status} />}>
        <Row label={t('waybill.detail.waybillNo')}>{waybill.waybillNo}</Row>
        <Row label={t('waybill.detail.goods')}>
          {waybill.goodsName} · {t('waybill.common.quantity', { quantity: waybill.quantity, unit: waybill.unit })}
        </Row>
        {waybill.takeTime && <Row label={t('waybill.detail.takeTime')}>{takeTimeText(waybill.takeTime, waybill.timeSlot, locale)}</Row>}
      </Section>
      <Section title={t('waybill.reassign.address')}>
        <button
          type="button"
          className="app-plain-button wb-address"
          aria-label={t('waybill.reassign.changeAddress', { address: picked.data?.fullAddress ?? waybill.unloadingAddress ?? t('waybill.common.none') })}
          onClick={chooseAddress}
        >
          {picked.data ? (
            <span>
              <span className="wb-address__main">
                {t('waybill.common.labelled', { label: t('waybill.reassign.newAddress'), value: `${picked.data.receiverName} ${picked.data.receiverMobile}` })}
              </span>
              <span className="wb-address__sub">{picked.data.fullAddress ?? picked.data.detail}</span>
            </span>
          ) : (
            <span>
              <span className="wb-address__main">{t('waybill.reassign.chooseAddress')}</span>
              {waybill.unloadingAddress && <span className="wb-address__sub">{waybill.unloadingAddress}</span>}
            </span>
          )}
          <span aria-hidden="true">›</span>
        </button>
        {picked.error ? <p className="app-field-error">{errorText(picked.error)}</p> : null}
      </Section>
      <Section title={t('waybill.reassign.takeTime')}>
        {canMoveTime ? (
          <>
            <p className="wb-field-label">{t('waybill.reassign.date')}</p>
            <Chips
              label={t('waybill.reassign.date')}
              options={dates}
              value={date}
              onChange={(id) => Object.assign(reassignDraft, { date: id, slot: defaultSlotForDate(id, new Date()) })}
            />
            <p className="wb-field-label">{t('waybill.reassign.slot')}</p>
            <Chips
              label={t('waybill.reassign.slot')}
              options={slots.map((s) => ({ id: s.code as string, text: s.label[locale] }))}
              value={slot}
              onChange={(id) => Object.assign(reassignDraft, { date, slot: id })}
            />
          </>
        ) : (
          <p className="wb-muted">{t('waybill.reassign.timeLocked')}</p>
        )}
      </Section>
      <Section title={t('waybill.reassign.reason')}>
        <textarea
          className="wb-reason"
          aria-label={t('waybill.reassign.reason')}
          aria-required="true"
          placeholder={t('waybill.reassign.reasonPlaceholder')}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => (reassignDraft.reason = event.target.value)}
        />
      </Section>
      {problem && (
        <p className="app-field-error wb-note" role="alert">
          {problem}
        </p>
      )}
      <div className="app-bottom-bar">
        <Button block color="primary" loading={busy} loadingText={t('waybill.reassign.submitting')} disabled={busy} onClick={() => void submit()}>
          {t('waybill.reassign.submit')}
        </Button>
      </div>
    </>
  );
}

/**
 * /waybill/reassign?waybillId=…: sends a waybill not delivered yet to another of the buyer's addresses
 * (picked on the address pages, which come back here) and/or — before the truck leaves — another take
 * time within the shared take-date and time-slot rules, with a reason; the gateway checks both again.
 */
export default function WaybillReassign() {
  const t = useT();
  const title = useRouteTitle('/waybill/reassign');
  const navigate = useNavigate();
  const { waybillId } = useRouteQuery('/waybill/reassign');
  const here = href('/waybill/reassign', { waybillId });
  const { data, loading, error, reload } = useServerData((signal) => waybillApi.detail(waybillId, signal), [waybillId]);
  return (
    <div className="app-screen wb-page wb-page--bar">
      <Header title={title} onBack={() => void navigate(href('/waybill/detail', { waybillId }), { replace: true })} />
      <LoadState loading={loading && !data} error={error} onRetry={reload}>
        {data &&
          (data.canReassign ? (
            <ReassignForm waybill={data} here={here} />
          ) : (
            <StatusBlock status="default" title={t('waybill.reassign.notAllowed')}>
              <Button color="primary" onClick={() => void navigate(href('/waybill/detail', { waybillId }), { replace: true })}>
                {t('waybill.reassign.backToDetail')}
              </Button>
            </StatusBlock>
          ))}
      </LoadState>
    </div>
  );
}
