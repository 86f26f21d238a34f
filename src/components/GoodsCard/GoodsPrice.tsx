import { formatMoney, splitMoney } from '@/domain';
import { useT } from '@/lib/i18n';

/**
 * A goods price as a shopping list draws it: ¥440.00/方 with the integer part large, the symbol, decimals
 * and unit small, nothing between them. The same format as `Money` (formatMoney), drawn in parts,
 * which `Money` does not do and which keeps `Money` out of the home page's first load; the accessible
 * text reads whole.
 */
export function GoodsPrice({ price, unit }: { price: string; unit: string }) {
  const t = useT();
  const amount = formatMoney(price);
  const { integer, fraction } = splitMoney(amount);
  return (
    <span className="goods-price" aria-label={t('home.price', { price: amount, unit })}>
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
