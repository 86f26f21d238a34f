import Swiper from 'antd-mobile/es/components/swiper';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/lib/i18n';

// The full-screen viewer loads when a picture is tapped: the page's first paint never waits for it.
const MultiImageViewer = lazy(() => import('antd-mobile/es/components/image-viewer').then((module) => ({ default: module.default.Multi })));

/** The goods' pictures; a tap opens them full screen. */
export function GoodsGallery({ images }: { readonly images: readonly string[] }) {
  const t = useT();
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  return (
    <section aria-label={t('goods.detail.images')} className="goods-images">
      <Swiper indicatorProps={{ color: 'white' }}>
        {images.map((src, i) => (
          <Swiper.Item key={src}>
            <button type="button" className="goods-images__item" aria-label={t('goods.detail.imageN', { index: i + 1 })} onClick={() => setViewerIndex(i)}>
              {/* The first picture is the page's largest paint: asked for at once and first, its box sized before it arrives. */}
              <img
                className="goods-images__img"
                src={src}
                alt=""
                width={375}
                height={200}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      {viewerIndex !== null && (
        <Suspense fallback={null}>
          <MultiImageViewer images={[...images]} visible defaultIndex={viewerIndex} onClose={() => setViewerIndex(null)} />
        </Suspense>
      )}
    </section>
  );
}
