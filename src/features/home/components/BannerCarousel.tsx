import { Swiper } from 'antd-mobile';
import type { Snapshot } from 'valtio';
import { useNavigate } from '@/lib/router';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { nativeBridge } from '@/lib/native';
import { isLocalPath } from '@/lib/routes';
import type { Banner } from '../api';
import { GoodsImage } from './GoodsImage';

/** The banner: a looping carousel; a tap follows the banner's in-app path or opens its https page. */
export function BannerCarousel({ banners }: { banners: readonly Snapshot<Banner>[] }) {
  const t = useT();
  const navigate = useNavigate();
  if (banners.length === 0) return null;
  const follow = (banner: Snapshot<Banner>) => {
    const link = banner.linkUrl;
    if (!link) return;
    if (isLocalPath(link)) void navigate(link);
    else if (/^https:\/\//.test(link)) nativeBridge().openActivity({ url: link, ...(banner.title ? { title: banner.title } : {}) }).catch((error: unknown) => logger().warn('banner link failed', error));
  };
  return (
    <section className="home-banner" aria-label={t('home.banner')}>
      <Swiper autoplay loop={banners.length > 1} style={{ '--border-radius': '8px' }}>
        {banners.map((banner) => (
          <Swiper.Item key={banner.bannerId}>
            <button type="button" className="home-banner__item" onClick={() => follow(banner)} aria-label={banner.title ?? t('home.banner')}>
              <GoodsImage src={banner.imageUrl} name={banner.title ?? ''} />
              {banner.title && <span className="home-banner__title">{banner.title}</span>}
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
