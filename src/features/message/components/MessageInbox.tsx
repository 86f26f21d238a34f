import Button from 'antd-mobile/es/components/button';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { errorText } from '@/lib/api';
import { createPagedList, useServerData, type Page } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { type Href, Link, useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { messageApi, type Message, type MessageCategory } from '../api';
import { plainText } from './plainText';
import '../message.css';

const PAGE_SIZE = 10;

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
  const [list] = useState(() => createPagedList<Message>({ pageSize: PAGE_SIZE, keyOf: (message) => message.messageId }));
  const { items, hasMore, status, error } = useSnapshot(list.state);
  const [refreshes, setRefreshes] = useState(0);
  const [marking, setMarking] = useState(false);
  const { category, read } = active.filter;

  const fetchPage = (pageNum: number, signal: AbortSignal): Promise<Page<Message>> =>
    messageApi.list({ pageNum, pageSize: PAGE_SIZE, ...(category ? { category } : {}), ...(read === undefined ? {} : { read }) }, signal);
  // A failure stays in the list's state, which shows it with a retry.
  useServerData(() => list.load(fetchPage).catch(() => undefined), [category, read, refreshes]);

  const markAllRead = async () => {
    setMarking(true);
    try {
      await messageApi.markAllRead(markAll.category);
      showToast(t('message.markedAllRead'));
      setRefreshes((n) => n + 1);
    } catch (failure) {
      showErrorBanner(t('message.markFailed', { message: errorText(failure) }));
    } finally {
      setMarking(false);
    }
  };

  return (
    <div className="app-screen message-inbox">
      <Header
        title={title}
        right={
          <Button size="mini" fill="none" className="message-inbox__mark" loading={marking} disabled={markAll.unread === 0} onClick={() => void markAllRead()}>
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
        loading={status === 'loading' || status === 'idle'}
        error={error}
        onRetry={() => setRefreshes((n) => n + 1)}
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
        {items.length > 0 && <InfiniteList hasMore={hasMore} loadMore={list.loadMore} />}
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
