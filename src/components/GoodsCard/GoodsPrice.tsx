import { formatMoney, splitMoney } from '@/domain';
import { useT } from '@/lib/i18n';

/** A price with two decimals, the integer part larger: ¥440.00/方. The accessible text reads whole. */
export function GoodsPrice({ price, unit }: { price: string; unit: string }) {
  const t = useT();
  const { integer, fraction } = splitMoney(formatMoney(price));
  return (
    <span className="goods-price" aria-label={t('home.price', { price: formatMoney(price), unit })}>
      <span className="goods-price__symbol" aria-hidden="true">
        ¥
      </span>
      <span className="goods-price__integer" aria-hidden="true">
        {integer}
      </span>
      <span className="goods-price__fraction" aria-hidden="true">
        .{fraction}
      </span>
      <span className="goods-price__unit" aria-hidden="true">
        {t('home.perUnit', { unit })}
      </span>
    </span>
  );
}
