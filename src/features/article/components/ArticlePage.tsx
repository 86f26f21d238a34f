import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { SafeHtml } from '@/components/SafeHtml';
import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import type { RoutePath } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { ARTICLE_TYPES, type ArticleRef, type ArticleTypePath, articleQuery } from '../queries';
import '../article.css';

/** The article of the page, its loading state, or its failure with a retry when one may help (a missing article is the 404 page: pageRecord). */
function ArticleBody({ source }: { source: ArticleRef }) {
  const t = useT();
  const read = useQuery(articleQuery(source));
  if (read.data === undefined && read.error) {
    return <ErrorState title={t('article.loadFailed')} error={read.error} onRetry={() => void read.refetch()} />;
  }
  const article = read.data;
  if (article === undefined) return <LoadingState />;
  return (
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

/**
 * An agreement, policy or help page (every /article route): the route's title in the header, then the
 * article's title, version, date and sanitised text, readable without login. Each screen is this with
 * its route, showing the article type of the route (ARTICLE_TYPES) unless it names another `source`.
 */
export function ArticlePage(props: { path: ArticleTypePath } | { path: RoutePath; source: ArticleRef }) {
  const title = useRouteTitle(props.path);
  const source = 'source' in props ? props.source : { articleType: ARTICLE_TYPES[props.path] };
  return (
    <div className="article-page">
      <Header title={title} />
      <ArticleBody source={source} />
    </div>
  );
}
