import { proxy } from 'valtio/vanilla';
import { type Article, type ArticleRef, fetchArticle } from './api';

export type ArticleStatus = 'loading' | 'ready' | 'error';

/** Articles by key (`type:<articleType>` or `id:<articleId>`), each with its load status (an agreement read twice is fetched once). */
export interface ArticleState {
  byKey: Record<string, { status: ArticleStatus; article?: Article; error?: unknown }>;
}

export const articleStore = proxy<ArticleState>({ byKey: {} });

/** The store key of an article reference. */
export const articleKey = (ref: ArticleRef): string => ('articleId' in ref ? `id:${ref.articleId}` : `type:${ref.articleType}`);

/** Forgets every article (tests). */
export function reset(): void {
  articleStore.byKey = {};
}

/** Loads an article unless it is already there (or `force`). */
export async function loadArticle(ref: ArticleRef, force = false): Promise<void> {
  const key = articleKey(ref);
  const known = articleStore.byKey[key];
  if (!force && (known?.status === 'ready' || known?.status === 'loading')) return;
  articleStore.byKey[key] = { status: 'loading' };
  try {
    articleStore.byKey[key] = { status: 'ready', article: await fetchArticle(ref) };
  } catch (error) {
    articleStore.byKey[key] = { status: 'error', error };
  }
}
