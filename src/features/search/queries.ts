import { goodsHotWordsQuery, goodsSearchPages, goodsSearchQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';
import { cleanSearchKeyword } from './keyword';

/** Results per page. */
const SEARCH_PAGE_SIZE = 10;
/** How many suggestions show under the search box while the buyer types. */
const SUGGESTION_COUNT = 6;

/** The goods matching a (cleaned) keyword, page by page. */
export const searchResultPages = (keyword: string) => goodsSearchPages({ keyword }, SEARCH_PAGE_SIZE);
/** The popular search terms. */
export const hotWords = () => goodsHotWordsQuery();
/**
 * Goods names to suggest for what the buyer has typed so far: the first matches of goods.search (so a
 * suggestion always finds something), each name once.
 */
export const suggestedNames = (typed: string) => ({
  ...goodsSearchQuery({ keyword: typed, pageNum: 1, pageSize: SUGGESTION_COUNT }),
  select: (page: { readonly list: readonly { readonly goodsName: string }[] }) => [...new Set(page.list.map((goods) => goods.goodsName))],
});

export const loaders = defineLoaders({
  '/v2/search': ({ keyword }) => {
    // A link's keyword is cleaned as the screen cleans it, so both ask for the same results.
    const cleaned = cleanSearchKeyword(keyword ?? '');
    return [hotWords(), cleaned !== '' && searchResultPages(cleaned)];
  },
});
