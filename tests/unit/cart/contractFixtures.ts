// Contract cart data shaped like the gateway's cart.contractList (spec/calls/cart.yaml).

type LineOverrides = Partial<Record<string, unknown>>;

/** A contract cart line (quantities in the pricing unit). */
export function contractLine(contractGoodsId: string, goodsName: string, overrides: LineOverrides = {}) {
  return {
    contractGoodsId,
    goodsId: `g_${contractGoodsId}`,
    goodsName,
    resourceId: `res_${contractGoodsId}`,
    varietyName: goodsName,
    image: '/x.svg',
    unit: '吨',
    purchaseUnit: '吨',
    convertRate: '1',
    minOrderCount: '5',
    minChangeCount: '1',
    isPlatform: false,
    checked: false,
    quantity: '20',
    unitPrice: '115.00',
    money: '2300.00',
    surplusGoodsAmount: '420',
    cansaleNumShow: '400',
    cartAdditems: [] as { additemId: string; additemName: string; parentName: string; additemPrice: string }[],
    addUnitPrice: '0.00',
    chooseNum: 0,
    hasAddons: false,
    ...overrides,
  };
}

export const c30Line = contractLine('cg_c30', '预拌混凝土', {
  goodsId: 'g_concrete',
  resourceId: 'res_c30',
  varietyName: 'C30',
  unit: '方',
  purchaseUnit: '方',
  minOrderCount: '10',
  minChangeCount: '0.5',
  checked: true,
  quantity: '30',
  unitPrice: '430.00',
  money: '12900.00',
  surplusGoodsAmount: '560',
  cansaleNumShow: '530',
  cartAdditems: [
    { additemId: 'mixer_pump', additemName: '泵送混凝土', parentName: '搅拌车/砂浆', additemPrice: '12.00' },
    { additemId: 'pump_truck', additemName: '汽车泵', parentName: '泵送方式', additemPrice: '25.00' },
  ],
  addUnitPrice: '12.00',
  chooseNum: 2,
  hasAddons: true,
});

export const sandLine = contractLine('cg_sand', '中砂', { goodsId: 'g_sand', resourceId: 'res_sand' });

export const expiredGroup = {
  contractId: 'ct_rebar_old',
  contractNo: 'HT-2025-0107',
  sellerId: 's_bg',
  sellerName: '宝山钢材贸易有限公司',
  effective: false,
  checked: false,
  // The server may still hold the check; an expired contract's line never counts.
  children: [
    contractLine('cg_rebar_old', '螺纹钢', {
      varietyName: 'Φ16',
      checked: true,
      quantity: '2',
      unitPrice: '3800.00',
      money: '7600.00',
      surplusGoodsAmount: '12',
      cansaleNumShow: '10',
    }),
  ],
};

export const CONTRACT_GROUPS = [
  {
    contractId: 'ct_concrete',
    contractNo: 'HT-2026-0001',
    sellerId: 's_hd',
    sellerName: '华东商砼有限公司',
    effective: true,
    checked: true,
    children: [c30Line],
  },
  {
    contractId: 'ct_cement',
    contractNo: 'HT-2026-0002',
    sellerId: 's_pf',
    sellerName: '建材云平台自营',
    effective: true,
    checked: false,
    children: [sandLine],
  },
  expiredGroup,
];
