import { Button, Input } from 'antd-mobile';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { searchKeyword } from '@/lib/constants';
import { useQuery, usePagedList } from '@/lib/query';
import { href } from '@/lib/routes';
import { SearchHistoryPanel } from '../components/SearchHistoryPanel';
import { SearchResults } from '../components/SearchResults';
import { SearchSuggestions } from '../components/SearchSuggestions';
import { cleanSearchKeyword } from '../keyword';
import { hotWords, searchResultPages } from '../queries';
import { clearHistory, loadHistory, rememberSearch, removeHistoryTerm, searchStore } from '../store';
import '../search.css';

/**
 * /v2/search: a search box; without a keyword the history (newest first, at most 10, persisted) and
 * the hot words; with one (`?keyword=`, so back returns to the history) the matching goods. The keyword
 * is cleaned before anything is sent (cleanSearchKeyword: no control characters, trimmed, at most 100
 * characters); a blank one says so under the box and sends nothing.
 */
export default function Search() {
  const t = useT();
  const navigate = useNavigate();
  // A link's keyword is cleaned like a typed one: what shows and what is searched are the same.
  const keyword = cleanSearchKeyword(useRouteQuery('/v2/search').keyword ?? '');
  const { history } = useSnapshot(searchStore);
  // Hot words that fail are simply not shown.
  const hot = useQuery(hotWords()).data ?? [];
  const results = usePagedList({ ...searchResultPages(keyword), enabled: keyword !== '' }, (goods) => goods.goodsId);
  const [input, setInput] = useState(keyword);
  const [blank, setBlank] = useState(false);

  useEffect(() => loadHistory(), []);
  // Every keyword searched (typed, picked or linked) goes first in the history.
  useEffect(() => {
    setInput(keyword);
    if (keyword !== '') rememberSearch(keyword);
  }, [keyword]);

  const search = (term: string) => {
    const trimmed = cleanSearchKeyword(term);
    if (trimmed === '') {
      setBlank(true);
      return;
    }
    setBlank(false);
    setInput(trimmed);
    if (trimmed === keyword) void results.refresh();
    else void navigate(href('/v2/search', { keyword: trimmed }));
  };
  // What the box holds as a keyword: the suggestions are asked for it, never for the raw text.
  const typed = cleanSearchKeyword(input);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(input);
  };

  return (
    <div className="search">
      <Header title={t('search.submit')} />
      <form role="search" className="search-form" onSubmit={submit}>
        <Input
          className="search-form__input"
          type="search"
          enterKeyHint="search"
          aria-label={t('search.input')}
          placeholder={t('search.placeholder')}
          value={input}
          clearable
          onChange={(value) => {
            setInput(value);
            if (value.trim() !== '') setBlank(false);
          }}
          maxLength={searchKeyword.maxLength}
        />
        <Button type="submit" color="primary" size="small" shape="rounded">
          {t('search.submit')}
        </Button>
      </form>
      {blank && (
        <p className="search-form__error" role="alert">
          {t('search.emptyKeyword')}
        </p>
      )}
      {/* Always mounted, so the first key typed waits out the debounce like the rest. */}
      <SearchSuggestions typed={typed === keyword ? '' : typed} onPick={search} />
      {keyword === '' ? (
        <SearchHistoryPanel history={history} hotWords={hot} onPick={search} onRemove={removeHistoryTerm} onClear={clearHistory} />
      ) : (
        <SearchResults keyword={keyword} results={results} />
      )}
    </div>
  );
}
