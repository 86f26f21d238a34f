import { useUnreadMessages } from '@/components/TabBar';
import { MessageInbox } from '@/features/message';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';

/**
 * /mine/message?unread=true: the inbox of /mine — every message, or the unread ones only; the same list
 * as the message centre (/message), which sorts them by category instead.
 */
export default function MineMessages() {
  const t = useT();
  const title = useRouteTitle('/mine/message');
  const { unread } = useRouteQuery('/mine/message');
  const total = useUnreadMessages()?.total;
  return (
    <MessageInbox
      title={title}
      tabsLabel={t('message.readTabs')}
      tabs={[
        { id: 'all', label: t('message.all'), filter: {}, unread: undefined, to: href('/mine/message') },
        { id: 'unread', label: t('message.unread'), filter: { read: false }, unread: total, to: href('/mine/message', { unread: true }) },
      ]}
      activeId={unread ? 'unread' : 'all'}
      markAll={{ unread: total }}
      emptyText={unread ? t('message.emptyUnread') : t('message.empty')}
    />
  );
}
