import type { ReactNode } from 'react';
import { createLoadState } from '@/components/LoadState';
import { StatusTag as SharedStatusTag, type StatusTone } from '@/components/StatusTag';
import { timeSlotLabel } from '@/domain';
import { errorText } from '@/lib/api';
import { useT, type Locale } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { nativeBridge } from '@/lib/native';
import { showErrorBanner } from '@/lib/ui';
import type { WaybillStatus } from '../api';

/** Loading, error (with retry) or the content, in the waybill pages' words. */
export const LoadState = createLoadState({ failedTitle: 'waybill.common.loadFailed', retryLabel: 'waybill.common.retry' });

const waybillTones: Record<WaybillStatus, StatusTone> = {
  waiting: 'info',
  loading: 'info',
  inTransit: 'warning',
  arrived: 'warning',
  signed: 'success',
  cancelled: 'neutral',
};

/** A waybill's status as a tag. */
export function StatusTag({ status }: { status: WaybillStatus }) {
  const t = useT();
  return <SharedStatusTag tone={waybillTones[status] ?? 'neutral'}>{t(`waybill.status.${status}`)}</SharedStatusTag>;
}

/** "2026-11-22 06:00-12:00": a take date with its slot in the buyer's language. */
export function takeTimeText(date: string | undefined, slot: string | undefined, locale: Locale): string {
  if (!date) return '';
  return slot ? `${date} ${timeSlotLabel(slot, locale)}` : date;
}

/** The `tel:` link of a number: a browser dials it itself. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A call link: a tel: link a browser follows; inside the app the native dialler (the bridge's callPhone)
 * instead — the webview would not follow a tel: link.
 */
export function CallLink({ phone, label, children }: { phone: string; label: string; children: ReactNode }) {
  const t = useT();
  const call = (event: { preventDefault(): void }) => {
    const bridge = nativeBridge();
    if (!bridge.inApp) return;
    event.preventDefault();
    bridge.callPhone(phone).catch((error: unknown) => {
      logger().warn('callPhone failed', error);
      showErrorBanner(t('waybill.detail.callFailed', { message: errorText(error) }));
    });
  };
  return (
    <a className="wb-call" href={telHref(phone)} aria-label={label} onClick={call}>
      {children}
    </a>
  );
}
