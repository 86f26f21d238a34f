import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noRouteLiterals } from '../../scripts/eslint/routeLiterals.js';
import { PROJECT_ROOT } from '../codegen/helpers.ts';

RuleTester.describe = describe;
RuleTester.it = it;

const file = join(PROJECT_ROOT, 'src/features/cart/screens/Cart.tsx');

new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
}).run('no-route-literals', noRouteLiterals, {
  valid: [
    { filename: file, code: "navigate(href('/v2/order', { from: 'cart' }));" },
    { filename: file, code: "const query = useRouteQuery('/shoppingDetail');" },
    { filename: file, code: "const title = useRouteTitle(done ? '/order/orderDetail' : '/order/orderDetailNoback');" },
    { filename: file, code: "const ways = { wechat: '/pay/wechat' } as const satisfies Record<string, RoutePath>;" },
    { filename: file, code: "import x from '/v2';" },
    { filename: file, code: "const api = '/gw/20261121/abc'; const note = 'v2';" },
    { filename: file, code: 'const view = <PayResultView path="/pay/success" />;' },
  ],
  invalid: [
    { filename: file, code: "navigate('/cart/cart');", errors: [{ messageId: 'literal', data: { path: '/cart/cart' } }] },
    { filename: file, code: "navigate('/v2/order?from=cart');", errors: [{ messageId: 'literal' }] },
    { filename: file, code: 'navigate(`/selectRebar?goodsId=${id}`);', errors: [{ messageId: 'literal' }] },
    { filename: file, code: "const to = '/SHOPPINGCART';", errors: [{ messageId: 'literal' }] },
    { filename: file, code: 'const link = <Link to="/mine">me</Link>;', errors: [{ messageId: 'literal' }] },
  ],
});
