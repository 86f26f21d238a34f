import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { CallData } from '../../../generated/client.gen.ts';
import { DEMO_IDS } from '../../../gateway/seed/index.ts';
import { draftItemOf } from '@/domain';
import type { LiveGateway } from './liveGateway.ts';

/** Opens the order confirm page of the demo buyer with one cement line of their cart, as the cart hands it over. */
export async function openCheckout(live: LiveGateway, context: BrowserContext, page: Page, token: string): Promise<void> {
  await context.addCookies([{ name: 'x-auth-token', value: token, url: live.url }]);
  const groups = JSON.stringify(await live.orderCart(token));
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('buyerapp.orderCart')) sessionStorage.setItem('buyerapp.orderCart', value);
  }, groups);
  await page.goto(`${live.url}/v2/order?from=cart`);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByText('合计').first()).toBeVisible();
}

/** Agrees to the purchase agreement and submits; returns the new order's id. */
export async function agreeAndSubmit(page: Page): Promise<string> {
  await page.getByRole('checkbox', { name: '同意采购协议' }).check();
  await expect(page.locator('.ord-bar__total strong')).toContainText('¥');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('订单提交成功')).toBeVisible();
  return new URL(page.url()).searchParams.get('orderId')!;
}

/**
 * A new unpaid order of the demo buyer for one cement line of the platform shop, submitted through the
 * gateway as the checkout does (delivery tomorrow, all day, to the site address): for the cashier's tests.
 */
export async function submitCementOrder(live: LiveGateway, token: string, idempotencyKey: string): Promise<CallData<'order.submit'>> {
  const [group] = await live.orderCart(token);
  const line = group!.children[0]!;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const draft = {
    transportType: '2',
    deliveryType: '030060300',
    contractId: '0',
    itemList: [
      {
        ...draftItemOf(line, [{ takeTime: { date: tomorrow, timeSlot: '030020500' }, quantity: line.quantity, takeType: 'delivery', vehicleList: [] }]),
        addons: [],
        cartResourceId: line.cartResourceId,
      },
    ],
    transferWay: 'stairs',
    floor: 1,
    addressId: DEMO_IDS.addressA,
  };
  return live.typed('order.submit', { draft, idempotencyKey, agreementAccepted: true }, token);
}

type ContractCartGroup = CallData<'cart.contractList'>['groups'][number];

/** The order cart the contract cart's prepare step hands to /order/newContractSub: the group's lines that `keep` takes, checked. */
export function contractOrderCartOf(group: ContractCartGroup, keep: (line: ContractCartGroup['children'][number]) => boolean) {
  return [
    {
      sellerId: group.sellerId,
      sellerName: group.sellerName,
      effective: true,
      checked: true,
      contractId: group.contractId,
      contractNo: group.contractNo,
      children: group.children.filter(keep).map((l) => ({
        cartResourceId: '',
        contractGoodsId: l.contractGoodsId,
        goodsId: l.goodsId,
        goodsName: l.goodsName,
        resourceId: l.resourceId,
        varietyId: '',
        varietyName: l.varietyName,
        image: l.image ?? '',
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        unit: l.unit,
        purchaseUnit: l.purchaseUnit,
        convertRate: l.convertRate,
        minOrderCount: l.minOrderCount,
        minChangeCount: l.minChangeCount,
        maxBuyNum: l.surplusGoodsAmount,
        isPlatform: l.isPlatform,
        isRebar: false,
        effective: true,
        checked: true,
        cartAdditems: l.cartAdditems,
        addUnitPrice: l.addUnitPrice,
        selectInfos: [],
        rebarAmount: '0.00',
      })),
    },
  ];
}
