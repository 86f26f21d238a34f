/** Demo-catalogue cart lines the browser tests put in the cart through the gateway (cart.add bodies). */

/** 12.5 m³ of C30 ready-mix concrete with the given add-ons. */
export const c30CartAdd = (...additemIds: string[]) => ({
  goodsId: 'g_concrete',
  resourceId: 'res_concrete_c30',
  quantity: '12.5',
  unit: '方',
  selectInfos: [{ attributeNo: '0001', attributeValueNo: 'v_c30' }],
  addons: additemIds.map((additemId) => ({ additemId })),
});

/** C30 pumped by a ground pump with its 50 m pipe (the add-ons a buyer of pumped concrete picks). */
export const PUMPED = ['ad_mixer_pump', 'ad_pumping_ground', 'ad_support_pipe50'] as const;
