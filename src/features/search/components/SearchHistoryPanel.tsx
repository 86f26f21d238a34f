import { Dialog } from 'antd-mobile';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useT } from '@/lib/i18n';

/**
 * The history (newest first) with a remove button per term and "clear" (after a confirmation), and the
 * hot words. A tap on a term searches it again.
 */
export function SearchHistoryPanel({
  history,
  hotWords,
  onPick,
  onRemove,
  onClear,
}: {
  history: readonly string[];
  hotWords: readonly string[];
  onPick: (term: string) => void;
  onRemove: (term: string) => void;
  onClear: () => void;
}) {
  const t = useT();
  const confirmClear = async () => {
    const confirmed = await Dialog.confirm({ content: t('search.clearConfirm'), confirmText: t('common.ok'), cancelText: t('common.cancel') });
    if (confirmed) onClear();
  };
  return (
    <div className="search-panel">
      <section className="search-panel__section" aria-labelledby="search-history-title">
        <div className="search-panel__head">
          <h2 id="search-history-title" className="search-panel__title">
            {t('search.history')}
          </h2>
          {history.length > 0 && (
            <button type="button" className="app-link search-panel__clear" onClick={() => void confirmClear()}>
              {t('search.clearHistory')}
            </button>
          )}
        </div>
        {history.length === 0 ? (
          <p className="search-panel__empty">{t('search.noHistory')}</p>
        ) : (
          <ul className="search-panel__terms" aria-label={t('search.history')}>
            {history.map((term) => (
              <li key={term} className="search-term">
                <button type="button" className="search-term__text" onClick={() => onPick(term)}>
                  {term}
                </button>
                <button type="button" className="search-term__remove" aria-label={t('search.removeTerm', { term })} onClick={() => onRemove(term)}>
                  <CloseOutline aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {hotWords.length > 0 && (
        <section className="search-panel__section" aria-labelledby="search-hot-title">
          <h2 id="search-hot-title" className="search-panel__title">
            {t('search.hotWords')}
          </h2>
          <ul className="search-panel__terms" aria-label={t('search.hotWords')}>
            {hotWords.map((word) => (
              <li key={word} className="search-term search-term--hot">
                <button type="button" className="search-term__text" onClick={() => onPick(word)}>
                  {word}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
