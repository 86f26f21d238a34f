import { articleGetQuery } from '@/lib/queries';
import { pageRecord } from '@/lib/pageRecord';
import { defineLoaders, type RouteLoaders } from '@/lib/routeData';
import type { RoutePath } from '@/lib/routes';

/** Which article a page shows: the current one of a type (userAgreement, payArticle …) or one by id. */
export type ArticleRef = { readonly articleType: string } | { readonly articleId: string };

/** The article type each agreement, policy or help page shows. */
export const ARTICLE_TYPES = {
  '/article/bank-private': 'bank-private',
  '/article/buyer-private': 'buyer-private',
  '/article/carrier-private': 'carrier-private',
  '/article/driver-private': 'driver-private',
  '/article/loginAgreement': 'loginAgreement',
  '/article/payArticle': 'payArticle',
  '/article/permissionDetail': 'permissionDetail',
  '/article/seller-private': 'seller-private',
  '/article/thirdDetail': 'thirdDetail',
  '/article/userAgreement': 'userAgreement',
  '/article/userPrivate': 'userPrivate',
  '/article/vatinvoice-agree': 'vatinvoice-agree',
  '/article/vatinvoice-help': 'vatinvoice-help',
} as const satisfies Partial<Record<RoutePath, string>>;
export type ArticleTypePath = keyof typeof ARTICLE_TYPES;

/** The purchase agreement, shown on /article/articlePr when no articleId names another article (the checkout links it by id). */
const PURCHASE_AGREEMENT = 'purchaseAgreement';
export const articlePrSource = (articleId: string | undefined): ArticleRef => (articleId ? { articleId } : { articleType: PURCHASE_AGREEMENT });

/** The article a page shows (article.get). */
export const articleQuery = (ref: ArticleRef) => articleGetQuery('articleId' in ref ? { articleId: ref.articleId } : { articleType: ref.articleType });

export const loaders = defineLoaders({
  ...(Object.fromEntries(
    Object.entries(ARTICLE_TYPES).map(([path, articleType]) => [path, () => [pageRecord(articleQuery({ articleType }))]]),
  ) as RouteLoaders),
  '/article/articlePr': ({ articleId }) => [pageRecord(articleQuery(articlePrSource(articleId)))],
});
