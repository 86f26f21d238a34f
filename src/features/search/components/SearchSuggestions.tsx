import { useDebouncedValue } from '@/lib/debounce';
import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { suggestedNames } from '../queries';
import './searchSuggestions.css';

/**
 * Goods names matching what the buyer is typing, asked for once the typing rests for 500 ms (§9), so a
 * fast typist sends one request, not one per key; a newer text cancels the older request. Nothing shows
 * while nothing is typed, while a request runs or when it fails (the search button still works). A tap
 * searches the name.
 */
export function SearchSuggestions({ typed, onPick }: { typed: string; onPick: (term: string) => void }) {
  const t = useT();
  const settled = useDebouncedValue(typed.trim());
  const { data, isFetching } = useQuery({ ...suggestedNames(settled), enabled: settled !== '' });
  // Only the suggestions of what is in the box now: none for text typed since the last rest.
  if (settled === '' || settled !== typed.trim() || isFetching || !data || data.length === 0) return null;
  return (
    <ul className="search-suggestions" aria-label={t('search.suggestions')}>
      {data.map((name) => (
        <li key={name}>
          <button type="button" className="search-suggestions__item" onClick={() => onPick(name)}>
            {name}
          </button>
        </li>
      ))}
    </ul>
  );
}
