import { memberStatisticOrderStatusQuery, memberStatusQuery, memberTypeQuery } from '@/lib/queries';
import { nativeBridge } from '@/lib/native';
import { defineLoaders } from '@/lib/routeData';
import { session } from '@/lib/session';

/** The buyer's orders counted per status (the shortcuts of /mine). */
export const orderCounts = (memberId: string) => memberStatisticOrderStatusQuery({ memberId });
/** The member's status: /mine shows the enterprise upgrade's review state from it. */
export const memberStatus = (memberId: string) => memberStatusQuery({ memberId });
/** The roles the member holds: the apps settings offers to switch the native app to. */
export const memberRoles = (memberId: string) => memberTypeQuery({ memberId });

const buyer = () => session.userInfo?.memberId;

export const loaders = defineLoaders({
  '/mine': () => {
    const memberId = buyer();
    return memberId ? [orderCounts(memberId), memberStatus(memberId)] : [];
  },
  // Only the native app switches to another role's app: a browser never asks for the roles.
  '/mine/setting': () => {
    const memberId = buyer();
    return [nativeBridge().inApp && memberId ? memberRoles(memberId) : null];
  },
});
