import { useUnreadMessages } from '@/components/TabBar';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { messageCategories } from '../api';
import { type InboxTab, MessageInbox } from '../components/MessageInbox';

/**
 * /message?type=…: the message centre — the buyer's messages by category, a tab per category with its
 * unread count (`type` picks the tab, none shows all); "mark all read" marks the tab's messages.
 */
export default function MessageCenter() {
  const t = useT();
  const title = useRouteTitle('/message');
  const { type } = useRouteQuery('/message');
  const counts = useUnreadMessages();
  const tabs: InboxTab[] = [
    { id: 'all', label: t('message.all'), filter: {}, unread: counts?.total, to: href('/message') },
    ...messageCategories.map((category) => ({
      id: category,
      label: t(`message.tab.${category}`),
      filter: { category },
      unread: counts?.[category],
      to: href('/message', { type: category }),
    })),
  ];
  return (
    <MessageInbox
      title={title}
      tabsLabel={t('message.categoryTabs')}
      tabs={tabs}
      activeId={type ?? 'all'}
      markAll={{ category: type, unread: type ? counts?.[type] : counts?.total }}
      emptyText={t('message.empty')}
    />
  );
}
