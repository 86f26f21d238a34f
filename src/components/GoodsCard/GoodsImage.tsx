import { useState } from 'react';
import './goodsCard.css';

/**
 * A goods picture, loaded lazily; until it arrives, or when it cannot load, a neutral tile with the
 * first character of the name. A plain image rather than antd-mobile's Image keeps the home page light.
 */
export function GoodsImage({ src, name, size }: { src: string | undefined; name: string; size?: number | string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  const dimension = typeof size === 'number' ? `${size}px` : (size ?? '100%');
  return (
    <div className="goods-image" style={{ width: dimension, height: dimension }}>
      {state !== 'loaded' && (
        <div className="goods-image__fallback" aria-hidden="true">
          {name.slice(0, 1)}
        </div>
      )}
      {src && state !== 'failed' && (
        <img
          className={state === 'loaded' ? 'goods-image__img' : 'goods-image__img goods-image__img--hidden'}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}
