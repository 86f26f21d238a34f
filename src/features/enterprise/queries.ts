import { enterpriseStatusQuery, memberStatusQuery, memberTypeQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';
import { session } from '@/lib/session';

/** What decides every enterprise page: the member's status and type, and the application. */
export const memberStatus = (memberId: string) => memberStatusQuery({ memberId });
export const memberType = (memberId: string) => memberTypeQuery({ memberId });
export const registrationStatus = () => enterpriseStatusQuery();

const overview = () => {
  const memberId = session.userInfo?.memberId;
  return memberId ? [memberStatus(memberId), memberType(memberId), registrationStatus()] : [];
};

export const loaders = defineLoaders({
  '/enterpriseRegistration': overview,
  '/enterpriseRegistration/stepTow': overview,
  '/enterpriseRegistration/stepTow_first_in': overview,
  '/enterpriseRegistration/over': overview,
  '/enterpriseRegistration/over_shenji': overview,
});
