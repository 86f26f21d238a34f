import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useUnreadMessages } from '@/components/TabBar';
import { useT } from '@/lib/i18n';
import { type Href, Link, useNavigate } from '@/lib/navigation';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { memberStatus } from '../queries';

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

/**
 * The entries of /mine for a logged-in buyer: the services (addresses, contracts, e-signatures, quick
 * order, favourites, the enterprise upgrade with its review state), what follows an order, money and
 * fleet, and the account entries (personal information, messages with the unread count, customer
 * service, settings).
 */
export function MineEntries({ memberId }: { memberId: string | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const { userInfo } = useSnapshot(session);
  const unread = useUnreadMessages()?.total ?? 0;
  // The enterprise upgrade's state beside its entry; without it (a failed load) the entry stays plain.
  const enterpriseStatus = useQuery({ ...memberStatus(memberId ?? ''), enabled: !!memberId }).data?.enterpriseStatus;
  return (
    <>
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
}
