import Button from 'antd-mobile/es/components/button';
import { useMemo } from 'react';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { useT } from '@/lib/i18n';
import { type Href, Link, useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { usePagedList } from '@/lib/query';
import { showToast } from '@/lib/ui';
import type { Message, MessageCategory } from '../api';
import { inboxPages } from '../queries';
import { useMarkRead } from '../useMarkRead';
import { plainText } from './plainText';
import '../message.css';

/** One tab of an inbox: its label, the messages it lists, their unread count and its address. */
export interface InboxTab {
  readonly id: string;
  readonly label: string;
  readonly filter: { readonly category?: MessageCategory; readonly read?: boolean };
  /** Unread messages under this tab; unknown while the counts load. */
  readonly unread: number | undefined;
  readonly to: Href;
}

export interface MessageInboxProps {
  readonly title: string;
  /** The tab strip's accessible name. */
  readonly tabsLabel: string;
  readonly tabs: readonly InboxTab[];
  readonly activeId: string;
  /** What "mark all read" covers — every message, or one category's — and how many of them are unread. */
  readonly markAll: { readonly category?: MessageCategory | undefined; readonly unread: number | undefined };
  readonly emptyText: string;
}

/**
 * A list of the buyer's messages under tabs, page by page: each row shows its category, time, title and
 * the first words of its text, unread ones marked; a row opens the message (/message/checkMsg, which
 * marks it read). "Mark all read" in the header marks what the inbox covers. /message (by category) and
 * /mine/message (by read state) are this one list with their own tabs.
 */
export function MessageInbox({ title, tabsLabel, tabs, activeId, markAll, emptyText }: MessageInboxProps) {
  const t = useT();
  const navigate = useNavigate();
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0]!;
  const { category, read } = active.filter;
  const list = usePagedList(inboxPages({ ...(category ? { category } : {}), ...(read === undefined ? {} : { read }) }), (message) => message.messageId);
  const { items } = list;
  const marking = useMarkRead({
    message: (message) => t('message.markFailed', { message }),
    onSuccess: () => showToast(t('message.markedAllRead')),
  });

  return (
    <div className="app-screen message-inbox">
      <Header
        title={title}
        right={
          <Button
            size="mini"
            fill="none"
            className="message-inbox__mark"
            loading={marking.pending}
            disabled={markAll.unread === 0}
            onClick={() => void marking.run({ all: true, category: markAll.category })}
          >
            {t('message.markAllRead')}
          </Button>
        }
      />
      <StatusTabs
        label={tabsLabel}
        tabs={tabs.map((tab) => ({
          id: tab.id,
          text: tab.label,
          badge: tab.unread ? (tab.unread > 99 ? '99+' : tab.unread) : undefined,
          ariaLabel: tab.unread ? t('message.tabCount', { label: tab.label, count: tab.unread }) : tab.label,
        }))}
        activeId={active.id}
        onSelect={(id) => {
          const to = tabs.find((tab) => tab.id === id)?.to;
          if (to) void navigate(to, { replace: true });
        }}
      />
      <LoadState
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refresh()}
        failedTitle={t('message.listFailed')}
        retryLabel={t('common.retry')}
        className="message-state"
      >
        {items.length === 0 ? (
          <EmptyState title={emptyText} />
        ) : (
          <ul className="message-list">
            {items.map((message) => (
              <li key={message.messageId}>
                <MessageRow message={message} />
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && <InfiniteList hasMore={list.hasMore} loadMore={list.loadMore} />}
      </LoadState>
    </div>
  );
}

/** One message in a list: a link to it. */
function MessageRow({ message }: { message: Pick<Message, 'messageId' | 'category' | 'title' | 'content' | 'read' | 'createTime'> }) {
  const t = useT();
  const preview = useMemo(() => plainText(message.content), [message.content]);
  return (
    <Link to={href('/message/checkMsg', { messageId: message.messageId })} className={message.read ? 'message-row' : 'message-row message-row--unread'}>
      <span className="message-row__head">
        <span className={`message-row__category message-row__category--${message.category}`}>{t(`message.category.${message.category}`)}</span>
        {!message.read && (
          <span className="message-row__dot">
            <span className="app-sr-only">{t('message.unreadMark')}</span>
          </span>
        )}
        <time className="message-row__time" dateTime={message.createTime}>
          {message.createTime}
        </time>
      </span>
      <span className="message-row__title">{message.title}</span>
      {preview && <span className="message-row__preview">{preview}</span>}
    </Link>
  );
}
