import type { components } from '@gen/openapi.gen';
import { api, unwrap } from '@/lib/api';

export type Article = components['schemas']['Article'];

/** The current article of a type (userAgreement, userPrivate, loginAgreement …). */
export function fetchArticle(articleType: string): Promise<Article> {
  return unwrap(api.article.get({ articleType }));
}
