import { useNavigate } from '@/lib/navigation';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import type { Category } from '../api';
import { GoodsImage } from '@/components/GoodsCard';

/**
 * The top-level categories; a tap opens category browse (/goods?categoryId=…). `grid` shows icons in
 * rows of four (/v2), `chips` one scrolling row of names (/v3). Both end with "all categories".
 */
export function CategoryNav({ categories, layout }: { categories: readonly Category[]; layout: 'grid' | 'chips' }) {
  const t = useT();
  const navigate = useNavigate();
  if (categories.length === 0) return null;
  return (
    <nav className={`home-categories home-categories--${layout}`} aria-label={t('home.categories')}>
      {categories.map((category) => (
        <button
          key={category.categoryId}
          type="button"
          className="home-categories__item"
          onClick={() => void navigate(href('/goods', { categoryId: category.categoryId }))}
        >
          {layout === 'grid' && (
            <span className="home-categories__icon">
              <GoodsImage src={category.icon} name={category.categoryName} />
            </span>
          )}
          <span className="home-categories__name">{category.categoryName}</span>
        </button>
      ))}
      <button type="button" className="home-categories__item home-categories__item--all" onClick={() => void navigate(href('/goods'))}>
        {layout === 'grid' && (
          <span className="home-categories__icon home-categories__icon--all" aria-hidden="true">
            ⋯
          </span>
        )}
        <span className="home-categories__name">{t('home.allCategories')}</span>
      </button>
    </nav>
  );
}
