import { api, type CallData } from '@/lib/api';
import { customerService } from '@/lib/constants';
import { logger } from '@/lib/log';
import { nativeBridge } from '@/lib/native';

/** The member's account and enterprise-upgrade status. */
export type MemberStatus = CallData<'member.status'>;
/** Where the enterprise upgrade stands: none, reviewing, approved, rejected. */
export type EnterpriseStatus = MemberStatus['enterpriseStatus'];

/** The member's status (/mine shows the enterprise upgrade's from it: 审核中 while under review). */
export function fetchMemberStatus(memberId: string, signal?: AbortSignal): Promise<MemberStatus> {
  return api.member.status({ memberId }, { signal });
}

/** The customer-service hotline as dialled: its digits (400-820-1234 → 4008201234). */
export const hotlineDigits = customerService.hotline.replace(/[^\d+]/g, '');

/** The `tel:` link of the hotline: a browser dials it itself. */
export const hotlineHref = `tel:${hotlineDigits}`;

/**
 * A tap on the hotline: inside the app the native dialler (the bridge's callPhone) — the webview would
 * not follow a tel: link — and the link's own default is cancelled; in a browser the tel: link dials.
 */
export function callHotline(event: { preventDefault(): void }): void {
  const bridge = nativeBridge();
  if (!bridge.inApp) return;
  event.preventDefault();
  bridge.callPhone(hotlineDigits).catch((error: unknown) => logger().warn('callPhone failed', error));
}
