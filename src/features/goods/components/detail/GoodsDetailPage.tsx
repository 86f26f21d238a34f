import { lazy, Suspense } from 'react';
import { useRouteQuery } from '@/lib/navigation';
import { GoodsFirstPaint } from './GoodsFirstPaint';

// The rest of the page comes in its own chunk, asked for as soon as this one runs (beside the goods' data):
// the first paint never waits for it.
const loadScreen = () => import('../GoodsDetailScreen').then((module) => ({ default: module.GoodsDetailScreen }));
loadScreen().catch(() => {});
const GoodsDetailScreen = lazy(loadScreen);

/** The goods detail page: what the goods alone gives, painted at once, then the whole page once its code is there. */
export function GoodsDetailPage() {
  // /shoppingDetail and /v2/detail declare the same query.
  const { goodsId, contractId } = useRouteQuery('/shoppingDetail');
  return (
    <Suspense fallback={<GoodsFirstPaint goodsId={goodsId} contractId={contractId} />}>
      <GoodsDetailScreen />
    </Suspense>
  );
}
