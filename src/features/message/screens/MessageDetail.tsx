import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { SafeHtml } from '@/components/SafeHtml';
import { ApiError, errorText } from '@/lib/api';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { messageApi } from '../api';
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
  const { data: message, loading, error, reload } = useServerData((signal) => messageApi.get(messageId, signal), [messageId]);

  const unread = message !== undefined && !message.read;
  useEffect(() => {
    // Reading it is what marks it; a failure only leaves it unread in the list.
    if (unread) messageApi.markRead([messageId]).catch((failure: unknown) => logger().warn('message not marked read', failure));
  }, [unread, messageId]);

  let body;
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    body = <ErrorState title={missing ? t('message.notFound') : t('message.loadFailed')} detail={errorText(error)} onRetry={missing ? undefined : reload} />;
  } else if (loading || !message) {
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
