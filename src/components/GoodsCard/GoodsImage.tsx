import { useState } from 'react';
import './goodsCard.css';

/**
 * A goods picture, loaded lazily; until it arrives, or when it cannot load, a neutral tile with the
 * first character of the name. A plain image rather than antd-mobile's Image keeps the home page light.
 * `priority` marks the picture that is the page's largest paint (the first banner): it is asked for at
 * once and ahead of the others, with its intrinsic `width`×`height` so its box never shifts.
 */
export function GoodsImage({
  src,
  name,
  size,
  priority = false,
  width,
  height,
}: {
  src: string | undefined;
  name: string;
  size?: number | string;
  priority?: boolean;
  width?: number;
  height?: number;
}) {
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
          width={width ?? (typeof size === 'number' ? size : undefined)}
          height={height ?? (typeof size === 'number' ? size : undefined)}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}
