/** A goods as the gateway sends it in lists. */
export const goods = (id: string, name: string, price: string, extra: Record<string, unknown> = {}) => ({
  goodsId: id,
  goodsName: name,
  varietyId: `var_${id}`,
  varietyName: 'C30',
  varietyPrice: price,
  images: [],
  shopId: 'shop1',
  shopName: '华东商砼旗舰店',
  sellerId: 's1',
  sellerName: '华东商砼',
  unit: '方',
  purchaseUnit: '方',
  convertRate: '1',
  minOrderCount: '1',
  minChangeCount: '1',
  maxBuyNum: '1000000',
  stock: '100',
  isPlatform: false,
  tags: ['泵送'],
  categoryId: 'cat_a',
  hasAddons: false,
  isRebar: false,
  sales: 12,
  ...extra,
});

/** A goods page. */
export const goodsPage = (list: unknown[], total = list.length, pageNum = 1) => ({ list, total, pageNum, pageSize: 10 });
