import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { addonGoods } from '../queries';

/** The goods the add-ons are chosen for, by name; nothing while (or when) it cannot be read. */
export function AddonGoodsName({ goodsId }: { goodsId: string }) {
  const t = useT();
  const goodsName = useQuery(addonGoods(goodsId)).data?.goodsName;
  return goodsName ? <p className="addons-goods">{t('addons.goods', { name: goodsName })}</p> : null;
}
