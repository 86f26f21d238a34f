import { ChoiceChips } from '@/components/ChoiceChips';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import Button from 'antd-mobile/es/components/button';
import { useSnapshot } from 'valtio';
import { Row, Section } from '@/components/Card';
import { TextAreaField, useFormKit } from '@/components/Form';
import { defaultSlotForDate, takeDateOptions } from '@/domain';
import { chosenOrderAddressId } from '@/features/address';
import { api, errorText } from '@/lib/api';
import { waybillReassignFields } from '@/lib/fields';
import { i18n, useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { queryClient, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import type { Address, WaybillDetail } from '../api';
import { chosenAddress, waybillDetail } from '../queries';
import { emptyReassignDraft, reassignBody, reassignDraftName, reassignTime, type ReassignDraft } from '../store';
import { StatusTag, takeTimeText } from './ui';

/** The unloading address: the waybill's own, or the one picked on the address pages; tapping picks another. */
function AddressChoice({
  waybill,
  newAddress,
  error,
  onChoose,
}: {
  waybill: WaybillDetail;
  newAddress: Address | undefined;
  error: unknown;
  onChoose: () => void;
}) {
  const t = useT();
  return (
    <Section title={t('waybill.reassign.address')}>
      <button
        type="button"
        className="app-plain-button wb-address"
        aria-label={t('waybill.reassign.changeAddress', { address: newAddress?.fullAddress ?? waybill.unloadingAddress ?? t('waybill.common.none') })}
        onClick={onChoose}
      >
        {newAddress ? (
          <span>
            <span className="wb-address__main">
              {t('waybill.common.labelled', { label: t('waybill.reassign.newAddress'), value: `${newAddress.receiverName} ${newAddress.receiverMobile}` })}
            </span>
            <span className="wb-address__sub">{newAddress.fullAddress ?? newAddress.detail}</span>
          </span>
        ) : (
          <span>
            <span className="wb-address__main">{t('waybill.reassign.chooseAddress')}</span>
            {waybill.unloadingAddress && <span className="wb-address__sub">{waybill.unloadingAddress}</span>}
          </span>
        )}
        <RightOutline aria-hidden="true" />
      </button>
      {error ? <p className="app-field-error">{errorText(error)}</p> : null}
    </Section>
  );
}

/** The reason as waybill.reassign takes it; the form says itself when it is missing (or nothing changes). */
const rules = { reason: { ...waybillReassignFields.reason, required: false } } as const;

/** The reassignment form of a waybill: another address (picked on the address pages), another take time, a reason. */
export function ReassignForm({ waybill, here }: { waybill: WaybillDetail; here: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { locale } = useSnapshot(i18n);
  // The address chosen on the address pages for this page; the waybill's own address is no change.
  const chosen = chosenOrderAddressId(here);
  const addressId = chosen && chosen !== waybill.addressId ? chosen : undefined;
  const picked = useQuery({ ...chosenAddress(addressId ?? ''), enabled: addressId !== undefined });
  const now = new Date();
  const kit = useFormKit<ReassignDraft, WaybillDetail>({
    defaultValues: emptyReassignDraft,
    rules,
    messages: { reason: { tooLong: 'waybill.reassign.reasonTooLong' } },
    normalize: (draft) => ({ ...draft, reason: draft.reason.trim() }),
    check: (draft) => ({
      reason:
        !addressId && !reassignTime(waybill, draft, new Date()).timeChanged
          ? t('waybill.reassign.nothingChanged')
          : draft.reason === ''
            ? t('waybill.reassign.reasonRequired')
            : null,
    }),
    draft: reassignDraftName(waybill.waybillId),
    submit: {
      write: (draft) => api.waybill.reassign(reassignBody(waybill.waybillId, draft.reason, addressId, reassignTime(waybill, draft, new Date()))),
      invalidates: [['waybill']],
      onSuccess: (reassigned) => {
        // The answer is the new detail: the detail page shows it at once, not the one from before.
        queryClient.setQueryData(waybillDetail(waybill.waybillId).queryKey, reassigned);
        showToast(t('waybill.reassign.done'));
        void navigate(href('/waybill/detail', { waybillId: waybill.waybillId }), { replace: true });
      },
    },
  });
  const time = reassignTime(waybill, kit.values, now);

  const chooseAddress = () =>
    void navigate(href('/receivingAddress/select_adress', { from: here, ...(waybill.addressId ? { addressId: waybill.addressId } : {}) }));

  return (
    <>
      <Section title={t('waybill.reassign.current')} extra={<StatusTag status={waybill.status} />}>
        <Row label={t('waybill.detail.waybillNo')}>{waybill.waybillNo}</Row>
        <Row label={t('waybill.detail.goods')}>
          {waybill.goodsName} · {t('waybill.common.quantity', { quantity: waybill.quantity, unit: waybill.unit })}
        </Row>
        {waybill.takeTime && <Row label={t('waybill.detail.takeTime')}>{takeTimeText(waybill.takeTime, waybill.timeSlot, locale)}</Row>}
      </Section>
      <AddressChoice waybill={waybill} newAddress={picked.data} error={picked.error} onChoose={chooseAddress} />
      <Section title={t('waybill.reassign.takeTime')}>
        {time.canMoveTime ? (
          <>
            <p className="wb-field-label">{t('waybill.reassign.date')}</p>
            <ChoiceChips
              label={t('waybill.reassign.date')}
              options={takeDateOptions(now)}
              value={time.date}
              onChange={(id) => {
                kit.set('date', id);
                kit.set('slot', defaultSlotForDate(id, new Date()));
              }}
            />
            <p className="wb-field-label">{t('waybill.reassign.slot')}</p>
            <ChoiceChips
              label={t('waybill.reassign.slot')}
              options={time.slots.map((s) => ({ id: s.code as string, text: s.label[locale] }))}
              value={time.slot}
              onChange={(id) => {
                kit.set('date', time.date);
                kit.set('slot', id);
              }}
            />
          </>
        ) : (
          <p className="wb-muted">{t('waybill.reassign.timeLocked')}</p>
        )}
      </Section>
      <section className="app-card">
        {/* Required, though the kit's rule is not: the form's own check says what is missing (or that nothing changes). */}
        <TextAreaField
          label={t('waybill.reassign.reason')}
          placeholder={t('waybill.reassign.reasonPlaceholder')}
          maxLength={waybillReassignFields.reason.maxLength}
          {...kit.text('reason')}
          required
        />
      </section>
      <div className="app-bottom-bar">
        <Button block color="primary" loading={kit.write.pending} loadingText={t('waybill.reassign.submitting')} onClick={() => void kit.submit()}>
          {t('waybill.reassign.submit')}
        </Button>
      </div>
    </>
  );
}
