import { proxy } from 'valtio/vanilla';
import { type Article, fetchArticle } from './api';

export type ArticleStatus = 'loading' | 'ready' | 'error';

/** Articles by type, each with its load status (an agreement read twice is fetched once). */
export interface ArticleState {
  byType: Record<string, { status: ArticleStatus; article?: Article; error?: unknown }>;
}

export const articleStore = proxy<ArticleState>({ byType: {} });

/** Forgets every article (tests). */
export function reset(): void {
  articleStore.byType = {};
}

/** Loads the article of a type unless it is already there (or `force`). */
export async function loadArticle(articleType: string, force = false): Promise<void> {
  const known = articleStore.byType[articleType];
  if (!force && (known?.status === 'ready' || known?.status === 'loading')) return;
  articleStore.byType[articleType] = { status: 'loading' };
  try {
    articleStore.byType[articleType] = { status: 'ready', article: await fetchArticle(articleType) };
  } catch (error) {
    articleStore.byType[articleType] = { status: 'error', error };
  }
}
