import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { errorText } from '@/lib/api';
import { ApiError } from '@/lib/api';
import { type MessageKey, useT } from '@/lib/i18n';
import { SafeHtml } from '@/components/SafeHtml';
import { articleStore, loadArticle } from '../store';
import '../article.css';

/** An agreement or policy page: its title, version, date and sanitised text, readable without login. */
export function ArticlePage({ articleType, title }: { articleType: string; title: MessageKey }) {
  const t = useT();
  const { byType } = useSnapshot(articleStore);
  const entry = byType[articleType];
  useEffect(() => {
    void loadArticle(articleType);
  }, [articleType]);

  let body;
  if (!entry || entry.status === 'loading') body = <LoadingState />;
  else if (entry.status === 'error') {
    const error = articleStore.byType[articleType]?.error;
    const missing = error instanceof ApiError && error.status === 404;
    body = (
      <ErrorState
        title={missing ? t('article.notFound') : t('article.loadFailed')}
        detail={errorText(error)}
        onRetry={() => void loadArticle(articleType, true)}
      />
    );
  } else if (entry.article) {
    const { article } = entry;
    body = (
      <article className="article" aria-label={article.title}>
        <h2 className="article__title">{article.title}</h2>
        <p className="article__meta">
          {article.version && <span>{t('article.version', { version: article.version })}</span>}
          {article.updateTime && <span>{t('article.updated', { time: article.updateTime.slice(0, 10) })}</span>}
        </p>
        <SafeHtml className="article__content" html={article.content} />
      </article>
    );
  }
  return (
    <div className="article-page">
      <Header title={t(title)} />
      {body}
    </div>
  );
}
