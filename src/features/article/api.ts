import type { components } from '@gen/openapi.gen';
import { api } from '@/lib/api';

export type Article = components['schemas']['Article'];

/** Which article a page shows: the current one of a type (userAgreement, payArticle …) or one by id. */
export type ArticleRef = { readonly articleType: string } | { readonly articleId: string };

/** The article a page shows (article.get). */
export function fetchArticle(ref: ArticleRef): Promise<Article> {
  return api.article.get('articleId' in ref ? { articleId: ref.articleId } : { articleType: ref.articleType });
}
