import { Button, Dialog, List } from 'antd-mobile';
import { type ReactNode, useEffect, useState } from 'react';
import { type Href, Link, useNavigate } from '@/lib/navigation';
import { useSnapshot } from 'valtio';
import { useClickGuard } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { LoadingState } from '@/components/LoadState';
import { useUnreadMessages } from '@/components/TabBar';
import { errorText } from '@/lib/api';
import { orderStatuses } from '@/lib/constants';
import { useServerData } from '@/lib/data';
import { i18n, useT } from '@/lib/i18n';
import { href, loginHref } from '@/lib/routes';
import { session } from '@/lib/session';
import { fetchMemberStatus } from '../services';
import { loadOrderStats, logout, mineStore } from '../store';
import '../mine.css';
import { showToast } from '@/lib/ui';

/** The statuses shown as shortcuts under "my orders". */
const SHORTCUTS = ['pendingPayment', 'pendingDelivery', 'delivering', 'completed', 'refunding'] as const;

/** A row of /mine that leads to a page: the whole row is the link, an optional state on the right. */
function LinkRow({ to, label, state }: { to: Href; label: string; state?: ReactNode }) {
  return (
    <List.Item arrowIcon>
      <Link className="mine-row-link" to={to}>
        <span>{label}</span>
        {state}
      </Link>
    </List.Item>
  );
}

/** The buyer's avatar on the account card: the picture, else the first character of the name. */
function MineAvatar({ url, name }: { url: string | undefined; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url)
    return <img className="mine-profile__avatar mine-profile__avatar--image" src={url} alt="" width={52} height={52} onError={() => setFailed(url)} />;
  return (
    <div className="mine-profile__avatar" aria-hidden="true">
      {name.slice(0, 1)}
    </div>
  );
}

/**
 * /mine (public): logged in, the account summary (to the personal information), my orders with counts
 * per status, the services (addresses, contracts, e-signatures, quick order, favourites, the enterprise
 * upgrade with its review state), the account entries (personal information, messages with the unread
 * count, customer service, settings), the language and log out; logged out, a login button that comes
 * back here.
 */
export default function Mine() {
  const t = useT();
  const navigate = useNavigate();
  const { loggedIn, userInfo, checked } = useSnapshot(session);
  const { locale } = useSnapshot(i18n);
  const stats = useSnapshot(mineStore);
  const { guard, running } = useClickGuard();
  const memberId = userInfo?.memberId;
  const unread = useUnreadMessages()?.total ?? 0;
  // The enterprise upgrade's state beside its entry; without it (a failed load) the entry stays plain.
  const memberStatus = useServerData(
    async (signal) => (loggedIn && memberId ? fetchMemberStatus(memberId, signal).catch(() => null) : null),
    [loggedIn, memberId],
  );
  const enterpriseStatus = memberStatus.data?.enterpriseStatus;

  useEffect(() => {
    if (loggedIn && memberId) void loadOrderStats(memberId);
  }, [loggedIn, memberId]);

  const confirmLogout = guard(async () => {
    const confirmed = await Dialog.confirm({ content: t('mine.logoutConfirm'), confirmText: t('mine.logout'), cancelText: t('common.cancel') });
    if (!confirmed) return;
    await logout();
    showToast(t('mine.loggedOutToast'), 1200);
  });

  const countOf = (status: string) => stats.stats?.statusCounts.find((entry) => entry.status === status)?.count ?? 0;
  const labelOf = (code: string) => orderStatuses.find((status) => status.code === code)?.label[locale] ?? code;

  let content;
  if (!checked) content = <LoadingState />;
  else if (!loggedIn)
    content = (
      <section className="mine-card mine-card--guest">
        <p className="mine-guest__text">{t('mine.loggedOut')}</p>
        <Button color="primary" shape="rounded" onClick={() => void navigate(loginHref(href('/mine')))}>
          {t('mine.login')}
        </Button>
      </section>
    );
  else
    content = (
      <>
        <section className="mine-card mine-profile" aria-label={t('mine.account')}>
          <MineAvatar url={userInfo?.avatarUrl} name={userInfo?.nickname ?? userInfo?.accountName ?? '?'} />
          <div className="mine-profile__text">
            <h2 className="mine-profile__name">{userInfo?.accountName}</h2>
            <p className="mine-profile__line">
              {t('mine.phone')}: {userInfo?.mobile ?? t('mine.noPhone')}
            </p>
            {userInfo?.memberType && (
              <p className="mine-profile__line">
                {userInfo.memberType === 'enterprise' ? t('mine.enterprise') : t('mine.personal')}
                {userInfo.companyName ? ` · ${userInfo.companyName}` : ''}
              </p>
            )}
          </div>
          {/* The whole card leads to the personal information (the link is stretched over it). */}
          <Link className="mine-profile__edit" to={href('/Personalinformation')}>
            <span className="app-sr-only">{t('mine.profile')}</span>
            <span aria-hidden="true">›</span>
          </Link>
        </section>
        <section className="mine-card" aria-labelledby="mine-orders-title">
          <div className="mine-card__head">
            <h2 id="mine-orders-title" className="mine-card__title">
              {t('mine.orders')}
            </h2>
            <button type="button" className="mine-card__more" onClick={() => void navigate(href('/order/orderList'))}>
              {t('mine.allOrders')} ›
            </button>
          </div>
          {stats.statsStatus === 'error' ? (
            <p className="mine-card__error" role="alert">
              {t('mine.countsFailed')}: {errorText(mineStore.statsError)}{' '}
              <button type="button" className="mine-card__retry" onClick={() => memberId && void loadOrderStats(memberId)}>
                {t('common.retry')}
              </button>
            </p>
          ) : (
            <ul className="mine-orders" aria-busy={stats.statsStatus === 'loading'}>
              {SHORTCUTS.map((status) => (
                <li key={status}>
                  <button
                    type="button"
                    className="mine-orders__item"
                    aria-label={t('mine.orderStatus', { status: labelOf(status), count: countOf(status) })}
                    onClick={() => void navigate(href('/order/orderList', { status }))}
                  >
                    <span className="mine-orders__count">{stats.statsStatus === 'ready' ? countOf(status) : '-'}</span>
                    <span className="mine-orders__label">{labelOf(status)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <List mode="card" header={t('mine.services')} className="mine-list">
          <List.Item onClick={() => void navigate(href('/receivingAddress'))} arrowIcon>
            {t('mine.addresses')}
          </List.Item>
          <List.Item onClick={() => void navigate(href('/myContract'))} arrowIcon>
            {t('mine.contracts')}
          </List.Item>
          <List.Item onClick={() => void navigate(href('/eSignManagement'))} arrowIcon>
            {t('mine.esign')}
          </List.Item>
          {/* Quick order: the state the user info holds (member.quickOrder changes it on /shortOrder); a link, so
              that it is announced and reached as one. */}
          <List.Item arrowIcon>
            <Link className="mine-row-link" to={href('/shortOrder')}>
              <span>{t('mine.quickOrder')}</span>
              <span className="mine-row-link__state">{userInfo?.quickOrderOpen ? t('mine.quickOrderOn') : t('mine.quickOrderOff')}</span>
            </Link>
          </List.Item>
          <LinkRow to={href('/collection/collect')} label={t('mine.favourites')} />
          <LinkRow
            to={href('/enterpriseRegistration')}
            label={t('mine.enterpriseAuth')}
            state={
              enterpriseStatus && (
                <span className={`mine-row-link__state mine-enterprise--${enterpriseStatus}`}>{t(`mine.enterpriseStatus.${enterpriseStatus}`)}</span>
              )
            }
          />
        </List>
        {/* What follows an order: its waybills, the buyer's evaluations, and the invoices an accountant asks for. */}
        <List mode="card" header={t('mine.afterOrder')} className="mine-list">
          <LinkRow to={href('/waybill/list')} label={t('mine.waybills')} />
          <LinkRow to={href('/evaluation')} label={t('mine.evaluations')} />
          <LinkRow to={href('/account/invoice/list')} label={t('mine.invoices')} />
          <LinkRow to={href('/account/vatInvoice/list')} label={t('mine.vatTitles')} />
        </List>
        <List mode="card" header={t('mine.moneyAndFleet')} className="mine-list">
          <LinkRow to={href('/myCapital')} label={t('mine.capital')} />
          <LinkRow to={href('/myFinance')} label={t('mine.finance')} />
          <LinkRow to={href('/financing')} label={t('mine.financing')} />
          <LinkRow to={href('/myCar')} label={t('mine.vehicles')} />
          <LinkRow to={href('/mydriver')} label={t('mine.drivers')} />
          <LinkRow to={href('/myShip/list')} label={t('mine.ships')} />
          <LinkRow to={href('/myCaptain')} label={t('mine.captains')} />
          <LinkRow to={href('/dataList')} label={t('mine.dashboards')} />
          <LinkRow to={href('/artificialStone/projectManagement/list')} label={t('mine.stoneProjects')} />
        </List>
        <List mode="card" header={t('mine.accountServices')} className="mine-list">
          <LinkRow to={href('/Personalinformation')} label={t('mine.profile')} />
          <LinkRow
            to={href('/mine/message')}
            label={t('mine.messages')}
            state={
              unread > 0 && (
                <span className="mine-row-link__state">
                  <span className="mine-badge" aria-hidden="true">
                    {unread > 99 ? '99+' : unread}
                  </span>
                  <span className="app-sr-only">{t('mine.unreadCount', { count: unread })}</span>
                </span>
              )
            }
          />
          <LinkRow to={href('/mine/contactServer')} label={t('mine.contactService')} />
          <LinkRow to={href('/mine/setting')} label={t('mine.settings')} />
        </List>
      </>
    );

  return (
    <div className="mine">
      <Header title={t('tabBar.mine')} />
      {content}
      <section className="mine-card" aria-labelledby="mine-language-title">
        <h2 id="mine-language-title" className="mine-card__title">
          {t('mine.language')}
        </h2>
        <LanguageSwitch />
      </section>
      {checked && loggedIn && (
        <div className="mine-logout">
          <Button block shape="rounded" color="danger" fill="outline" loading={running} onClick={() => void confirmLogout()}>
            {t('mine.logout')}
          </Button>
        </div>
      )}
    </div>
  );
}
