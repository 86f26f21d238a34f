import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { nativeBridge } from '@/lib/native';
import { useNavigate } from '@/lib/navigation';
import { localHref } from '@/lib/routes';
import type { Banner } from '../api';
import { GoodsImage } from '@/components/GoodsCard';

const AUTOPLAY_MS = 3000;

/**
 * The banner: slides the buyer swipes through (native scroll snapping), turning on their own every 3 s
 * unless the buyer is touching them or asked for reduced motion, wrapping round at the end. A tap
 * follows the banner's in-app path or opens its https page.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const t = useT();
  const navigate = useNavigate();
  const track = useRef<HTMLDivElement>(null);
  const touching = useRef(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (banners.length < 2 || reduced) return undefined;
    const timer = setInterval(() => {
      const element = track.current;
      if (!element || touching.current || element.clientWidth === 0) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % banners.length;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [banners.length]);

  if (banners.length === 0) return null;
  const follow = (banner: Banner) => {
    const link = banner.linkUrl;
    if (!link) return;
    const local = localHref(link);
    if (local) void navigate(local);
    else if (/^https:\/\//.test(link))
      nativeBridge()
        .openActivity({ url: link, ...(banner.title ? { title: banner.title } : {}) })
        .catch((error: unknown) => logger().warn('banner link failed', error));
  };
  return (
    <section className="home-banner" aria-label={t('home.banner')} aria-roledescription="carousel">
      <div
        className="home-banner__track"
        ref={track}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
        }}
        onTouchStart={() => (touching.current = true)}
        onTouchEnd={() => (touching.current = false)}
      >
        {banners.map((banner, index) => (
          <div className="home-banner__slide" key={banner.bannerId} aria-roledescription="slide" aria-label={`${index + 1} / ${banners.length}`}>
            <button type="button" className="home-banner__item" onClick={() => follow(banner)} aria-label={banner.title ?? t('home.banner')}>
              <GoodsImage src={banner.imageUrl} name={banner.title ?? ''} priority={index === 0} width={351} height={140} />
              {banner.title && <span className="home-banner__title">{banner.title}</span>}
            </button>
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <div className="home-banner__dots" aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={banner.bannerId} className={index === current ? 'home-banner__dot home-banner__dot--current' : 'home-banner__dot'} />
          ))}
        </div>
      )}
    </section>
  );
}
