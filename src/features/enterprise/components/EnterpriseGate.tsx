import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { Navigate } from '@/lib/navigation';
import { useQueries } from '@/lib/query';
import { session } from '@/lib/session';
import type { EnterpriseOverview } from '../api';
import { type EnterprisePage, enterprisePage, pageHref } from '../pages';
import { memberStatus, memberType, registrationStatus } from '../queries';
import { enterpriseFlow } from '../store';
import '../enterprise.css';

/** The member's status and type and the application, read together (the route loaders started them). */
function useOverview(memberId: string) {
  const enabled = memberId !== '';
  const [member, type, registration] = useQueries({
    queries: [
      { ...memberStatus(memberId), enabled },
      { ...memberType(memberId), enabled },
      { ...registrationStatus(), enabled },
    ],
  });
  const reads = [member, type, registration];
  const data: EnterpriseOverview | undefined =
    member.data && type.data && registration.data ? { member: member.data, type: type.data, registration: registration.data } : undefined;
  return {
    data,
    error: data ? null : (reads.find((read) => read.error)?.error ?? null),
    retry: () => reads.filter((read) => read.error).forEach((read) => void read.refetch()),
  };
}

/**
 * Every enterprise page: reads member.status, member.type and enterprise.status, shows the loading and
 * error states, and sends the buyer on to the page their state calls for when it is not one of `pages`
 * (so a buyer under review who opens the form lands on the submitted page; that page reads the same
 * cached answers).
 */
export function EnterpriseGate({
  title,
  pages,
  editStepOne = false,
  children,
}: {
  /** The header's title, or how the page's state names it (the route's own title fits only one state). */
  title: string | ((page: EnterprisePage | undefined) => string);
  /** The pages this screen shows; any other state redirects. */
  pages: readonly EnterprisePage[];
  editStepOne?: boolean;
  children: (overview: EnterpriseOverview, page: EnterprisePage) => ReactNode;
}) {
  const t = useT();
  const memberId = useSnapshot(session).userInfo?.memberId ?? '';
  const overview = useOverview(memberId);
  const { leaving } = useSnapshot(enterpriseFlow);
  // A page reached by a sent step: the way there is over.
  useEffect(() => {
    enterpriseFlow.leaving = false;
  }, []);
  let body: ReactNode;
  let page: EnterprisePage | undefined;
  if (overview.error) {
    body = <ErrorState title={t('enterprise.status.loadFailed')} error={overview.error} onRetry={overview.retry} />;
  } else if (overview.data === undefined) {
    body = <LoadingState />;
  } else {
    page = enterprisePage(overview.data, editStepOne);
    if (pages.includes(page)) body = children(overview.data, page);
    else if (leaving) body = <LoadingState />;
    else return <Navigate to={pageHref(page)} replace />;
  }
  return (
    <div className="app-screen ent-page app-hit-inputs">
      <Header title={typeof title === 'string' ? title : title(page)} />
      {body}
    </div>
  );
}
