import { Image } from 'antd-mobile';

/** A goods picture; when it cannot load, a neutral tile with the first character of the name. */
export function GoodsImage({ src, name, size }: { src: string | undefined; name: string; size?: number | string }) {
  const fallback = (
    <div className="goods-image__fallback" aria-hidden="true">
      {name.slice(0, 1)}
    </div>
  );
  return (
    <Image
      className="goods-image"
      src={src ?? ''}
      alt=""
      width={size ?? '100%'}
      height={size ?? '100%'}
      fit="cover"
      lazy
      placeholder={fallback}
      fallback={fallback}
    />
  );
}
