import { Button, Input } from 'antd-mobile';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { SearchHistoryPanel } from '../components/SearchHistoryPanel';
import { SearchResults } from '../components/SearchResults';
import { SearchSuggestions } from '../components/SearchSuggestions';
import { clearHistory, loadHistory, loadHotWords, removeHistoryTerm, runSearch, searchStore } from '../store';
import '../search.css';

/**
 * /v2/search: a search box; without a keyword the history (newest first, at most 10, persisted) and
 * the hot words; with one (`?keyword=`, so back returns to the history) the matching goods.
 */
export default function Search() {
  const t = useT();
  const navigate = useNavigate();
  const keyword = (useRouteQuery('/v2/search').keyword ?? '').trim();
  const state = useSnapshot(searchStore);
  const [input, setInput] = useState(keyword);
  const [blank, setBlank] = useState(false);

  useEffect(() => {
    loadHistory();
    void loadHotWords();
  }, []);
  useEffect(() => {
    setInput(keyword);
    void runSearch(keyword);
  }, [keyword]);

  const search = (term: string) => {
    const trimmed = term.trim();
    if (trimmed === '') {
      setBlank(true);
      return;
    }
    setBlank(false);
    setInput(trimmed);
    if (trimmed === keyword) void runSearch(trimmed);
    else void navigate(href('/v2/search', { keyword: trimmed }));
  };
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
          maxLength={100}
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
      <SearchSuggestions typed={input.trim() === keyword ? '' : input} onPick={search} />
      {keyword === '' ? (
        <SearchHistoryPanel history={state.history} hotWords={state.hotWords} onPick={search} onRemove={removeHistoryTerm} onClear={clearHistory} />
      ) : (
        <SearchResults />
      )}
    </div>
  );
}
