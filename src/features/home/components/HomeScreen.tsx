import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '@/lib/i18n';
import { refreshScreen, usePagedList, useQuery } from '@/lib/query';
import { session, setHomePath } from '@/lib/session';
import { GoodsCard } from '@/components/GoodsCard';
import { EmptyState, ErrorState, InfiniteList, LoadingState } from '@/components/LoadState';
import { PullRefresh } from '@/components/PullRefresh';
import { homeBanners, homeCartCount, homeCategories, homeGoodsPages } from '../queries';
import { BannerCarousel } from './BannerCarousel';
import { CategoryNav } from './CategoryNav';
import { TopBar } from './TopBar';
import '../home.css';

export type HomeVariant = 'v2' | 'v3';

/** The goods list of the home page: its loading, error (with the reason and a retry), empty state or the goods. */
function HomeGoods({ layout }: { layout: 'row' | 'tile' }) {
  const t = useT();
  const goods = usePagedList(homeGoodsPages(), (item) => item.goodsId);
  if (goods.loading) return <LoadingState />;
  if (goods.error) return <ErrorState title={t('home.loadFailed')} error={goods.error} onRetry={() => void goods.refresh()} />;
  if (goods.items.length === 0) return <EmptyState title={t('home.empty')} />;
  return (
    <>
      <ul className={`home-goods home-goods--${layout}`} aria-label={t('home.goodsList')}>
        {goods.items.map((item) => (
          <li key={item.goodsId}>
            <GoodsCard goods={item} layout={layout} />
          </li>
        ))}
      </ul>
      <InfiniteList hasMore={goods.hasMore} loadMore={goods.loadMore} />
    </>
  );
}

/**
 * The home page in one of its two layouts over the same data: /v2 is banner, category grid and a
 * one-column goods list; /v3 is category chips, banner and a two-column goods grid. Banners and
 * categories that fail are simply not shown; the goods list has the page's states.
 */
export function HomeScreen({ variant }: { variant: HomeVariant }) {
  const t = useT();
  const { loggedIn } = useSnapshot(session);
  const bannersQuery = useQuery(homeBanners());
  const categoriesQuery = useQuery(homeCategories());
  const banners = bannersQuery.data ?? [];
  const categories = categoriesQuery.data ?? [];
  // The sections show together once the banner and the categories have answered (or failed): either
  // arriving above the goods list, or above its spinner, would push it down (a layout shift).
  const topSettled = !bannersQuery.isPending && !categoriesQuery.isPending;
  // A failed count hides the cart button, as a logged-out visitor sees the page.
  const cartNum = useQuery({ ...homeCartCount(), enabled: loggedIn }).data?.cartNum;

  // The home page the buyer uses is the one /index, the tab bar and the error page return to.
  useEffect(() => {
    if (session.homePath !== `/${variant}`) setHomePath(`/${variant}`);
  }, [variant]);

  return (
    <div className={`home home--${variant}`}>
      <TopBar cartNum={loggedIn ? (cartNum ?? null) : null} />
      <PullRefresh onRefresh={refreshScreen}>
        {topSettled ? (
          <div className="home__content">
            {variant === 'v3' && <CategoryNav categories={categories} layout="chips" />}
            <BannerCarousel banners={banners} />
            {variant === 'v2' && <CategoryNav categories={categories} layout="grid" />}
            <h2 className="home__section-title">{t('home.goodsList')}</h2>
            <HomeGoods layout={variant === 'v2' ? 'row' : 'tile'} />
          </div>
        ) : (
          <LoadingState />
        )}
      </PullRefresh>
    </div>
  );
}
