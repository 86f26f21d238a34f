import type { components } from '@gen/openapi.gen';
import { api, unwrap } from '@/lib/api';

export type MemberOrderStatistics = components['schemas']['MemberOrderStatistics'];

type CallOutcome = Awaited<Parameters<typeof unwrap>[0]>;

/** The buyer's orders counted per status. */
export function fetchOrderStatistics(memberId: string): Promise<MemberOrderStatistics> {
  return unwrap(api.member.statisticOrderStatus({ memberId }));
}

/** Ends the session on the gateway. */
export async function logoutOnGateway(): Promise<void> {
  await unwrap((await api.auth.logout()) as CallOutcome);
}
