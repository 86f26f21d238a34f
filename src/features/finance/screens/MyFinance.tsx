import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { Link, type Href } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { loadStateOf, useQuery } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { financeHome } from '../queries';
import { Row, Section } from '@/components/Card';
import { LoadState, StatusTag } from '../components/ui';
import '../components/finance.css';

type Page = 'home' | 'loans' | 'drawdown' | 'history' | 'offer';

interface Entry {
  readonly to: Href;
  readonly title: `finance.mine.${Page}`;
  readonly hint: `finance.mine.${Page}Hint`;
}

const ENTRIES: readonly Entry[] = [
  { to: href('/myFinance/home'), title: 'finance.mine.home', hint: 'finance.mine.homeHint' },
  { to: href('/myFinance/loan'), title: 'finance.mine.loans', hint: 'finance.mine.loansHint' },
  { to: href('/myFinance/distract'), title: 'finance.mine.drawdown', hint: 'finance.mine.drawdownHint' },
  { to: href('/myFinance/historyRecord'), title: 'finance.mine.history', hint: 'finance.mine.historyHint' },
  { to: href('/financing'), title: 'finance.mine.offer', hint: 'finance.mine.offerHint' },
];

/**
 * /myFinance: the way into the buyer's financing — where the latest application stands (with the reason
 * when it was not approved) and what is available to draw, then the finance pages: home, loans, drawdown,
 * history and the partner's offer.
 */
export default function MyFinance() {
  const t = useT();
  const title = useRouteTitle('/myFinance');
  const home = useQuery(financeHome());
  const data = home.data;

  return (
    <div className="app-screen fin-page">
      <Header title={title} />
      <LoadState {...loadStateOf(home)}>
        {data && (
          <Section title={t('finance.mine.statusHeading')} extra={<StatusTag status={data.applyStatus} text={t(`finance.applyStatus.${data.applyStatus}`)} />}>
            <dl className="fin-rows">
              <Row term label={t('finance.mine.available')}>
                {money(data.availableAmount)}
              </Row>
            </dl>
            {data.applyStatus === 'rejected' && data.rejectReason && (
              <p className="app-card__line">{t('finance.home.rejectReason', { reason: data.rejectReason })}</p>
            )}
          </Section>
        )}
      </LoadState>
      <ul className="fin-links">
        {ENTRIES.map((entry) => (
          <li key={entry.title}>
            <Link className="fin-link" to={entry.to}>
              <span>
                <span className="fin-link__title">{t(entry.title)}</span>
                <br />
                <span className="fin-link__hint">{t(entry.hint)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
