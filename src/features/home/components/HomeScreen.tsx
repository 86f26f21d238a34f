import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { session, setHomePath } from '@/lib/session';
import { homeStore, loadCartCount, loadHome, loadMoreHome } from '../store';
import { BannerCarousel } from './BannerCarousel';
import { CategoryNav } from './CategoryNav';
import { errorText } from '@/lib/api';
import { GoodsCard } from '@/components/GoodsCard';
import { EmptyState, ErrorState, InfiniteList, LoadingState } from '@/components/LoadState';
import { PullRefresh } from '@/components/PullRefresh';
import { TopBar } from './TopBar';
import '../home.css';

export type HomeVariant = 'v2' | 'v3';

const quietly = (promise: Promise<void>) => promise.catch((error: unknown) => logger().warn('home refresh failed', error));

/**
 * The home page in one of its two layouts over the same data: /v2 is banner, category grid and a
 * one-column goods list; /v3 is category chips, banner and a two-column goods grid.
 */
export function HomeScreen({ variant }: { variant: HomeVariant }) {
  const t = useT();
  const home = useSnapshot(homeStore);
  const { loggedIn } = useSnapshot(session);
  // The reason of the last failed load: view text in the current language, so not in the store.
  const [lastError, setLastError] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (homeStore.goods.status === 'idle' || homeStore.goods.status === 'error') {
      loadHome().then(
        () => setLastError(undefined),
        (error: unknown) => setLastError(errorText(error)),
      );
    }
  }, [setLastError]);
  useEffect(() => {
    void loadCartCount(loggedIn);
  }, [loggedIn]);
  // The home page the buyer uses is the one /index, the tab bar and the error page return to.
  useEffect(() => {
    if (session.homePath !== `/${variant}`) setHomePath(`/${variant}`);
  }, [variant]);

  const refresh = async () => {
    await Promise.all([
      loadHome({ quiet: true }).then(
        () => setLastError(undefined),
        (error: unknown) => setLastError(errorText(error)),
      ),
      quietly(loadCartCount(session.loggedIn)),
    ]);
  };
  const retry = () => void refresh();

  const layout = variant === 'v2' ? 'row' : 'tile';
  let body;
  if (home.goods.status === 'idle' || home.goods.status === 'loading') body = <LoadingState />;
  else if (home.goods.status === 'error') body = <ErrorState title={t('home.loadFailed')} detail={lastError} onRetry={retry} />;
  else if (home.goods.items.length === 0) body = <EmptyState title={t('home.empty')} />;
  else
    body = (
      <>
        <ul className={`home-goods home-goods--${layout}`} aria-label={t('home.goodsList')}>
          {home.goods.items.map((goods) => (
            <li key={goods.goodsId}>
              <GoodsCard goods={goods} layout={layout} />
            </li>
          ))}
        </ul>
        <InfiniteList hasMore={home.goods.hasMore} loadMore={loadMoreHome} />
      </>
    );

  return (
    <div className={`home home--${variant}`}>
      <TopBar cartNum={loggedIn ? home.cartNum : null} />
      <PullRefresh onRefresh={refresh}>
        <div className="home__content">
          {variant === 'v3' && <CategoryNav categories={home.categories} layout="chips" />}
          <BannerCarousel banners={home.banners} />
          {variant === 'v2' && <CategoryNav categories={home.categories} layout="grid" />}
          <h2 className="home__section-title">{t('home.goodsList')}</h2>
          {body}
        </div>
      </PullRefresh>
    </div>
  );
}
