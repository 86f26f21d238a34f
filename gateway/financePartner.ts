import type { Hono } from 'hono';

/**
 * The financing partner, simulated (product-spec §9: the environment config names a financing partner's
 * URLs). The app opens the partner's page from /myFinance/home — in the native app in a new native view,
 * in a browser in a new tab — at the URL of /app-config.json `financePartnerUrl`. A real deployment points
 * that at the partner (FINANCE_PARTNER_URL); locally it is this static page of the gateway, under
 * /__provider/ like the payment providers' pages, so the Vite dev server already proxies it.
 */
export const FINANCE_PARTNER_PATH = '/__provider/finance';

const PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>示范供应链金融（模拟）</title><style>
body{font-family:system-ui,'PingFang SC','Microsoft YaHei',sans-serif;margin:0;background:#f5f5f5;color:#222}
main{max-width:420px;margin:0 auto;padding:24px 16px}.card{background:#fff;border-radius:8px;padding:20px}
h1{font-size:20px;margin:0 0 12px}li{margin:6px 0}.muted{color:#888;font-size:14px}</style></head>
<body><main><div class="card"><h1>示范供应链金融（模拟合作方）</h1>
<p>在这里，合作方为采购商提供授信审批、放款与还款服务。</p>
<ul><li>授信额度：最高 500 万元</li><li>年化利率：6.5% 起</li><li>期限：1 至 36 个月，随借随还</li></ul>
<p class="muted">本页面为本地网关模拟的金融合作方页面，不会发生真实的借贷。关闭本页返回采购 App。</p></div></main></body></html>`;

/** Mounts the simulated partner page. */
export function registerFinancePartner<E extends { Bindings: object }>(app: Hono<E>): void {
  app.get(FINANCE_PARTNER_PATH, (c) => c.html(PAGE));
}
