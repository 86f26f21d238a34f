import { memberFindInformationQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';
import { session } from '@/lib/session';

/** The buyer's personal information, fresh from the gateway (/Personalinformation). */
export const personalInfo = (memberId: string) => memberFindInformationQuery({ memberId });

export const loaders = defineLoaders({
  '/Personalinformation': () => {
    const memberId = session.userInfo?.memberId;
    return [memberId ? personalInfo(memberId) : null];
  },
});
