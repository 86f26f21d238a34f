// Demo data shaped like the gateway's answers (spec/calls/goods.yaml, cart.yaml).

export const CONCRETE_DETAIL = {
  goodsId: 'g_concrete',
  goodsName: '预拌混凝土（商砼）',
  varietyId: 'var_c30',
  varietyName: 'C30',
  varietyPrice: '440.00',
  images: ['/a.svg', '/b.svg'],
  shopId: 'shop_hd',
  shopName: '华东商砼旗舰店',
  sellerId: 's_hd',
  sellerName: '华东商砼有限公司',
  unit: '方',
  purchaseUnit: '方',
  convertRate: '1',
  minOrderCount: '10',
  minChangeCount: '0.5',
  maxBuyNum: '2000',
  stock: '8000',
  isPlatform: false,
  tags: ['泵送'],
  categoryId: 'c',
  hasAddons: true,
  isRebar: false,
  sales: 10,
  description: '<p>C30 预拌混凝土<script>alert(1)</script></p>',
  deliveryWays: ['030060300'],
  transportTypes: ['1', '2'],
  promotions: [{ promotionId: 'p1', title: '满500方赠送泵送服务', description: '线下结算', endTime: '2027-01-01 00:00:00' }],
  hasQualityReport: true,
};

export const CONCRETE_CONDITIONS = [
  {
    attributeName: '强度等级',
    attributeNo: '0001',
    attributeValueDTOs: [
      { attributeValueNo: 'v_c25', attributeValue: 'C25', selected: false },
      { attributeValueNo: 'v_c30', attributeValue: 'C30', selected: true },
    ],
  },
  { attributeName: '购买单位', attributeNo: '0004', attributeValueDTOs: [{ attributeValueNo: 'u_m3', attributeValue: '方', selected: true }] },
];

export const CONCRETE_UNITS = [{ unitName: '方', convertRate: '1', minOrderCount: '10', minChangeCount: '0.5', maxOrderCount: '2000' }];

export const VARIETIES: Record<string, unknown> = {
  v_c30: { goodsId: 'g_concrete', varietyId: 'var_c30', varietyName: 'C30', resourceId: 'res_c30', varietyPrice: '440.00', stock: '8000' },
  v_c25: { goodsId: 'g_concrete', varietyId: 'var_c25', varietyName: 'C25', resourceId: 'res_c25', varietyPrice: '420.00', stock: '8000' },
};

export const CEMENT_DETAIL = {
  ...CONCRETE_DETAIL,
  goodsId: 'g_cement',
  goodsName: '水泥 P.O 42.5',
  varietyId: 'var_bag',
  varietyName: '袋装',
  varietyPrice: '500.00',
  unit: '吨',
  purchaseUnit: '吨',
  minOrderCount: '1',
  minChangeCount: '1',
  maxBuyNum: '1000',
  hasAddons: false,
  isPlatform: true,
  sellerId: 's_pf',
  sellerName: '平台自营',
  promotions: [],
  deliveryWays: ['030060300', '030060100'],
};
export const CEMENT_CONDITIONS = [
  {
    attributeName: '购买单位',
    attributeNo: '0004',
    attributeValueDTOs: [
      { attributeValueNo: 'u_t', attributeValue: '吨', selected: true },
      { attributeValueNo: 'u_bag', attributeValue: '袋', selected: false },
    ],
  },
];
export const CEMENT_UNITS = [
  { unitName: '吨', convertRate: '1', minOrderCount: '1', minChangeCount: '1', maxOrderCount: '1000' },
  { unitName: '袋', convertRate: '0.05', minOrderCount: '0.5', minChangeCount: '0.05', maxOrderCount: '100' },
];
export const CEMENT_VARIETY = { goodsId: 'g_cement', varietyId: 'var_bag', varietyName: '袋装', resourceId: 'res_bag', varietyPrice: '500.00', stock: '1200' };

const item = (id: string, parent: string, parentName: string, name: string, price: string, groupType: string, ifNegotiate = false) => ({
  additemId: id,
  additemName: name,
  additemPrice: price,
  ifNegotiate,
  parentId: parent,
  parentName,
  groupType,
});
const group = (id: string, name: string, groupType: string, children: ReturnType<typeof item>[]) => ({
  additemId: id,
  additemName: name,
  additemPrice: '0.00',
  ifNegotiate: false,
  parentId: '',
  parentName: '',
  groupType,
  children,
});
export const ADDON_TREE = [
  group('g_mixer', '搅拌车/砂浆', 'mixerTruck', [
    item('mixer_pump', 'g_mixer', '搅拌车/砂浆', '泵送混凝土', '15.00', 'mixerTruck'),
    item('mixer_direct', 'g_mixer', '搅拌车/砂浆', '自卸直卸', '0.00', 'mixerTruck'),
  ]),
  group('g_pumping', '泵送方式', 'pumpingMethod', [
    item('pump_truck', 'g_pumping', '泵送方式', '汽车泵', '25.00', 'pumpingMethod'),
    item('pump_ground', 'g_pumping', '泵送方式', '地泵', '18.00', 'pumpingMethod'),
  ]),
  group('g_support', '配套项', 'supportingItem', [
    item('pipe50', 'g_support', '配套项', '地泵管道50米内', '5.00', 'supportingItem'),
    item('pipe100', 'g_support', '配套项', '地泵管道100米内', '9.00', 'supportingItem'),
  ]),
  group('g_construct', '施工项', 'construction', [item('vibrate', 'g_construct', '施工项', '振捣施工', '6.00', 'construction')]),
  group('g_special', '特殊要求', 'normal', [item('night', 'g_special', '特殊要求', '夜间施工', '0.00', 'normal', true)]),
];

type LineOverrides = Partial<Record<string, unknown>>;
export function cartLine(id: string, goodsName: string, overrides: LineOverrides = {}) {
  return {
    cartResourceId: id,
    goodsId: `g_${id}`,
    goodsName,
    resourceId: `res_${id}`,
    varietyId: `var_${id}`,
    varietyName: '默认',
    image: '/x.svg',
    unitPrice: '100.00',
    quantity: '2',
    unit: '吨',
    purchaseUnit: '吨',
    convertRate: '1',
    minOrderCount: '1',
    minChangeCount: '1',
    maxBuyNum: '100',
    isPlatform: false,
    isRebar: false,
    effective: true,
    checked: true,
    cartAdditems: [],
    addUnitPrice: '0.00',
    selectInfos: [],
    rebarAmount: '0.00',
    ...overrides,
  };
}
