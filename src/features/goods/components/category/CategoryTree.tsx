import { useT } from '@/lib/i18n';
import type { Category } from '../../categoryStore';

/** The top-level categories down the left side; the chosen one is marked (aria-current). */
export function CategoryTree({ tree, activeId, onSelect }: { tree: readonly Category[]; activeId: string; onSelect: (categoryId: string) => void }) {
  const t = useT();
  return (
    <nav className="category-tree" aria-label={t('category.tree')}>
      <ul>
        {tree.map((category) => {
          const active = category.categoryId === activeId;
          return (
            <li key={category.categoryId}>
              <button
                type="button"
                className={active ? 'category-tree__item category-tree__item--active' : 'category-tree__item'}
                aria-current={active ? 'true' : undefined}
                onClick={() => onSelect(category.categoryId)}
              >
                {category.categoryName}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
