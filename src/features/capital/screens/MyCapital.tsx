import { Header } from '@/components/Header';
import { Section } from '@/components/Card';
import { Money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { menuButtons } from '@/lib/constants';
import { useCan } from '@/lib/session';
import { loadStateOf, useQuery } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { CapitalAccount } from '../api';
import { LoadState } from '../components/ui';
import { capitalAccount } from '../queries';
import '../components/capital.css';

function Balance({ account }: { account: CapitalAccount }) {
  const t = useT();
  // Withdrawing is a button of the menu tree (the gateway refuses it too): without it, no entry.
  const mayWithdraw = useCan(menuButtons.capitalWithdraw);
  return (
    <section className="cap-hero" aria-label={t('capital.home.balance')}>
      <p className="cap-hero__label">{t('capital.home.balance')}</p>
      <p className="cap-hero__amount">{account.balance}</p>
      <dl className="cap-hero__parts">
        <div>
          <dt>{t('capital.home.available')}</dt>
          <dd>
            <Money value={account.availableBalance} />
          </dd>
        </div>
        <div>
          <dt>{t('capital.home.frozen')}</dt>
          <dd>
            <Money value={account.frozenAmount} />
          </dd>
        </div>
      </dl>
      <div className="cap-hero__actions">
        {mayWithdraw && (
          <Link className="cap-hero__button cap-hero__button--main" to={href('/myCapital/withdraw')}>
            {t('capital.home.withdraw')}
          </Link>
        )}
        <Link className={mayWithdraw ? 'cap-hero__button' : 'cap-hero__button cap-hero__button--main'} to={href('/myCapital/list')}>
          {t('capital.home.bills')}
        </Link>
      </div>
    </section>
  );
}

function Cards({ account }: { account: CapitalAccount }) {
  const t = useT();
  return (
    <Section
      title={t('capital.home.cards')}
      extra={
        <Link className="app-link" to={href('/myCapital/bindCard')}>
          {t('capital.home.bindCard')}
        </Link>
      }
    >
      {account.bankCards.length === 0 ? (
        <p className="cap-muted">{t('capital.home.noCards')}</p>
      ) : (
        <ul className="cap-cards">
          {account.bankCards.map((card) => (
            <li key={card.bankCardId} className="cap-bank">
              <span className="cap-bank__name">{card.bankName}</span>
              <span className="cap-bank__no">{t('capital.common.cardEnding', { last4: card.cardNoMasked.slice(-4) })}</span>
              <span className="cap-muted">
                {card.accountName}
                {card.branchName ? ` · ${card.branchName}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function PayPassword({ account }: { account: CapitalAccount }) {
  const t = useT();
  return (
    <Section title={t('capital.home.security')}>
      {account.hasPayPassword ? (
        <nav className="cap-links" aria-label={t('capital.home.security')}>
          <Link className="app-link" to={href('/myCapital/updatePassword')}>
            {t('capital.home.updatePassword')}
          </Link>
          <Link className="app-link" to={href('/myCapital/resetPassword')}>
            {t('capital.home.resetPassword')}
          </Link>
        </nav>
      ) : (
        <>
          <p className="cap-muted">{t('capital.home.noPassword')}</p>
          <Link className="app-link" to={href('/myCapital/resetPassword')}>
            {t('capital.home.setPassword')}
          </Link>
        </>
      )}
    </Section>
  );
}

/**
 * /myCapital: the buyer's wallet — balance with its available and frozen parts, withdraw (when the menu
 * tree allows it) and the bills, the bound bank cards (bank name and the last four digits) (bind another) and the pay password (change, reset by SMS, or set one).
 */
export default function MyCapital() {
  const title = useRouteTitle('/myCapital');
  const account = useQuery(capitalAccount());
  const data = account.data;
  return (
    <div className="app-screen cap-page">
      <Header title={title} />
      <LoadState {...loadStateOf(account)}>
        {data && (
          <>
            <Balance account={data} />
            <Cards account={data} />
            <PayPassword account={data} />
          </>
        )}
      </LoadState>
    </div>
  );
}
