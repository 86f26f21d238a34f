import { useT } from '@/lib/i18n';
import { type Href, useNavigate } from '@/lib/navigation';
import { callKey, useQueryClient } from '@/lib/query';
import type { WriteOptions } from '@/lib/write';
import type { Registration } from '../api';
import { registrationStatus } from '../queries';
import { enterpriseFlow } from '../store';

/**
 * The submit of a step of the application: the call answers the application as it now stands, which the
 * pages read at once (the next page decides from it where the buyer is); the member's status follows.
 */
export function useApplicationWrite<T>(send: (values: T) => Promise<Registration>, next: Href): WriteOptions<T, Registration> {
  const t = useT();
  const navigate = useNavigate();
  const queries = useQueryClient();
  return {
    write: send,
    invalidates: [callKey('member.status')],
    message: (message) => t('enterprise.form.failed', { message }),
    onSuccess: (registration) => {
      enterpriseFlow.leaving = true;
      queries.setQueryData(registrationStatus().queryKey, registration);
      return navigate(next, { replace: true });
    },
  };
}
