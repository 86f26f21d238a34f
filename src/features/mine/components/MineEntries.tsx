import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { LinkRow as KitLinkRow } from '@/components/LinkRow';
import { useUnreadMessages } from '@/components/TabBar';
import { useT } from '@/lib/i18n';
import type { Href } from '@/lib/navigation';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { memberStatus } from '../queries';
import { MineIcon, type MineIconName } from './MineIcon';

/** A row of /mine that leads to a page, its icon before it, an optional state on the right. */
function LinkRow({ to, label, icon, state }: { to: Href; label: string; icon: MineIconName; state?: ReactNode }) {
  return (
    <KitLinkRow to={to} prefix={<MineIcon name={icon} />} state={state}>
      {label}
    </KitLinkRow>
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
  const { userInfo } = useSnapshot(session);
  const unread = useUnreadMessages()?.total ?? 0;
  // The enterprise upgrade's state beside its entry; without it (a failed load) the entry stays plain.
  const enterpriseStatus = useQuery({ ...memberStatus(memberId ?? ''), enabled: !!memberId }).data?.enterpriseStatus;
  return (
    <>
      <List mode="card" header={t('mine.services')} className="mine-list">
        <LinkRow to={href('/receivingAddress')} icon="LocationOutline" label={t('mine.addresses')} />
        <LinkRow to={href('/myContract')} icon="FileOutline" label={t('mine.contracts')} />
        <LinkRow to={href('/eSignManagement')} icon="EditSOutline" label={t('mine.esign')} />
        {/* Quick order: the state the user info holds (member.quickOrder changes it on /shortOrder). */}
        <LinkRow
          to={href('/shortOrder')}
          icon="ShopbagOutline"
          label={t('mine.quickOrder')}
          state={userInfo?.quickOrderOpen ? t('mine.quickOrderOn') : t('mine.quickOrderOff')}
        />
        <LinkRow to={href('/collection/collect')} icon="StarOutline" label={t('mine.favourites')} />
        <LinkRow
          to={href('/enterpriseRegistration')}
          icon="CheckShieldOutline"
          label={t('mine.enterpriseAuth')}
          state={enterpriseStatus && <span className={`mine-enterprise--${enterpriseStatus}`}>{t(`mine.enterpriseStatus.${enterpriseStatus}`)}</span>}
        />
      </List>
      {/* What follows an order: its waybills, the buyer's evaluations, and the invoices an accountant asks for. */}
      <List mode="card" header={t('mine.afterOrder')} className="mine-list">
        <LinkRow to={href('/waybill/list')} icon="TruckOutline" label={t('mine.waybills')} />
        <LinkRow to={href('/evaluation')} icon="LikeOutline" label={t('mine.evaluations')} />
        <LinkRow to={href('/account/invoice/list')} icon="ReceiptOutline" label={t('mine.invoices')} />
        <LinkRow to={href('/account/vatInvoice/list')} icon="BillOutline" label={t('mine.vatTitles')} />
      </List>
      <List mode="card" header={t('mine.moneyAndFleet')} className="mine-list">
        <LinkRow to={href('/myCapital')} icon="PayCircleOutline" label={t('mine.capital')} />
        <LinkRow to={href('/myFinance')} icon="CollectMoneyOutline" label={t('mine.finance')} />
        <LinkRow to={href('/financing')} icon="HandPayCircleOutline" label={t('mine.financing')} />
        <LinkRow to={href('/myCar')} icon="TravelOutline" label={t('mine.vehicles')} />
        <LinkRow to={href('/mydriver')} icon="UserContactOutline" label={t('mine.drivers')} />
        <LinkRow to={href('/myShip/list')} icon="CompassOutline" label={t('mine.ships')} />
        <LinkRow to={href('/myCaptain')} icon="TeamOutline" label={t('mine.captains')} />
        <LinkRow to={href('/dataList')} icon="HistogramOutline" label={t('mine.dashboards')} />
        <LinkRow to={href('/artificialStone/projectManagement/list')} icon="AppstoreOutline" label={t('mine.stoneProjects')} />
      </List>
      <List mode="card" header={t('mine.accountServices')} className="mine-list">
        <LinkRow to={href('/Personalinformation')} icon="UserOutline" label={t('mine.profile')} />
        <LinkRow
          to={href('/mine/message')}
          icon="MessageOutline"
          label={t('mine.messages')}
          state={
            unread > 0 && (
              <>
                <span className="mine-badge" aria-hidden="true">
                  {unread > 99 ? '99+' : unread}
                </span>
                <span className="app-sr-only">{t('mine.unreadCount', { count: unread })}</span>
              </>
            )
          }
        />
        <LinkRow to={href('/mine/contactServer')} icon="PhonebookOutline" label={t('mine.contactService')} />
        <LinkRow to={href('/mine/setting')} icon="SetOutline" label={t('mine.settings')} />
      </List>
    </>
  );
}
