/**
 * The demo catalogue and accounts: every product rule has data that exercises it (see the README's
 * "Local gateway" section for the logins). Ids are stable and readable so tests, the e2e journeys and a
 * person reading the database can refer to them.
 */

/** The demo logins (README). */
export const DEMO_BUYER = {
  memberId: 'm_demo_a',
  accountName: 'demo',
  mobile: '13800000001',
  password: 'demo123456',
  payPassword: '123456',
  /** weChatCode that checkAccount resolves to the demo buyer's bound weixin account. */
  weChatCode: 'demo-wx-a',
} as const;

/** The second buyer, for isolation tests. */
export const SECOND_BUYER = {
  memberId: 'm_demo_b',
  accountName: 'buyerb',
  mobile: '13800000002',
  password: 'demo123456',
  payPassword: '654321',
} as const;

/** Seeded ids the tests and the e2e journeys use. */
export const DEMO_IDS = {
  concrete: 'g_concrete',
  concreteFine: 'g_concrete_fine',
  concreteOffSale: 'g_concrete_c15_off',
  rebar: 'g_rebar',
  cement: 'g_cement',
  sand: 'g_sand',
  gravel: 'g_gravel',
  concreteC30Resource: 'res_concrete_c30',
  rebar16Resource: 'res_rebar_16',
  cementBagResource: 'res_cement_bag',
  sandResource: 'res_sand',
  contractConcrete: 'ct_a_concrete',
  contractCement: 'ct_a_cement',
  contractExpired: 'ct_a_rebar_2025',
  contractOfB: 'ct_b_steel',
  sellerConcrete: 's_hdsp',
  sellerSteel: 's_bgsteel',
  sellerPlatform: 's_platform',
  sellerStone: 's_jsstone',
  addressA: 'addr_a_site',
  addressB: 'addr_b_home',
  vehicleA: 'veh_a_tipper',
  vehicleB: 'veh_b_flat',
  vatTitleA: 'vt_a_company',
  vatTitleB: 'vt_b_personal',
  orderCompletedA: 'ord_a_completed',
  orderDeliveringA: 'ord_a_delivering',
  orderShipA: 'ord_a_sand_ship',
  orderCompletedB: 'ord_b_completed',
  storePlatform: 'st_platform_baoshan',
} as const;

/** The add-on ids of the concrete goods (the four special groups, a normal group and a negotiable item). */
export const CONCRETE_ADDONS = {
  mixerGroup: 'ad_mixer',
  mixerPump: 'ad_mixer_pump',
  mixerDirect: 'ad_mixer_direct',
  mixerSlurry: 'ad_mixer_slurry',
  pumpingGroup: 'ad_pumping',
  pumpingTruck: 'ad_pumping_truck',
  pumpingGround: 'ad_pumping_ground',
  supportingGroup: 'ad_support',
  supportingPipe50: 'ad_support_pipe50',
  supportingPipe100: 'ad_support_pipe100',
  constructionGroup: 'ad_construct',
  constructionVibrate: 'ad_construct_vibrate',
  constructionTrowel: 'ad_construct_trowel',
  admixtureGroup: 'ad_admixture',
  admixtureEarly: 'ad_admixture_early',
  admixtureAntifreeze: 'ad_admixture_antifreeze',
  specialGroup: 'ad_special',
  specialNight: 'ad_special_night',
} as const;

type Value = string | number | boolean | null | readonly string[];
/** One row to insert: column → value; jsonb values are given as JSON text (see `json`). */
export type SeedRow = Record<string, Value>;

/** JSON text for a jsonb column. */
export const json = (value: unknown): string => JSON.stringify(value);

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** A local date `days` from `now` as YYYY-MM-DD. */
export function dayFrom(now: Date, days: number): string {
  const d = new Date(now.getTime() + days * DAY_MS);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
/** An ISO instant `days` (fractional allowed) from `now`. */
export function instantFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

const img = (name: string) => `/demo/${name}.svg`;

/** The rows of every table, in insertion order (parents before children). */
export function demoRows(now: Date, hashes: { password: string; payPasswordA: string; payPasswordB: string; weixinA: string }): [string, SeedRow[]][] {
  const d = (days: number) => dayFrom(now, days);
  const t = (days: number) => instantFrom(now, days);
  const A = DEMO_BUYER.memberId;
  const B = SECOND_BUYER.memberId;
  const C = CONCRETE_ADDONS;

  const members: SeedRow[] = [
    {
      member_id: A, account_name: DEMO_BUYER.accountName, mobile: DEMO_BUYER.mobile, password_hash: hashes.password,
      pay_password_hash: hashes.payPasswordA, nickname: '演示买家', real_name: '张建国', sex: '1', avatar_url: img('avatar-a'),
      member_type: 'enterprise', company_name: '上海示范建设工程有限公司', enterprise_status: 'approved', quick_order_open: true,
      weixin_account: hashes.weixinA, roles: ['buyer', 'driver'], register_time: t(-400),
    },
    {
      member_id: B, account_name: SECOND_BUYER.accountName, mobile: SECOND_BUYER.mobile, password_hash: hashes.password,
      pay_password_hash: hashes.payPasswordB, nickname: '第二买家', real_name: '李四', sex: '2', avatar_url: null,
      member_type: 'personal', company_name: null, enterprise_status: 'none', quick_order_open: false,
      weixin_account: null, roles: ['buyer'], register_time: t(-30),
    },
  ];

  const menuButtons: SeedRow[] = [
    ['btn_order_submit', '提交订单'], ['btn_contract_order', '合同下单'], ['btn_invoice_apply', '申请开票'],
    ['btn_quick_order', '快捷下单'], ['btn_refund_apply', '申请退款'], ['btn_waybill_reassign', '运单改派'],
    ['btn_finance_apply', '申请融资'], ['btn_capital_withdraw', '提现'],
  ].map(([btn_id, btn_name], sort) => ({ btn_id: btn_id!, btn_name: btn_name!, platform: 'mr_buyer_app', default_selected: true, sort }));
  menuButtons.push({ btn_id: 'btn_seller_publish', btn_name: '发布商品', platform: 'mr_seller_app', default_selected: true, sort: 0 });
  const memberButtons: SeedRow[] = [
    { member_id: B, btn_id: 'btn_contract_order', selected: false },
    { member_id: B, btn_id: 'btn_finance_apply', selected: false },
    { member_id: B, btn_id: 'btn_capital_withdraw', selected: false },
  ];

  const bank = (name: string, account: string, holder: string) => ({ bank_name: name, bank_branch: `${name}上海分行`, bank_account: account, bank_account_name: holder });
  const sellers: SeedRow[] = [
    { seller_id: 's_hdsp', seller_name: '华东商砼有限公司', is_platform: false, ...bank('中国建设银行', '31050161393600001234', '华东商砼有限公司') },
    { seller_id: 's_bgsteel', seller_name: '宝山钢材贸易有限公司', is_platform: false, ...bank('中国工商银行', '1001244319000005678', '宝山钢材贸易有限公司') },
    { seller_id: 's_platform', seller_name: '建材云平台自营', is_platform: true, ...bank('招商银行', '121909876510001', '建材云科技有限公司') },
    { seller_id: 's_jsstone', seller_name: '江苏砂石材料有限公司', is_platform: false, ...bank('中国农业银行', '10391001040012345', '江苏砂石材料有限公司') },
  ];
  const shops: SeedRow[] = [
    { shop_id: 'shop_hdsp', seller_id: 's_hdsp', shop_name: '华东商砼旗舰店', logo: img('shop-hdsp'), address: '上海市宝山区蕴川路1888号', phone: '021-56781234', description: '年产预拌混凝土120万方，C15-C60全系列，泵送服务。', latitude: 31.3961, longitude: 121.4536 },
    { shop_id: 'shop_bg', seller_id: 's_bgsteel', shop_name: '宝山钢材直营店', logo: img('shop-bg'), address: '上海市宝山区富锦路999号', phone: '021-66781234', description: '螺纹钢、盘螺现货，支持钢筋加工配送。', latitude: 31.3425, longitude: 121.4122 },
    { shop_id: 'shop_platform', seller_id: 's_platform', shop_name: '建材云自营旗舰店', logo: img('shop-platform'), address: '上海市浦东新区张江路100号', phone: '400-820-1234', description: '平台自营水泥、砂石，平台开票。', latitude: 31.2033, longitude: 121.5907 },
    { shop_id: 'shop_js', seller_id: 's_jsstone', shop_name: '江苏砂石直供店', logo: img('shop-js'), address: '江苏省苏州市太仓市港口路8号', phone: '0512-53781234', description: '长江砂、碎石直供，船运到港。', latitude: 31.6212, longitude: 121.2285 },
  ];
  const salesmen: SeedRow[] = [
    { salesman_id: 'sm_hdsp_1', seller_id: 's_hdsp', salesman_name: '王强', mobile: '13912340001' },
    { salesman_id: 'sm_hdsp_2', seller_id: 's_hdsp', salesman_name: '赵敏', mobile: '13912340002' },
    { salesman_id: 'sm_platform_1', seller_id: 's_platform', salesman_name: '陈磊', mobile: '13912340003' },
    { salesman_id: 'sm_bg_1', seller_id: 's_bgsteel', salesman_name: '孙波', mobile: '13912340004' },
  ];

  const categories: SeedRow[] = [
    { category_id: 'cat_concrete', parent_id: null, category_name: '商品混凝土', icon: img('cat-concrete'), sort: 1 },
    { category_id: 'cat_steel', parent_id: null, category_name: '钢材', icon: img('cat-steel'), sort: 2 },
    { category_id: 'cat_cement', parent_id: null, category_name: '水泥', icon: img('cat-cement'), sort: 3 },
    { category_id: 'cat_aggregate', parent_id: null, category_name: '砂石骨料', icon: img('cat-aggregate'), sort: 4 },
    { category_id: 'cat_concrete_rmc', parent_id: 'cat_concrete', category_name: '预拌混凝土', icon: null, sort: 1 },
    { category_id: 'cat_rebar', parent_id: 'cat_steel', category_name: '螺纹钢', icon: null, sort: 1 },
    { category_id: 'cat_cement_po', parent_id: 'cat_cement', category_name: '普通硅酸盐水泥', icon: null, sort: 1 },
    { category_id: 'cat_sand', parent_id: 'cat_aggregate', category_name: '砂', icon: null, sort: 1 },
    { category_id: 'cat_gravel', parent_id: 'cat_aggregate', category_name: '碎石', icon: null, sort: 2 },
  ];

  const DELIVERY = '030060300';
  const PICKUP = '030060100';
  const goods: SeedRow[] = [
    {
      goods_id: 'g_concrete', shop_id: 'shop_hdsp', category_id: 'cat_concrete_rmc', goods_name: '预拌混凝土（商砼）',
      description: '<p>C20-C35 预拌混凝土，按方计价；可选泵送、施工等附加服务。</p>', images: [img('concrete-1'), img('concrete-2')],
      tags: ['泵送', '当日达'], unit: '方', default_variety_id: 'var_concrete_c30', has_addons: true, is_rebar: false, sales: 12860,
      delivery_ways: [DELIVERY], transport_types: ['1', '2'], has_quality_report: true, carriage_rate: '8.00', truckage_rate: '0.00', sort: 1, created_at: t(-200),
    },
    {
      goods_id: 'g_concrete_fine', shop_id: 'shop_hdsp', category_id: 'cat_concrete_rmc', goods_name: '细石混凝土 C25',
      description: '<p>细石混凝土，适用于地坪找平。</p>', images: [img('concrete-fine')], tags: ['地坪'], unit: '方',
      default_variety_id: 'var_concrete_fine', has_addons: false, is_rebar: false, sales: 2310, delivery_ways: [DELIVERY], transport_types: ['2'],
      has_quality_report: false, carriage_rate: '8.00', truckage_rate: '0.00', sort: 2, created_at: t(-120),
    },
    {
      goods_id: 'g_concrete_c15_off', shop_id: 'shop_hdsp', category_id: 'cat_concrete_rmc', goods_name: '垫层混凝土 C15（已下架）',
      description: '<p>已停售。</p>', images: [img('concrete-1')], tags: [], unit: '方', default_variety_id: 'var_concrete_c15',
      has_addons: false, is_rebar: false, sales: 540, on_sale: false, delivery_ways: [DELIVERY], transport_types: ['2'],
      has_quality_report: false, carriage_rate: '8.00', truckage_rate: '0.00', sort: 9, created_at: t(-300),
    },
    {
      goods_id: 'g_rebar', shop_id: 'shop_bg', category_id: 'cat_rebar', goods_name: '螺纹钢 HRB400E',
      description: '<p>HRB400E 抗震螺纹钢，支持按料单加工（钢筋加工费按米计）。</p>', images: [img('rebar-1')], tags: ['现货', '可加工'],
      unit: '吨', default_variety_id: 'var_rebar_16', has_addons: false, is_rebar: true, sales: 3420, delivery_ways: [DELIVERY, PICKUP],
      transport_types: ['2'], has_quality_report: true, carriage_rate: '30.00', truckage_rate: '10.00', sort: 3, created_at: t(-150),
    },
    {
      goods_id: 'g_cement', shop_id: 'shop_platform', category_id: 'cat_cement_po', goods_name: '普通硅酸盐水泥 P.O 42.5',
      description: '<p>按吨或按袋（50kg/袋）购买；平台自营，平台开票。</p>', images: [img('cement-1')], tags: ['平台自营', '袋装'],
      unit: '吨', default_variety_id: 'var_cement_bag', has_addons: false, is_rebar: false, sales: 8800, delivery_ways: [DELIVERY, PICKUP],
      transport_types: ['1', '2'], has_quality_report: true, carriage_rate: '20.00', truckage_rate: '6.00', sort: 4, created_at: t(-90),
    },
    {
      goods_id: 'g_sand', shop_id: 'shop_platform', category_id: 'cat_sand', goods_name: '长江中砂',
      description: '<p>细度模数 2.3-3.0，含泥量 ≤2%。</p>', images: [img('sand-1')], tags: ['平台自营'], unit: '吨',
      default_variety_id: 'var_sand', has_addons: false, is_rebar: false, sales: 6400, delivery_ways: [DELIVERY, PICKUP], transport_types: ['2'],
      has_quality_report: false, carriage_rate: '15.00', truckage_rate: '8.00', sort: 5, created_at: t(-60),
    },
    {
      goods_id: 'g_gravel', shop_id: 'shop_js', category_id: 'cat_gravel', goods_name: '碎石 5-25mm',
      description: '<p>石灰岩碎石，连续级配。</p>', images: [img('gravel-1')], tags: ['船运'], unit: '吨', default_variety_id: 'var_gravel',
      has_addons: false, is_rebar: false, sales: 5100, delivery_ways: [DELIVERY, PICKUP], transport_types: ['2'], has_quality_report: false,
      carriage_rate: '15.00', truckage_rate: '8.00', sort: 6, created_at: t(-30),
    },
  ];

  const attributes: SeedRow[] = [
    { goods_id: 'g_concrete', attribute_no: '0001', attribute_name: '强度等级', sort: 1 },
    { goods_id: 'g_concrete', attribute_no: '0002', attribute_name: '坍落度', sort: 2 },
    { goods_id: 'g_concrete', attribute_no: '0004', attribute_name: '购买单位', sort: 4 },
    { goods_id: 'g_concrete_fine', attribute_no: '0004', attribute_name: '购买单位', sort: 4 },
    { goods_id: 'g_concrete_c15_off', attribute_no: '0004', attribute_name: '购买单位', sort: 4 },
    { goods_id: 'g_rebar', attribute_no: '0001', attribute_name: '直径', sort: 1 },
    { goods_id: 'g_rebar', attribute_no: '0004', attribute_name: '购买单位', sort: 4 },
    { goods_id: 'g_cement', attribute_no: '0003', attribute_name: '包装', sort: 3 },
    { goods_id: 'g_cement', attribute_no: '0004', attribute_name: '购买单位', sort: 4 },
    { goods_id: 'g_sand', attribute_no: '0004', attribute_name: '购买单位', sort: 4 },
    { goods_id: 'g_gravel', attribute_no: '0004', attribute_name: '购买单位', sort: 4 },
  ];
  const av = (goods_id: string, attribute_no: string, value_no: string, value: string, sort: number, default_selected = false): SeedRow => ({
    goods_id, attribute_no, value_no, value, sort, default_selected,
  });
  const attributeValues: SeedRow[] = [
    av('g_concrete', '0001', 'v_c20', 'C20', 1), av('g_concrete', '0001', 'v_c25', 'C25', 2), av('g_concrete', '0001', 'v_c30', 'C30', 3, true), av('g_concrete', '0001', 'v_c35', 'C35', 4),
    av('g_concrete', '0002', 'v_s120', '120±20mm', 1, true), av('g_concrete', '0002', 'v_s180', '180±20mm', 2),
    av('g_concrete', '0004', 'u_m3', '方', 1, true),
    av('g_concrete_fine', '0004', 'u_m3', '方', 1, true),
    av('g_concrete_c15_off', '0004', 'u_m3', '方', 1, true),
    av('g_rebar', '0001', 'v_d12', 'Φ12', 1), av('g_rebar', '0001', 'v_d16', 'Φ16', 2, true), av('g_rebar', '0001', 'v_d20', 'Φ20', 3), av('g_rebar', '0001', 'v_d25', 'Φ25', 4),
    av('g_rebar', '0004', 'u_t', '吨', 1, true),
    av('g_cement', '0003', 'v_bulk', '散装', 1), av('g_cement', '0003', 'v_bag', '袋装', 2, true),
    av('g_cement', '0004', 'u_t', '吨', 1, true), av('g_cement', '0004', 'u_bag', '袋', 2),
    av('g_sand', '0004', 'u_t', '吨', 1, true),
    av('g_gravel', '0004', 'u_t', '吨', 1, true),
  ];

  const variety = (variety_id: string, goods_id: string, resource_id: string, variety_name: string, price: string, stock: string, attr_values: string[], sort: number, rebar_price: string | null = null): SeedRow => ({
    variety_id, goods_id, resource_id, variety_name, price, stock, attr_values, sort, rebar_price, images: [],
  });
  const varieties: SeedRow[] = [
    variety('var_concrete_c20', 'g_concrete', 'res_concrete_c20', 'C20', '405.00', '8000', ['v_c20'], 1),
    variety('var_concrete_c25', 'g_concrete', 'res_concrete_c25', 'C25', '420.00', '8000', ['v_c25'], 2),
    variety('var_concrete_c30', 'g_concrete', 'res_concrete_c30', 'C30', '440.00', '8000', ['v_c30'], 3),
    variety('var_concrete_c35', 'g_concrete', 'res_concrete_c35', 'C35', '465.00', '8000', ['v_c35'], 4),
    variety('var_concrete_fine', 'g_concrete_fine', 'res_concrete_fine', 'C25 细石', '455.00', '2000', [], 1),
    variety('var_concrete_c15', 'g_concrete_c15_off', 'res_concrete_c15', 'C15', '380.00', '0', [], 1),
    variety('var_rebar_12', 'g_rebar', 'res_rebar_12', 'Φ12', '3950.00', '300', ['v_d12'], 1, '0.35'),
    variety('var_rebar_16', 'g_rebar', 'res_rebar_16', 'Φ16', '3900.00', '500', ['v_d16'], 2, '0.35'),
    variety('var_rebar_20', 'g_rebar', 'res_rebar_20', 'Φ20', '3880.00', '500', ['v_d20'], 3, '0.40'),
    variety('var_rebar_25', 'g_rebar', 'res_rebar_25', 'Φ25', '3880.00', '200', ['v_d25'], 4, '0.45'),
    variety('var_cement_bulk', 'g_cement', 'res_cement_bulk', '散装', '480.00', '3000', ['v_bulk'], 1),
    variety('var_cement_bag', 'g_cement', 'res_cement_bag', '袋装 50kg', '500.00', '1200', ['v_bag'], 2),
    variety('var_sand', 'g_sand', 'res_sand', '中砂', '120.00', '20000', [], 1),
    variety('var_gravel', 'g_gravel', 'res_gravel', '5-25mm', '95.00', '30000', [], 1),
  ];

  // Counts are in the goods' pricing unit: a bag is 0.05 t, so cement by the bag starts at 10 bags
  // (0.5 t) and steps by one bag (0.05 t).
  const unit = (goods_id: string, unit_name: string, convert_rate: string, min_order_count: string, min_change_count: string, max_order_count: string | null, is_default: boolean, sort: number): SeedRow => ({
    goods_id, unit_name, convert_rate, min_order_count, min_change_count, max_order_count, is_default, sort,
  });
  const units: SeedRow[] = [
    unit('g_concrete', '方', '1', '10', '0.5', '2000', true, 1),
    unit('g_concrete_fine', '方', '1', '5', '0.5', '500', true, 1),
    unit('g_concrete_c15_off', '方', '1', '5', '1', null, true, 1),
    unit('g_rebar', '吨', '1', '1', '0.5', '500', true, 1),
    unit('g_cement', '吨', '1', '1', '1', '1000', true, 1),
    unit('g_cement', '袋', '0.05', '0.5', '0.05', '100', false, 2),
    unit('g_sand', '吨', '1', '5', '1', null, true, 1),
    unit('g_gravel', '吨', '1', '5', '1', null, true, 1),
  ];

  const addon = (additem_id: string, parent_id: string | null, additem_name: string, price: string, group_type: string, sort: number, if_negotiate = false): SeedRow => ({
    additem_id, goods_id: 'g_concrete', parent_id, additem_name, price, group_type, sort, if_negotiate,
  });
  const addons: SeedRow[] = [
    addon(C.mixerGroup, null, '搅拌车/砂浆', '0.00', 'mixerTruck', 1),
    addon(C.mixerPump, C.mixerGroup, '泵送混凝土', '15.00', 'mixerTruck', 1),
    addon(C.mixerDirect, C.mixerGroup, '自卸直卸', '0.00', 'mixerTruck', 2),
    addon(C.mixerSlurry, C.mixerGroup, '砂浆润管', '8.00', 'mixerTruck', 3),
    addon(C.pumpingGroup, null, '泵送方式', '0.00', 'pumpingMethod', 2),
    addon(C.pumpingTruck, C.pumpingGroup, '汽车泵', '25.00', 'pumpingMethod', 1),
    addon(C.pumpingGround, C.pumpingGroup, '地泵', '18.00', 'pumpingMethod', 2),
    addon(C.supportingGroup, null, '配套项', '0.00', 'supportingItem', 3),
    addon(C.supportingPipe50, C.supportingGroup, '地泵管道50米内', '5.00', 'supportingItem', 1),
    addon(C.supportingPipe100, C.supportingGroup, '地泵管道100米内', '9.00', 'supportingItem', 2),
    addon(C.constructionGroup, null, '施工项', '0.00', 'construction', 4),
    addon(C.constructionVibrate, C.constructionGroup, '振捣施工', '6.00', 'construction', 1),
    addon(C.constructionTrowel, C.constructionGroup, '收面抹光', '10.00', 'construction', 2),
    addon(C.admixtureGroup, null, '外加剂', '0.00', 'normal', 5),
    addon(C.admixtureEarly, C.admixtureGroup, '早强剂', '12.00', 'normal', 1),
    addon(C.admixtureAntifreeze, C.admixtureGroup, '防冻剂', '14.50', 'normal', 2),
    addon(C.specialGroup, null, '特殊要求', '0.00', 'normal', 6),
    addon(C.specialNight, C.specialGroup, '夜间施工（价格面议）', '0.00', 'normal', 1, true),
  ];

  const promotions: SeedRow[] = [
    { promotion_id: 'pm_concrete_1', goods_id: 'g_concrete', title: '满500方赠送泵送服务', description: '单笔订单满500方，泵送费全免（线下结算）。', end_time: t(60) },
    { promotion_id: 'pm_cement_1', goods_id: 'g_cement', title: '袋装水泥冬季特惠', description: '活动期间袋装水泥每吨让利10元（线下返还）。', end_time: t(30) },
  ];

  const stores: SeedRow[] = [
    { store_id: 'st_platform_baoshan', seller_id: 's_platform', store_name: '平台宝山仓', address: '上海市宝山区长江西路2001号', latitude: 31.3542, longitude: 121.4625, phone: '021-56001234', business_hours: '07:00-19:00', sort: 1 },
    { store_id: 'st_platform_pudong', seller_id: 's_platform', store_name: '平台浦东仓', address: '上海市浦东新区川沙路5558号', latitude: 31.1905, longitude: 121.7012, phone: '021-58001234', business_hours: '07:00-19:00', sort: 2 },
    { store_id: 'st_bg_yard', seller_id: 's_bgsteel', store_name: '宝山钢材堆场', address: '上海市宝山区富锦路999号', latitude: 31.3425, longitude: 121.4122, phone: '021-66781235', business_hours: '06:00-20:00', sort: 1 },
    { store_id: 'st_js_port', seller_id: 's_jsstone', store_name: '太仓港码头', address: '江苏省太仓市港口路8号', latitude: 31.6212, longitude: 121.2285, phone: '0512-53781235', business_hours: '00:00-24:00', sort: 1 },
  ];

  const banners: SeedRow[] = [
    { banner_id: 'bn_1', image_url: img('banner-concrete'), title: '商砼当日达', link_url: '/shoppingDetail?goodsId=g_concrete', sort: 1 },
    { banner_id: 'bn_2', image_url: img('banner-cement'), title: '平台自营水泥 冬季特惠', link_url: '/shoppingDetail?goodsId=g_cement', sort: 2 },
    { banner_id: 'bn_3', image_url: img('banner-finance'), title: '供应链融资 最快当天放款', link_url: '/myFinance/home', sort: 3 },
  ];
  const hotWords: SeedRow[] = ['商砼', 'C30', '螺纹钢', '水泥', '中砂', '碎石'].map((word, sort) => ({ word, sort }));

  const articleTypes: [string, string][] = [
    ['userAgreement', '用户服务协议'], ['userPrivate', '隐私政策'], ['loginAgreement', '登录协议'], ['payArticle', '支付协议'],
    ['purchaseAgreement', '采购协议'], ['articlePr', '平台规则'], ['bank-private', '银行卡隐私说明'], ['buyer-private', '买家隐私说明'],
    ['carrier-private', '承运商隐私说明'], ['driver-private', '司机隐私说明'], ['seller-private', '卖家隐私说明'],
    ['permissionDetail', '权限说明'], ['thirdDetail', '第三方信息共享清单'], ['vatinvoice-agree', '增值税专用发票开具协议'], ['vatinvoice-help', '开票帮助'],
  ];
  const articles: SeedRow[] = articleTypes.map(([type, title]) => ({
    article_id: `art_${type}`, article_type: type, title, version: 'v2.1', update_time: t(-20),
    content: `<h3>${title}</h3><p>本文为演示内容。使用本平台即表示您已阅读并同意《${title}》。</p><p>如有疑问请联系客服 400-820-1234。</p>`,
  }));

  const contracts: SeedRow[] = [
    {
      contract_id: 'ct_a_concrete', contract_no: 'HT-2026-0001', contract_name: '浦东工地商砼采购合同', buyer_id: A, seller_id: 's_hdsp', status: 'executing',
      sign_date: d(-60), start_date: d(-60), end_date: d(300), total_amount: '481500.00', used_amount: '103200.00', settlement_way: '月结',
      delivery_way: DELIVERY, delivery_address: '上海市浦东新区川沙路88号工地', file_url: '/demo/contract-0001.pdf', remark: '泵送费按合同价执行',
    },
    {
      contract_id: 'ct_a_cement', contract_no: 'HT-2026-0002', contract_name: '水泥砂石年度供货合同', buyer_id: A, seller_id: 's_platform', status: 'executing',
      sign_date: d(-30), start_date: d(-30), end_date: d(335), total_amount: '155500.00', used_amount: '33850.00', settlement_way: '款到发货',
      delivery_way: DELIVERY, delivery_address: '上海市浦东新区川沙路88号工地', file_url: '/demo/contract-0002.pdf', remark: null,
    },
    {
      contract_id: 'ct_a_rebar_2025', contract_no: 'HT-2025-0107', contract_name: '2025年度钢筋采购合同（已到期）', buyer_id: A, seller_id: 's_bgsteel', status: 'finished',
      sign_date: d(-420), start_date: d(-420), end_date: d(-55), total_amount: '380000.00', used_amount: '333400.00', settlement_way: '月结',
      delivery_way: PICKUP, delivery_address: null, file_url: '/demo/contract-0107.pdf', remark: '合同已到期',
    },
    {
      contract_id: 'ct_b_steel', contract_no: 'HT-2026-0100', contract_name: '个人自建房钢筋合同', buyer_id: B, seller_id: 's_bgsteel', status: 'executing',
      sign_date: d(-10), start_date: d(-10), end_date: d(170), total_amount: '39000.00', used_amount: '0.00', settlement_way: '款到发货',
      delivery_way: DELIVERY, delivery_address: '江苏省苏州市相城区', file_url: null, remark: null,
    },
  ];
  const contractGoods: SeedRow[] = [
    { contract_goods_id: 'cg_a_c30', contract_id: 'ct_a_concrete', goods_id: 'g_concrete', variety_id: 'var_concrete_c30', unit_price: '430.00', contract_amount: '800', surplus_amount: '560' },
    { contract_goods_id: 'cg_a_c35', contract_id: 'ct_a_concrete', goods_id: 'g_concrete', variety_id: 'var_concrete_c35', unit_price: '455.00', contract_amount: '300', surplus_amount: '300' },
    { contract_goods_id: 'cg_a_cement', contract_id: 'ct_a_cement', goods_id: 'g_cement', variety_id: 'var_cement_bag', unit_price: '490.00', contract_amount: '200', surplus_amount: '150' },
    { contract_goods_id: 'cg_a_sand', contract_id: 'ct_a_cement', goods_id: 'g_sand', variety_id: 'var_sand', unit_price: '115.00', contract_amount: '500', surplus_amount: '420' },
    { contract_goods_id: 'cg_a_rebar_old', contract_id: 'ct_a_rebar_2025', goods_id: 'g_rebar', variety_id: 'var_rebar_16', unit_price: '3800.00', contract_amount: '100', surplus_amount: '12' },
    { contract_goods_id: 'cg_b_rebar', contract_id: 'ct_b_steel', goods_id: 'g_rebar', variety_id: 'var_rebar_16', unit_price: '3850.00', contract_amount: '10', surplus_amount: '10' },
  ];
  const contractAddonPrices: SeedRow[] = [
    { contract_id: 'ct_a_concrete', additem_id: C.mixerPump, price: '12.00' },
    { contract_id: 'ct_a_concrete', additem_id: C.constructionVibrate, price: '5.00' },
  ];

  const address = (address_id: string, member_id: string, type: string, receiver_name: string, receiver_mobile: string, province: string, city: string, district: string, detail: string, is_default: boolean, lat: number | null, lng: number | null): SeedRow => ({
    address_id, member_id, type, receiver_name, receiver_mobile, province, province_code: null, city, city_code: null, district, district_code: null, detail,
    latitude: lat, longitude: lng, is_default,
  });
  const addresses: SeedRow[] = [
    address('addr_a_site', A, '1', '张建国', '13800000001', '上海市', '上海市', '浦东新区', '川沙路88号 示范项目工地 3号门', true, 31.1905, 121.7012),
    address('addr_a_office', A, '1', '刘工', '13700000011', '上海市', '上海市', '宝山区', '蕴川路500号 2号楼', false, 31.3961, 121.4536),
    address('addr_a_self', A, '2', '张建国', '13800000001', '上海市', '上海市', '徐汇区', '漕溪北路18号 示范建设 12楼', false, null, null),
    address('addr_b_home', B, '1', '李四', '13800000002', '江苏省', '苏州市', '相城区', '渭塘镇凤凰泾村 18号', true, null, null),
  ];

  const vatTitles: SeedRow[] = [
    { title_id: 'vt_a_company', member_id: A, title_type: 'company', title: '上海示范建设工程有限公司', tax_number: '91310115MA1H7XQ2B8', bank: '中国建设银行上海浦东支行', bank_account: '31050161393600009876', address: '上海市浦东新区川沙路88号', phone: '021-58881234', is_default: true },
    { title_id: 'vt_a_personal', member_id: A, title_type: 'personal', title: '张建国', tax_number: null, bank: null, bank_account: null, address: null, phone: null, is_default: false },
    { title_id: 'vt_b_personal', member_id: B, title_type: 'personal', title: '李四', tax_number: null, bank: null, bank_account: null, address: null, phone: null, is_default: true },
  ];

  const drivers: SeedRow[] = [
    { driver_id: 'drv_a_1', member_id: A, name: '周师傅', mobile: '13600000001', id_card_no: '310101198001011234', license_no: '310101198001011234', license_type: 'A2', license_image_url: null, vehicle_id: 'veh_a_tipper', status: 'active' },
    { driver_id: 'drv_a_2', member_id: A, name: '吴师傅', mobile: '13600000002', id_card_no: null, license_no: null, license_type: 'B2', license_image_url: null, vehicle_id: null, status: 'active' },
    { driver_id: 'drv_b_1', member_id: B, name: '郑师傅', mobile: '13600000003', id_card_no: null, license_no: null, license_type: 'B2', license_image_url: null, vehicle_id: 'veh_b_flat', status: 'active' },
  ];
  const vehicles: SeedRow[] = [
    { vehicle_id: 'veh_a_tipper', member_id: A, plate_number: '沪B56789', vehicle_type: 'tipper', load_weight: '20', driver_id: 'drv_a_1', driver_name: '周师傅', driver_mobile: '13600000001', monitored: true, monitor_device_no: 'GPS-880021', license_image_url: null, status: 'available' },
    { vehicle_id: 'veh_a_flat', member_id: A, plate_number: '沪C13579', vehicle_type: 'flatbed', load_weight: '15', driver_id: null, driver_name: '吴师傅', driver_mobile: '13600000002', monitored: false, monitor_device_no: null, license_image_url: null, status: 'available' },
    { vehicle_id: 'veh_b_flat', member_id: B, plate_number: '苏E24680', vehicle_type: 'flatbed', load_weight: '10', driver_id: 'drv_b_1', driver_name: '郑师傅', driver_mobile: '13600000003', monitored: false, monitor_device_no: null, license_image_url: null, status: 'available' },
  ];
  const captains: SeedRow[] = [
    { captain_id: 'cap_a_1', member_id: A, name: '钱船长', mobile: '13500000001', id_card_no: null, certificate_no: 'CB-2019-0088' },
    { captain_id: 'cap_a_2', member_id: A, name: '冯船长', mobile: '13500000002', id_card_no: null, certificate_no: null },
  ];
  const ships: SeedRow[] = [
    { ship_id: 'ship_a_1', member_id: A, ship_name: '苏太仓货1888', ship_no: 'CN2016SH1888', ship_type: '散货船', tonnage: '2000', captain_id: 'cap_a_1', certificate_image_url: null, status: 'available' },
    { ship_id: 'ship_a_2', member_id: A, ship_name: '沪宝山货0606', ship_no: 'CN2018SH0606', ship_type: '散货船', tonnage: '1500', captain_id: null, certificate_image_url: null, status: 'available' },
  ];

  const cartLines: SeedRow[] = [
    {
      cart_resource_id: 'cart_a_concrete', member_id: A, goods_id: 'g_concrete', variety_id: 'var_concrete_c30', unit_name: '方', quantity: '20', checked: true,
      addon_ids: [C.mixerPump, C.pumpingGround, C.supportingPipe50, C.constructionVibrate],
      select_infos: json([
        { attributeNo: '0001', attributeName: '强度等级', attributeValueNo: 'v_c30', attributeValue: 'C30' },
        { attributeNo: '0002', attributeName: '坍落度', attributeValueNo: 'v_s120', attributeValue: '120±20mm' },
        { attributeNo: '0004', attributeName: '购买单位', attributeValueNo: 'u_m3', attributeValue: '方' },
      ]),
      rebar_entries: null, created_at: t(-2),
    },
    {
      cart_resource_id: 'cart_a_cement_bags', member_id: A, goods_id: 'g_cement', variety_id: 'var_cement_bag', unit_name: '袋', quantity: '40', checked: true, addon_ids: [],
      select_infos: json([
        { attributeNo: '0003', attributeName: '包装', attributeValueNo: 'v_bag', attributeValue: '袋装' },
        { attributeNo: '0004', attributeName: '购买单位', attributeValueNo: 'u_bag', attributeValue: '袋' },
      ]),
      rebar_entries: null, created_at: t(-1.5),
    },
    {
      cart_resource_id: 'cart_a_rebar', member_id: A, goods_id: 'g_rebar', variety_id: 'var_rebar_16', unit_name: '吨', quantity: '2', checked: false, addon_ids: [],
      select_infos: json([
        { attributeNo: '0001', attributeName: '直径', attributeValueNo: 'v_d16', attributeValue: 'Φ16' },
        { attributeNo: '0004', attributeName: '购买单位', attributeValueNo: 'u_t', attributeValue: '吨' },
      ]),
      rebar_entries: json([
        { listIndex: 0, option1Type: 1, option2Value: '50', option3Value: '6', option4Value: '0' },
        { listIndex: 1, option1Type: 4, option2Value: '120', option3Value: '0.3', option4Value: '0.2' },
      ]),
      created_at: t(-1),
    },
    {
      cart_resource_id: 'cart_a_off', member_id: A, goods_id: 'g_concrete_c15_off', variety_id: 'var_concrete_c15', unit_name: '方', quantity: '5', checked: false, addon_ids: [],
      select_infos: json([{ attributeNo: '0004', attributeName: '购买单位', attributeValueNo: 'u_m3', attributeValue: '方' }]), rebar_entries: null, created_at: t(-5),
    },
    {
      cart_resource_id: 'cart_b_sand', member_id: B, goods_id: 'g_sand', variety_id: 'var_sand', unit_name: '吨', quantity: '10', checked: true, addon_ids: [],
      select_infos: json([{ attributeNo: '0004', attributeName: '购买单位', attributeValueNo: 'u_t', attributeValue: '吨' }]), rebar_entries: null, created_at: t(-1),
    },
  ];
  const contractCartLines: SeedRow[] = [
    { line_id: 'ccl_a_c30', member_id: A, contract_goods_id: 'cg_a_c30', quantity: '30', checked: true, addon_ids: [C.mixerPump, C.pumpingTruck] },
    { line_id: 'ccl_a_sand', member_id: A, contract_goods_id: 'cg_a_sand', quantity: '20', checked: false, addon_ids: [] },
    // Under the expired contract: shown apart in the contract cart and never ordered.
    { line_id: 'ccl_a_rebar_old', member_id: A, contract_goods_id: 'cg_a_rebar_old', quantity: '2', checked: false, addon_ids: [] },
    { line_id: 'ccl_b_rebar', member_id: B, contract_goods_id: 'cg_b_rebar', quantity: '2', checked: true, addon_ids: [] },
  ];

  const snapshot = (addressId: string) => {
    const a = addresses.find((row) => row.address_id === addressId)!;
    return json({
      addressId, type: a.type, receiverName: a.receiver_name, receiverMobile: a.receiver_mobile, province: a.province, city: a.city,
      district: a.district, detail: a.detail, fullAddress: `${a.province}${a.city}${a.district}${a.detail}`, isDefault: a.is_default,
    });
  };
  const order = (o: SeedRow): SeedRow => ({
    order_type: 'normal', contract_id: null, transport_type: '2', delivery_type: DELIVERY, transfer_way: 'none', floor: 1, store_id: null, buyer_memo: null,
    tax_info: json({ invoiceType: 'normal', vatTitleId: 'vt_a_company' }), addon_amount: '0.00', rebar_amount: '0.00', truckage: '0.00', discount: '0.00',
    invoice_status: 'none', cancel_reason: null, pay_deadline: null, ...o,
  });
  const orders: SeedRow[] = [
    order({
      order_id: 'ord_a_completed', order_no: 'DD2026100100001', member_id: A, seller_id: 's_hdsp', status: 'completed', address: snapshot('addr_a_site'),
      pay_way: 'bank', goods_amount: '13200.00', addon_amount: '450.00', carriage: '240.00', total_amount: '13890.00', paid_amount: '13890.00',
      created_at: t(-12), paid_at: t(-12), completed_at: t(-10),
    }),
    order({
      order_id: 'ord_a_delivering', order_no: 'DD2026101500002', member_id: A, seller_id: 's_platform', status: 'delivering', address: snapshot('addr_a_site'),
      transport_type: '1', transfer_way: 'stairs', floor: 1, pay_way: 'wechat', goods_amount: '5000.00', carriage: '200.00', total_amount: '5200.00',
      paid_amount: '5200.00', created_at: t(-3), paid_at: t(-3), completed_at: null,
    }),
    order({
      order_id: 'ord_a_sand_ship', order_no: 'DD2026092000003', member_id: A, seller_id: 's_platform', status: 'completed', address: snapshot('addr_a_site'),
      pay_way: 'erp', goods_amount: '36000.00', carriage: '4500.00', total_amount: '40500.00', paid_amount: '40500.00',
      created_at: t(-40), paid_at: t(-40), completed_at: t(-33),
    }),
    order({
      order_id: 'ord_b_completed', order_no: 'DD2026110100004', member_id: B, seller_id: 's_platform', status: 'completed', address: snapshot('addr_b_home'),
      tax_info: null, pay_way: 'alipay', goods_amount: '1200.00', carriage: '150.00', total_amount: '1350.00', paid_amount: '1350.00',
      created_at: t(-8), paid_at: t(-8), completed_at: t(-6),
    }),
  ];
  const addonSnap = (id: string, name: string, parentName: string, price: string, groupType: string) => ({ additemId: id, additemName: name, parentName, additemPrice: price, groupType });
  const take = (date: string, quantity: string) => [{ takeTime: { date, timeSlot: '030020500' }, quantity, takeType: 'delivery', vehicleList: [] }];
  const item = (o: SeedRow): SeedRow => ({ contract_goods_id: null, addon_amount: '0.00', rebar_amount: '0.00', addons: json([]), rebar_entries: null, rebar_price: null, sort: 0, ...o });
  const orderItems: SeedRow[] = [
    item({
      order_item_id: 'oi_a_completed_1', order_id: 'ord_a_completed', goods_id: 'g_concrete', variety_id: 'var_concrete_c30', resource_id: 'res_concrete_c30',
      goods_name: '预拌混凝土（商砼）', variety_name: 'C30', image: img('concrete-1'), unit: '方', purchase_unit: '方', convert_rate: '1', quantity: '30',
      unit_price: '440.00', goods_amount: '13200.00', addon_amount: '450.00', amount: '13650.00',
      addons: json([addonSnap(C.mixerPump, '泵送混凝土', '搅拌车/砂浆', '15.00', 'mixerTruck'), addonSnap(C.pumpingTruck, '汽车泵', '泵送方式', '25.00', 'pumpingMethod')]),
      take_list: json(take(d(-11), '30')),
    }),
    item({
      order_item_id: 'oi_a_delivering_1', order_id: 'ord_a_delivering', goods_id: 'g_cement', variety_id: 'var_cement_bag', resource_id: 'res_cement_bag',
      goods_name: '普通硅酸盐水泥 P.O 42.5', variety_name: '袋装 50kg', image: img('cement-1'), unit: '吨', purchase_unit: '吨', convert_rate: '1', quantity: '10',
      unit_price: '500.00', goods_amount: '5000.00', amount: '5000.00', take_list: json(take(d(-2), '10')),
    }),
    item({
      order_item_id: 'oi_a_sand_1', order_id: 'ord_a_sand_ship', goods_id: 'g_sand', variety_id: 'var_sand', resource_id: 'res_sand',
      goods_name: '长江中砂', variety_name: '中砂', image: img('sand-1'), unit: '吨', purchase_unit: '吨', convert_rate: '1', quantity: '300',
      unit_price: '120.00', goods_amount: '36000.00', amount: '36000.00', take_list: json(take(d(-38), '300')),
    }),
    item({
      order_item_id: 'oi_b_1', order_id: 'ord_b_completed', goods_id: 'g_sand', variety_id: 'var_sand', resource_id: 'res_sand',
      goods_name: '长江中砂', variety_name: '中砂', image: img('sand-1'), unit: '吨', purchase_unit: '吨', convert_rate: '1', quantity: '10',
      unit_price: '120.00', goods_amount: '1200.00', amount: '1200.00', take_list: json(take(d(-7), '10')),
    }),
  ];
  const orderEvents: SeedRow[] = [
    { order_id: 'ord_a_completed', status: 'pendingPayment', time: t(-12), remark: '提交订单' },
    { order_id: 'ord_a_completed', status: 'pendingDelivery', time: t(-12), remark: '银行转账已确认' },
    { order_id: 'ord_a_completed', status: 'delivering', time: t(-11), remark: '开始配送' },
    { order_id: 'ord_a_completed', status: 'completed', time: t(-10), remark: '确认收货' },
    { order_id: 'ord_a_delivering', status: 'pendingPayment', time: t(-3), remark: '提交订单' },
    { order_id: 'ord_a_delivering', status: 'pendingDelivery', time: t(-3), remark: '微信支付成功' },
    { order_id: 'ord_a_delivering', status: 'delivering', time: t(-2), remark: '开始配送' },
    { order_id: 'ord_a_sand_ship', status: 'pendingPayment', time: t(-40), remark: '提交订单' },
    { order_id: 'ord_a_sand_ship', status: 'completed', time: t(-33), remark: '确认收货' },
    { order_id: 'ord_b_completed', status: 'pendingPayment', time: t(-8), remark: '提交订单' },
    { order_id: 'ord_b_completed', status: 'completed', time: t(-6), remark: '确认收货' },
  ];
  const takeBills: SeedRow[] = [
    { take_id: 'tk_a_completed_1', order_id: 'ord_a_completed', order_item_id: 'oi_a_completed_1', goods_name: '预拌混凝土（商砼）', take_date: d(-11), time_slot: '030020500', quantity: '30', delivered_quantity: '30' },
    { take_id: 'tk_a_delivering_1', order_id: 'ord_a_delivering', order_item_id: 'oi_a_delivering_1', goods_name: '普通硅酸盐水泥 P.O 42.5', take_date: d(-2), time_slot: '030020500', quantity: '10', delivered_quantity: '4' },
    { take_id: 'tk_a_sand_1', order_id: 'ord_a_sand_ship', order_item_id: 'oi_a_sand_1', goods_name: '长江中砂', take_date: d(-38), time_slot: '030020500', quantity: '300', delivered_quantity: '300' },
    { take_id: 'tk_b_1', order_id: 'ord_b_completed', order_item_id: 'oi_b_1', goods_name: '长江中砂', take_date: d(-7), time_slot: '030020500', quantity: '10', delivered_quantity: '10' },
  ];
  const orderServices: SeedRow[] = [
    { order_id: 'ord_a_completed', additem_id: C.mixerPump, additem_name: '泵送混凝土', parent_name: '搅拌车/砂浆', quantity: '30', amount: '450.00', status: 'done', service_time: t(-11), remark: '泵车 56 米' },
    { order_id: 'ord_a_completed', additem_id: C.pumpingTruck, additem_name: '汽车泵', parent_name: '泵送方式', quantity: '30', amount: '0.00', status: 'done', service_time: t(-11), remark: null },
  ];
  const waybill = (o: SeedRow): SeedRow => ({
    loaded_quantity: null, signed_quantity: null, vehicle_id: null, plate_number: null, ship_id: null, ship_name: null, driver_name: null, driver_mobile: null,
    carrier_name: '华东物流车队', loading_address: null, unloading_address: '上海市浦东新区川沙路88号', time_slot: '030020500', freight_amount: '0.00', sign_time: null, image_urls: json([]), ...o,
  });
  const waybills: SeedRow[] = [
    waybill({ waybill_id: 'wb_a_1', waybill_no: 'YD2026100200001', order_id: 'ord_a_completed', member_id: A, take_id: 'tk_a_completed_1', status: 'signed', transport_mode: 'truck', goods_name: '预拌混凝土（商砼）', quantity: '15', loaded_quantity: '15', signed_quantity: '15', unit: '方', plate_number: '沪D88001', driver_name: '马师傅', driver_mobile: '13300000001', loading_address: '上海市宝山区蕴川路1888号', take_date: d(-11), created_at: t(-11.5), sign_time: t(-11), image_urls: json([img('sign-1')]) }),
    waybill({ waybill_id: 'wb_a_2', waybill_no: 'YD2026100200002', order_id: 'ord_a_completed', member_id: A, take_id: 'tk_a_completed_1', status: 'signed', transport_mode: 'truck', goods_name: '预拌混凝土（商砼）', quantity: '15', loaded_quantity: '15', signed_quantity: '15', unit: '方', plate_number: '沪D88002', driver_name: '牛师傅', driver_mobile: '13300000002', loading_address: '上海市宝山区蕴川路1888号', take_date: d(-11), created_at: t(-11.4), sign_time: t(-10.9) }),
    waybill({ waybill_id: 'wb_a_3', waybill_no: 'YD2026101600003', order_id: 'ord_a_delivering', member_id: A, take_id: 'tk_a_delivering_1', status: 'signed', transport_mode: 'truck', goods_name: '普通硅酸盐水泥 P.O 42.5', quantity: '4', loaded_quantity: '4', signed_quantity: '4', unit: '吨', vehicle_id: 'veh_a_flat', plate_number: '沪C13579', driver_name: '吴师傅', driver_mobile: '13600000002', carrier_name: '平台物流', loading_address: '上海市宝山区长江西路2001号', take_date: d(-2), created_at: t(-2), sign_time: t(-1.8) }),
    waybill({ waybill_id: 'wb_a_4', waybill_no: 'YD2026101600004', order_id: 'ord_a_delivering', member_id: A, take_id: 'tk_a_delivering_1', status: 'inTransit', transport_mode: 'truck', goods_name: '普通硅酸盐水泥 P.O 42.5', quantity: '4', loaded_quantity: '4', unit: '吨', vehicle_id: 'veh_a_tipper', plate_number: '沪B56789', driver_name: '周师傅', driver_mobile: '13600000001', carrier_name: '平台物流', loading_address: '上海市宝山区长江西路2001号', take_date: d(-2), created_at: t(-0.2) }),
    waybill({ waybill_id: 'wb_a_5', waybill_no: 'YD2026101600007', order_id: 'ord_a_delivering', member_id: A, take_id: 'tk_a_delivering_1', status: 'waiting', transport_mode: 'truck', goods_name: '普通硅酸盐水泥 P.O 42.5', quantity: '2', unit: '吨', vehicle_id: 'veh_a_flat', plate_number: '沪C13579', driver_name: '吴师傅', driver_mobile: '13600000002', carrier_name: '平台物流', loading_address: '上海市宝山区长江西路2001号', take_date: d(0), created_at: t(-0.1) }),
    waybill({ waybill_id: 'wb_a_ship', waybill_no: 'YD2026092100005', order_id: 'ord_a_sand_ship', member_id: A, take_id: 'tk_a_sand_1', status: 'signed', transport_mode: 'ship', goods_name: '长江中砂', quantity: '300', loaded_quantity: '300', signed_quantity: '300', unit: '吨', ship_id: 'ship_a_1', ship_name: '苏太仓货1888', carrier_name: '长江航运', loading_address: '江苏省太仓港', unloading_address: '上海市宝山区罗泾港', take_date: d(-38), freight_amount: '4500.00', created_at: t(-38), sign_time: t(-34) }),
    waybill({ waybill_id: 'wb_b_1', waybill_no: 'YD2026110200006', order_id: 'ord_b_completed', member_id: B, take_id: 'tk_b_1', status: 'signed', transport_mode: 'truck', goods_name: '长江中砂', quantity: '10', loaded_quantity: '10', signed_quantity: '10', unit: '吨', plate_number: '苏E24680', driver_name: '郑师傅', driver_mobile: '13600000003', loading_address: '上海市宝山区长江西路2001号', unloading_address: '江苏省苏州市相城区', take_date: d(-7), created_at: t(-7), sign_time: t(-6) }),
  ];
  const waybillEvents: SeedRow[] = waybills.flatMap((w) => {
    const created = w.created_at as string;
    const waybillId = w.waybill_id as string;
    const events: SeedRow[] = [{ waybill_id: waybillId, time: created, status: 'waiting', description: '运单已创建，等待装货' }];
    if (w.status === 'waiting') return events;
    events.push({ waybill_id: waybillId, time: created, status: 'loading', description: '已到达装货地' });
    events.push({ waybill_id: waybillId, time: created, status: 'inTransit', description: '已装货，运输中' });
    if (w.status === 'signed') events.push({ waybill_id: waybillId, time: (w.sign_time as string | undefined) ?? created, status: 'signed', description: '收货人已签收' });
    return events;
  });

  const capitalAccounts: SeedRow[] = [
    { member_id: A, balance: '50000.00', frozen_amount: '2000.00' },
    { member_id: B, balance: '800.00', frozen_amount: '0.00' },
  ];
  const erpAccounts: SeedRow[] = [
    { member_id: A, seller_id: 's_hdsp', balance: '100000.00' },
    { member_id: A, seller_id: 's_platform', balance: '20000.00' },
  ];
  const bankCards: SeedRow[] = [
    { bank_card_id: 'bc_a_1', member_id: A, bank_name: '中国建设银行', card_no: '6217001234567890123', account_name: '张建国', branch_name: '上海浦东支行' },
  ];
  const bill = (o: SeedRow): SeedRow => ({ balance_after: null, order_no: null, contract_no: null, counterparty_name: null, pay_way: null, bank_card_no_masked: null, erp_receive_id: null, fail_reason: null, remark: null, finish_time: o.create_time ?? null, ...o });
  const capitalBills: SeedRow[] = [
    bill({ bill_id: 'bill_a_1', bill_no: 'ZJ2026090100001', member_id: A, bill_type: 'recharge', direction: 'in', amount: '60000.00', balance_after: '60000.00', status: 'success', pay_way: '银行转账', create_time: t(-60) }),
    bill({ bill_id: 'bill_a_2', bill_no: 'ZJ2026091500002', member_id: A, bill_type: 'payment', direction: 'out', amount: '8000.00', balance_after: '52000.00', status: 'success', order_no: 'DD2026091500009', counterparty_name: '华东商砼有限公司', create_time: t(-45) }),
    bill({ bill_id: 'bill_a_3', bill_no: 'ZJ2026100300003', member_id: A, bill_type: 'receive', direction: 'in', amount: '5000.00', balance_after: '57000.00', status: 'success', counterparty_name: '华东商砼有限公司', erp_receive_id: 'erp_a_1', contract_no: 'HT-2026-0001', create_time: t(-20) }),
    bill({ bill_id: 'bill_a_4', bill_no: 'ZJ2026101000004', member_id: A, bill_type: 'withdraw', direction: 'out', amount: '5000.00', balance_after: '52000.00', status: 'success', bank_card_no_masked: '***************0123', create_time: t(-10) }),
    bill({ bill_id: 'bill_a_5', bill_no: 'ZJ2026101200005', member_id: A, bill_type: 'refund', direction: 'in', amount: '0.00', balance_after: '52000.00', status: 'failed', fail_reason: '原路退回失败，请联系客服', create_time: t(-8) }),
    bill({ bill_id: 'bill_b_1', bill_no: 'ZJ2026110100006', member_id: B, bill_type: 'recharge', direction: 'in', amount: '800.00', balance_after: '800.00', status: 'success', create_time: t(-9) }),
  ];
  const erpReceipts: SeedRow[] = [
    { receive_id: 'erp_a_1', receive_no: 'SK2026100300001', member_id: A, seller_name: '华东商砼有限公司', amount: '5000.00', receive_date: d(-20), pay_way: '银行转账', bank_name: '中国建设银行', allocations: json([{ orderNo: 'DD2026091500009', contractNo: 'HT-2026-0001', amount: '3000.00' }, { contractNo: 'HT-2026-0001', amount: '2000.00' }]), remark: '9月货款' },
  ];
  const financeProfiles: SeedRow[] = [{ member_id: A, credit_limit: '500000.00', partner_name: '示范供应链金融', partner_url: 'https://finance.example.com/partner' }];
  const financeApplications: SeedRow[] = [
    { apply_id: 'fa_a_1', member_id: A, apply_amount: '500000.00', term_months: 12, company_name: '上海示范建设工程有限公司', contact_name: '张建国', contact_mobile: '13800000001', purpose: '采购商砼与钢材', status: 'approved', reject_reason: null, created_at: t(-90) },
  ];
  const financeLoans: SeedRow[] = [
    { loan_id: 'loan_a_1', loan_no: 'JK2026080100001', member_id: A, amount: '120000.00', balance: '80000.00', annual_rate: '0.0650', start_date: d(-80), due_date: d(100), status: 'repaying', order_no: 'DD2026080100011' },
    { loan_id: 'loan_a_2', loan_no: 'JK2026050100002', member_id: A, amount: '50000.00', balance: '0.00', annual_rate: '0.0600', start_date: d(-180), due_date: d(-20), status: 'settled', order_no: null },
  ];
  const financeRecords: SeedRow[] = [
    { record_id: 'fr_a_1', member_id: A, record_type: 'apply', amount: '500000.00', status: 'success', loan_no: null, order_no: null, principal: null, interest: null, term_months: 12, fail_reason: null, remark: '授信审批通过', create_time: t(-90), finish_time: t(-85) },
    { record_id: 'fr_a_2', member_id: A, record_type: 'drawdown', amount: '120000.00', status: 'success', loan_no: 'JK2026080100001', order_no: 'DD2026080100011', principal: '120000.00', interest: null, term_months: 6, fail_reason: null, remark: null, create_time: t(-80), finish_time: t(-80) },
    { record_id: 'fr_a_3', member_id: A, record_type: 'repayment', amount: '40650.00', status: 'success', loan_no: 'JK2026080100001', order_no: null, principal: '40000.00', interest: '650.00', term_months: null, fail_reason: null, remark: null, create_time: t(-20), finish_time: t(-20) },
  ];

  const evaluations: SeedRow[] = [
    { evaluation_id: 'ev_a_1', member_id: A, order_id: 'ord_a_completed', order_item_id: 'oi_a_completed_1', goods_id: 'g_concrete', goods_score: 5, service_score: 5, logistics_score: 4, content: '混凝土和易性好，泵送顺畅，准时到场。', image_urls: json([]), anonymous: false, create_time: t(-9), reply_content: '感谢您的支持！', reply_time: t(-8) },
    { evaluation_id: 'ev_b_1', member_id: B, order_id: 'ord_b_completed', order_item_id: 'oi_b_1', goods_id: 'g_sand', goods_score: 4, service_score: 4, logistics_score: 5, content: '砂子干净，送货快。', image_urls: json([]), anonymous: true, create_time: t(-5), reply_content: null, reply_time: null },
  ];
  const messages: SeedRow[] = [
    { message_id: 'msg_a_1', member_id: A, category: 'order', title: '订单配送中', content: '您的订单 DD2026101500002 已开始配送。', read: false, link_type: 'order', link_id: 'ord_a_delivering', create_time: t(-2) },
    { message_id: 'msg_a_2', member_id: A, category: 'logistics', title: '车辆已出发', content: '运单 YD2026101600004 车辆 沪B56789 已出发。', read: false, link_type: 'waybill', link_id: 'wb_a_4', create_time: t(-0.2) },
    { message_id: 'msg_a_3', member_id: A, category: 'system', title: '系统升级通知', content: '平台将于本周六凌晨进行系统升级。', read: true, link_type: null, link_id: null, create_time: t(-15) },
    { message_id: 'msg_a_4', member_id: A, category: 'finance', title: '还款提醒', content: '借款 JK2026080100001 将于100天后到期。', read: false, link_type: 'capital', link_id: null, create_time: t(-1) },
    { message_id: 'msg_b_1', member_id: B, category: 'system', title: '欢迎注册', content: '欢迎使用建材云买家端。', read: false, link_type: null, link_id: null, create_time: t(-30) },
  ];
  const qualityReports: SeedRow[] = [
    { report_id: 'qr_concrete_1', report_no: 'ZJ-HNT-2026-0911', goods_id: 'g_concrete', goods_name: '预拌混凝土（商砼） C30', order_id: 'ord_a_completed', batch_no: 'B20261009', seller_name: '华东商砼有限公司', test_organization: '上海建科检测中心', test_date: d(-11), conclusion: 'qualified', items: json([{ itemName: '抗压强度(28d)', standard: '≥30MPa', value: '35.6MPa', result: 'qualified' }, { itemName: '坍落度', standard: '120±20mm', value: '125mm', result: 'qualified' }]), file_urls: json(['/demo/report-concrete.pdf']) },
    { report_id: 'qr_cement_1', report_no: 'ZJ-SN-2026-1001', goods_id: 'g_cement', goods_name: '普通硅酸盐水泥 P.O 42.5', order_id: null, batch_no: 'C20261001', seller_name: '建材云平台自营', test_organization: '国家水泥质量监督检验中心', test_date: d(-25), conclusion: 'qualified', items: json([{ itemName: '3d抗压强度', standard: '≥17.0MPa', value: '24.1MPa', result: 'qualified' }, { itemName: '初凝时间', standard: '≥45min', value: '160min', result: 'qualified' }]), file_urls: json([img('report-cement')]) },
    { report_id: 'qr_rebar_1', report_no: 'ZJ-GJ-2026-0808', goods_id: 'g_rebar', goods_name: '螺纹钢 HRB400E Φ16', order_id: null, batch_no: 'R20260808', seller_name: '宝山钢材贸易有限公司', test_organization: '上海材料研究所', test_date: d(-70), conclusion: 'qualified', items: json([{ itemName: '屈服强度', standard: '≥400MPa', value: '455MPa', result: 'qualified' }]), file_urls: json([]) },
    { report_id: 'qr_b_sand', report_no: 'ZJ-SZ-2026-1102', goods_id: 'g_sand', goods_name: '长江中砂', order_id: 'ord_b_completed', batch_no: 'S20261102', seller_name: '建材云平台自营', test_organization: '苏州建设工程质量检测中心', test_date: d(-7), conclusion: 'qualified', items: json([{ itemName: '含泥量', standard: '≤2%', value: '1.2%', result: 'qualified' }]), file_urls: json([]) },
  ];
  const enterprise: SeedRow[] = [
    {
      member_id: A, apply_id: 'ent_a_1', status: 'approved', step: 2,
      basic: json({ companyName: '上海示范建设工程有限公司', creditCode: '91310115MA1H7XQ2B8', legalPerson: '张建国', contactName: '张建国', contactMobile: '13800000001', licenseImageUrl: img('license'), province: '上海市', city: '上海市', district: '浦东新区', address: '川沙路88号' }),
      qualification: json({ applyId: 'ent_a_1', legalPersonIdFrontUrl: img('id-front'), legalPersonIdBackUrl: img('id-back'), bankName: '中国建设银行', bankAccountName: '上海示范建设工程有限公司', bankAccountNo: '31050161393600009876', taxpayerType: 'general' }),
      reject_reason: null, submit_time: t(-380), audit_time: t(-379),
    },
  ];
  const esign: SeedRow[] = [
    { esign_contract_id: 'es_a_1', member_id: A, title: '浦东工地商砼采购合同', contract_no: 'HT-2026-0001', contract_id: 'ct_a_concrete', seller_name: '华东商砼有限公司', status: 'signed', create_time: t(-61), sign_time: t(-60), file_url: '/demo/contract-0001.pdf' },
    { esign_contract_id: 'es_a_2', member_id: A, title: '2027年度钢筋采购合同', contract_no: 'HT-2026-0150', contract_id: null, seller_name: '宝山钢材贸易有限公司', status: 'toSign', create_time: t(-1), sign_time: null, file_url: '/demo/contract-0150.pdf' },
  ];
  const stoneProjects: SeedRow[] = [
    { project_id: 'sp_a_1', member_id: A, project_name: '前滩商业中心人造石台面', project_address: '上海市浦东新区前滩大道', contact_name: '刘工', contact_mobile: '13700000011', start_date: d(-45), end_date: d(60), planned_quantity: '1200', unit: '平方米', status: 'active', created_at: t(-45) },
  ];
  const stoneShipments: SeedRow[] = [
    { shipment_id: 'ss_a_1', project_id: 'sp_a_1', ship_date: d(-30), goods_name: '石英石板材', specification: '3200×1600×20mm', quantity: '180', unit: '平方米', plate_number: '沪B56789', waybill_no: 'YD2026102100011' },
    { shipment_id: 'ss_a_2', project_id: 'sp_a_1', ship_date: d(-15), goods_name: '石英石板材', specification: '3200×1600×20mm', quantity: '220', unit: '平方米', plate_number: '沪C13579', waybill_no: 'YD2026110500012' },
    { shipment_id: 'ss_a_3', project_id: 'sp_a_1', ship_date: d(-3), goods_name: '人造石台面', specification: '定制', quantity: '96.5', unit: '平方米', plate_number: '沪B56789', waybill_no: null },
  ];

  return [
    ['members', members],
    ['menu_buttons', menuButtons],
    ['member_buttons', memberButtons],
    ['sellers', sellers],
    ['shops', shops],
    ['salesmen', salesmen],
    ['categories', categories],
    ['goods', goods],
    ['goods_attributes', attributes],
    ['goods_attribute_values', attributeValues],
    ['goods_varieties', varieties],
    ['goods_units', units],
    ['goods_addons', addons],
    ['goods_promotions', promotions],
    ['stores', stores],
    ['banners', banners],
    ['hot_words', hotWords],
    ['articles', articles],
    ['contracts', contracts],
    ['contract_goods', contractGoods],
    ['contract_addon_prices', contractAddonPrices],
    ['addresses', addresses],
    ['vat_titles', vatTitles],
    ['drivers', drivers],
    ['vehicles', vehicles],
    ['captains', captains],
    ['ships', ships],
    ['cart_lines', cartLines],
    ['contract_cart_lines', contractCartLines],
    ['orders', orders],
    ['order_items', orderItems],
    ['order_events', orderEvents],
    ['take_bills', takeBills],
    ['order_services', orderServices],
    ['waybills', waybills],
    ['waybill_events', waybillEvents],
    ['capital_accounts', capitalAccounts],
    ['erp_accounts', erpAccounts],
    ['bank_cards', bankCards],
    ['capital_bills', capitalBills],
    ['erp_receipts', erpReceipts],
    ['finance_profiles', financeProfiles],
    ['finance_applications', financeApplications],
    ['finance_loans', financeLoans],
    ['finance_records', financeRecords],
    ['evaluations', evaluations],
    ['messages', messages],
    ['quality_reports', qualityReports],
    ['enterprise_registrations', enterprise],
    ['esign_contracts', esign],
    ['stone_projects', stoneProjects],
    ['stone_shipments', stoneShipments],
  ];
}
