import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider, queryClient } from '../../../src/lib/query.ts';
import type { CallId } from '../../../generated/calls.gen.ts';
import { setUpAntd } from '../../../src/app/antd.ts';
import { configureApi } from '../../../src/lib/api.ts';
import { createAppClient } from '../../../src/lib/http/client.ts';
import { createEmitter, type ClientEvents } from '../../../src/lib/http/events.ts';
import { setLogger } from '../../../src/lib/log.ts';
import { setNativeBridge } from '../../../src/lib/native/index.ts';
import { createFakeBridge } from '../../../src/lib/native/fake.ts';
import { envelope, fakeGateway, recordingLogger, stubSigner, tokenSources } from '../runtime/helpers.ts';

type Answer = (body: unknown, request: Request) => Response | Promise<Response>;

setUpAntd();

/** A successful envelope. */
export const ok = (data: unknown) => envelope({ success: true, code: '200', data });
/** A failed envelope. */
export const fail = (code: string, message: string, status = 200) => envelope({ success: false, code, message }, status);

/**
 * Installs the app's signed client over a fake gateway answering per call id; every request is kept
 * with its parsed JSON body (or query for GET).
 */
export function fakeApi(answers: Partial<Record<CallId, Answer>>) {
  const calls: { id: CallId | undefined; body: unknown }[] = [];
  const wrapped: Partial<Record<CallId, () => Promise<Response>>> = {};
  let current: Request | undefined;
  for (const [id, answer] of Object.entries(answers) as [CallId, Answer][]) {
    wrapped[id] = async () => {
      const request = current!;
      const body = request.method === 'GET' ? Object.fromEntries(new URL(request.url).searchParams) : await request.clone().json();
      calls.push({ id, body });
      return answer(body, request);
    };
  }
  const gateway = fakeGateway(wrapped);
  const fetch = (async (input: RequestInfo | URL) => {
    current = input as Request;
    return gateway.fetch(input);
  }) as typeof globalThis.fetch;
  setLogger(recordingLogger());
  configureApi(
    createAppClient({
      baseUrl: 'https://gw.test',
      fetch,
      signer: stubSigner,
      token: tokenSources({ stored: 'tok' }),
      events: createEmitter<ClientEvents>(),
      log: () => recordingLogger(),
    }),
  );
  return { calls, of: (id: CallId) => calls.filter((c) => c.id === id) };
}

/** Renders a screen at `path` in a memory router with the other given routes. */
export function renderAt(
  path: string,
  screen: ReactElement,
  others: Record<string, ReactElement> = {},
  pattern = path.split('?')[0]!,
  bridgeOptions: Parameters<typeof createFakeBridge>[0] = { inApp: false },
) {
  const bridge = createFakeBridge(bridgeOptions);
  setNativeBridge(bridge.bridge);
  const router = createMemoryRouter([{ path: pattern, element: screen }, ...Object.entries(others).map(([p, element]) => ({ path: p, element }))], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, view, bridge };
}

/** One seller group of the order cart with a cement line, as the cart hands it over. */
export function cementCart(quantity = '40') {
  return [
    {
      sellerId: 's_platform',
      sellerName: '建材云平台自营',
      effective: true,
      checked: true,
      children: [
        {
          cartResourceId: 'cart_1',
          goodsId: 'g_cement',
          goodsName: '普通硅酸盐水泥',
          resourceId: 'res_cement_bag',
          varietyId: 'var_cement_bag',
          varietyName: '袋装 50kg',
          image: '',
          unitPrice: '25.00',
          quantity,
          unit: '袋',
          purchaseUnit: '袋',
          convertRate: '0.05',
          minOrderCount: '0.5',
          minChangeCount: '0.05',
          maxBuyNum: '2000',
          isPlatform: true,
          isRebar: false,
          effective: true,
          checked: true,
          cartAdditems: [{ additemId: 'add_1', additemName: '送货上楼', parentName: '服务', additemPrice: '1.00' }],
          addUnitPrice: '1.00',
          selectInfos: [],
          rebarAmount: '0.00',
        },
      ],
    },
  ];
}

export const prices = (total = '1040.00') => ({
  goodsAmount: '1000.00',
  addonAmount: '0.00',
  rebarAmount: '0.00',
  carriage: '40.00',
  truckage: '0.00',
  discount: '0.00',
  totalAmount: total,
  lines: [],
});

export const options = {
  deliveryWays: ['030060300', '030060100'],
  transportTypes: ['1', '2'],
  payWays: ['wechat', 'alipay', 'bank', 'offline', 'wallet'],
  needVehicle: true,
  defaultAddressId: 'addr_1',
  agreementArticleId: 'art_1',
};

export const address = {
  addressId: 'addr_1',
  type: '1',
  receiverName: '张建国',
  receiverMobile: '13800000001',
  province: '上海市',
  city: '上海市',
  district: '浦东新区',
  detail: '川沙路88号',
  isDefault: true,
};
