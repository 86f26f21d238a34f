import { List } from 'antd-mobile';
import { hasAppHistory, type Href, Link, useLocation, useNavigate } from '@/lib/navigation';

/**
 * What the pages of a security flow hand on in the history state: whether a page of this app came
 * before the flow's first page (settings, the personal information), so the last step can go back to it.
 */
interface FlowState {
  readonly securityFlowFromApp?: boolean;
}

/**
 * The steps of a security flow (change the password, change the phone). The first page links to a
 * verification step; each verified step goes on in place of itself (no way back into a used proof), so
 * the history is: the page before, the first page, the current step. Once done, `finish` goes back to
 * the page before the flow — or, when the flow was opened directly, to `fallback` in place of the step.
 */
export function useSecurityFlow() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromApp = (location.state as FlowState | null)?.securityFlowFromApp === true;
  return {
    /** The state the first page gives its links to the steps. */
    startState: { securityFlowFromApp: hasAppHistory(location) } satisfies FlowState,
    /** Goes on to the next step in place of this one. */
    next: (to: Href) => navigate(to, { replace: true, state: { securityFlowFromApp: fromApp } satisfies FlowState }),
    /** Back to the start of the flow, to verify again (a proof expired, or the page was reloaded). */
    restart: (start: Href) => navigate(start, { replace: true, state: { securityFlowFromApp: fromApp } satisfies FlowState }),
    /** Leaves the finished flow. */
    finish: (fallback: Href) => (fromApp ? navigate(-2) : navigate(fallback, { replace: true })),
  };
}

/** One way to go on from a flow's first page. */
export interface SecurityWay {
  readonly to: Href;
  readonly label: string;
  readonly hint: string;
}

/**
 * The first page of a security flow: why it asks, what the account has now (the masked mobile), and the
 * ways to verify or go on — each a link; `none` says why there is no way when the list is empty.
 */
export function SecurityWays({
  intro,
  current,
  ways,
  none,
  label,
}: {
  intro: string;
  current?: { label: string; value: string } | undefined;
  ways: readonly SecurityWay[];
  none: string;
  /** The accessible name of the list of ways. */
  label: string;
}) {
  const { startState } = useSecurityFlow();
  return (
    <div className="security-ways">
      {current && (
        <p className="security-ways__current">
          <span>{current.label}</span>
          <strong>{current.value}</strong>
        </p>
      )}
      <p className="security-ways__intro">{intro}</p>
      {ways.length === 0 ? (
        <p className="security-ways__none" role="note">
          {none}
        </p>
      ) : (
        <nav aria-label={label}>
          <List mode="card" className="security-ways__list">
            {ways.map((way) => (
              <List.Item key={way.to} arrowIcon>
                <Link className="security-ways__link" to={way.to} state={startState}>
                  <span className="security-ways__label">{way.label}</span>
                  <span className="security-ways__hint">{way.hint}</span>
                </Link>
              </List.Item>
            ))}
          </List>
        </nav>
      )}
    </div>
  );
}
