import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { SafeHtml } from '@/components/SafeHtml';
import { ApiError, errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import type { RoutePath } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { ArticleRef } from '../api';
import { articleKey, articleStore, loadArticle } from '../store';
import '../article.css';

/**
 * An agreement, policy or help page (every /article route): the route's title in the header, then the
 * article's title, version, date and sanitised text, readable without login. Each screen is this with
 * its route and the article it shows.
 */
export function ArticlePage({ path, source }: { path: RoutePath; source: ArticleRef }) {
  const t = useT();
  const title = useRouteTitle(path);
  const { byKey } = useSnapshot(articleStore);
  const key = articleKey(source);
  const entry = byKey[key];
  useEffect(() => {
    void loadArticle(source);
    // The key names the article: a new object for the same article loads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  let body;
  if (!entry || entry.status === 'loading') body = <LoadingState />;
  else if (entry.status === 'error') {
    const error = articleStore.byKey[key]?.error;
    const missing = error instanceof ApiError && error.status === 404;
    body = (
      <ErrorState title={missing ? t('article.notFound') : t('article.loadFailed')} detail={errorText(error)} onRetry={() => void loadArticle(source, true)} />
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
      <Header title={title} />
      {body}
    </div>
  );
}
