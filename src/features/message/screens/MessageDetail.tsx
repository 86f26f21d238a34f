import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef } from 'react';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { SafeHtml } from '@/components/SafeHtml';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { messageDetail } from '../queries';
import { useMarkRead } from '../useMarkRead';
import '../message.css';

/**
 * /message/checkMsg?messageId=…: one message — its kind, title, time and text (platform-written HTML, shown
 * through the one sanitizer) — marked read once shown. An order message leads on to its order; the other
 * links (waybill, contract, invoice, capital) follow with their screens.
 */
export default function MessageDetail() {
  const t = useT();
  const navigate = useNavigate();
  const { messageId } = useRouteQuery('/message/checkMsg');
  const title = useRouteTitle('/message/checkMsg');
  const read = useQuery(messageDetail(messageId));
  const message = read.data;

  // Showing it is what marks it read, once per message; a failure only leaves it unread in the list.
  const { run: markRead } = useMarkRead({ showError: 'none', onError: (failure) => logger().warn('message not marked read', failure) });
  const marked = useRef<string | null>(null);
  const unread = message !== undefined && !message.read;
  useEffect(() => {
    if (!unread || marked.current === messageId) return;
    marked.current = messageId;
    void markRead({ messageIds: [messageId] });
  }, [unread, messageId, markRead]);

  let body;
  if (message === undefined && read.error) {
    // A missing message or another buyer's is the 404 page (the route loader's pageRecord).
    body = <ErrorState title={t('message.loadFailed')} error={read.error} onRetry={() => void read.refetch()} />;
  } else if (message === undefined) {
    body = <LoadingState />;
  } else {
    body = (
      <article className="message" aria-label={message.title}>
        <p className="message__meta">
          <span className={`message__category message__category--${message.category}`}>{t(`message.category.${message.category}`)}</span>
          <time dateTime={message.createTime}>{message.createTime}</time>
        </p>
        <h2 className="message__title">{message.title}</h2>
        <SafeHtml className="message__content" html={message.content} />
        {message.linkType === 'order' && message.linkId && (
          <Button block color="primary" fill="outline" onClick={() => void navigate(href('/order/orderDetail', { orderId: message.linkId! }))}>
            {t('message.openOrder')}
          </Button>
        )}
      </article>
    );
  }
  return (
    <div className="message-page">
      <Header title={title} />
      {body}
    </div>
  );
}
