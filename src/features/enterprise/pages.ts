import { href, type Href } from '@/lib/routes';
import type { EnterpriseOverview } from './api';

/** The enterprise pages: step one, step two, submitted (under review) and the review result. */
export type EnterprisePage = 'form' | 'stepTwo' | 'submitted' | 'result';

/**
 * Which page the buyer's state calls for. An enterprise buyer (member.type) or an approved application
 * sees the result; one under review (member.status, or the application) the submitted page; a saved
 * step one goes on to step two unless the buyer asked to edit it; anyone else — never applied, or
 * rejected — fills in step one.
 */
export function enterprisePage({ member, type, registration }: EnterpriseOverview, editStepOne = false): EnterprisePage {
  if (type.memberType === 'enterprise' || member.enterpriseStatus === 'approved' || registration.status === 'approved') return 'result';
  if (member.enterpriseStatus === 'reviewing' || registration.status === 'reviewing') return 'submitted';
  if (registration.status === 'draft' && !editStepOne) return 'stepTwo';
  return 'form';
}

/** The route of each page. */
export function pageHref(page: EnterprisePage): Href {
  switch (page) {
    case 'form':
      return href('/enterpriseRegistration');
    case 'stepTwo':
      return href('/enterpriseRegistration/stepTow');
    case 'submitted':
      return href('/enterpriseRegistration/over');
    case 'result':
      return href('/enterpriseRegistration/over_shenji');
  }
}
