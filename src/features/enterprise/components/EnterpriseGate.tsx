import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { errorText } from '@/lib/api';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { Navigate } from '@/lib/navigation';
import { session } from '@/lib/session';
import { enterpriseApi, type EnterpriseOverview } from '../api';
import { type EnterprisePage, enterprisePage, pageHref } from '../pages';
import '../enterprise.css';

/** How long the state a page redirected with stays good for the page it redirected to. */
const HANDOFF_MS = 10_000;
/** The state a page has just loaded and redirected on: the next page shows it without asking again. */
let handoff: { memberId: string; overview: EnterpriseOverview; at: number } | undefined;

/** The state to show: the one just handed over by a redirect, else a fresh load. */
function loadOverview(memberId: string, signal: AbortSignal): Promise<EnterpriseOverview> {
  const given = handoff;
  handoff = undefined;
  if (given && given.memberId === memberId && Date.now() - given.at < HANDOFF_MS) return Promise.resolve(given.overview);
  return enterpriseApi.overview(memberId, signal);
}

/**
 * Every enterprise page: loads member.status, member.type and enterprise.status, shows the loading and
 * error states, and sends the buyer on to the page their state calls for when it is not one of `pages`
 * (so a buyer under review who opens the form lands on the submitted page).
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
  const overview = useServerData((signal) => loadOverview(memberId, signal), [memberId]);
  let body: ReactNode;
  let page: EnterprisePage | undefined;
  if (overview.error) {
    body = <ErrorState title={t('enterprise.status.loadFailed')} detail={errorText(overview.error)} onRetry={overview.reload} />;
  } else if (overview.loading || overview.data === undefined) {
    body = <LoadingState />;
  } else {
    page = enterprisePage(overview.data, editStepOne);
    if (!pages.includes(page)) {
      handoff = { memberId, overview: overview.data, at: Date.now() };
      return <Navigate to={pageHref(page)} replace />;
    }
    body = children(overview.data, page);
  }
  return (
    <div className="app-screen ent-page app-hit-inputs">
      <Header title={typeof title === 'string' ? title : title(page)} />
      {body}
    </div>
  );
}
