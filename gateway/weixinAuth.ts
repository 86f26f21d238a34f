import { randomBytes } from 'node:crypto';
import type { Context, Env, Hono } from 'hono';
import { weixinAuth } from '@gen/constants.gen';
import type { Db } from './db';
import { DEMO_BUYER } from './seed';
import { weixinAccountOf } from './lib/weixin';
import type { Logger } from './settings';

/**
 * The stand-in for weixin's authorisation page (served in development and production alike: there is
 * no real weixin). A browser on /login goes to GET /__weixin/authorize?returnUrl=…&state=…; the tester
 * picks which weixin user authorises — the demo buyer's bound one, or any other (a fresh, unbound one
 * is filled in) — and 授权登录 posts to /__weixin/authorize/confirm, which redirects (303) to
 * `returnUrl` with `weChatCode` and `state` added; 取消 posts to /cancel, which returns with `state`
 * only, as weixin does when the user refuses. In this simulation the weChatCode is the weixin user's id:
 * `auth.checkAccount` resolves it to the same weiXinAccount every time (lib/weixin.ts).
 */
export const WEIXIN_AUTH_PATH = weixinAuth.path;

/** Where the buyer returns when the link names no `returnUrl`. */
const DEFAULT_RETURN = '/login';

/** A weixin user id of this simulation (and so a weChatCode). */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The app's opaque anti-forgery value, handed back unchanged. */
const STATE = /^[A-Za-z0-9_-]{0,128}$/;

/** The weixin users offered by name; any other id may be typed in. */
const KNOWN_USERS: readonly { id: string; label: string }[] = [{ id: DEMO_BUYER.weChatCode, label: '演示买家的微信' }];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** Only a path of this site: no scheme, no host, no protocol-relative `//host` (the rule of provider.ts). */
function safeReturnUrl(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 1000 ? value : null;
}

/** The return path and state of a request, or null when either is not acceptable. */
function readTarget(returnUrl: unknown, state: unknown): { returnUrl: string; state: string } | null {
  const target = returnUrl === undefined || returnUrl === '' ? DEFAULT_RETURN : safeReturnUrl(returnUrl);
  const stateText = state === undefined ? '' : state;
  if (target === null || typeof stateText !== 'string' || !STATE.test(stateText)) return null;
  return { returnUrl: target, state: stateText };
}

/** `returnUrl` with the answer's parameters added (weChatCode only when authorised). */
export function weixinReturnTarget(returnUrl: string, state: string, weChatCode: string | null): string {
  const params = new URLSearchParams();
  if (weChatCode !== null) params.set('weChatCode', weChatCode);
  if (state !== '') params.set('state', state);
  const query = params.toString();
  if (query === '') return returnUrl;
  const hash = returnUrl.indexOf('#');
  const [base, fragment] = hash < 0 ? [returnUrl, ''] : [returnUrl.slice(0, hash), returnUrl.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

/** The authorisation link of a return path and state (the app builds the same). */
export function weixinAuthUrl(returnUrl: string, state: string): string {
  return `${WEIXIN_AUTH_PATH}?${new URLSearchParams({ returnUrl, state }).toString()}`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,'PingFang SC','Microsoft YaHei',sans-serif;margin:0;background:#f5f5f5;color:#222}
main{max-width:420px;margin:0 auto;padding:24px 16px}.card{background:#fff;border-radius:8px;padding:20px}
h1{font-size:20px;text-align:center;margin:0 0 8px}.muted{color:#666;font-size:14px}.error{color:#c62828;font-size:14px}
fieldset{border:0;margin:16px 0 0;padding:0}legend{font-weight:600;margin-bottom:8px}
.choice{display:flex;align-items:center;gap:8px;min-height:44px;font-size:16px}.choice input{width:20px;height:20px}
.field{display:block;margin:4px 0 0 28px;font-size:14px;color:#444}
.field input{display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:10px;font-size:16px;border:1px solid #bbb;border-radius:6px}
button{display:block;width:100%;margin-top:12px;padding:12px;font-size:16px;border-radius:6px;border:0}
.confirm{background:#07a35a;color:#fff}.cancel{background:#eee;color:#333}</style></head>
<body><main>${body}</main></body></html>`;
}

const refusedPage = () =>
  page('微信授权', '<div class="card"><h1>微信授权</h1><p class="error">授权请求无效：返回地址须为本站路径（redirect_uri 参数错误）。</p></div>');

/** Mounts the authorisation page and its two actions. */
export function registerWeixinAuth<E extends Env>(app: Hono<E>, db: Db, log: Logger): void {
  const render = async (c: Context<E>, target: { returnUrl: string; state: string }, error: string | null, typed: string | null) => {
    const bound = new Set(
      (
        await db.query<{ weixin_account: string }>(`select weixin_account from members where weixin_account = any($1::text[]) and status = 'normal'`, [
          KNOWN_USERS.map((user) => weixinAccountOf(user.id)),
        ])
      ).map((row) => row.weixin_account),
    );
    const hidden = `<input type="hidden" name="returnUrl" value="${escapeHtml(target.returnUrl)}"><input type="hidden" name="state" value="${escapeHtml(target.state)}">`;
    const known = KNOWN_USERS.map(
      (user, index) =>
        `<label class="choice"><input type="radio" name="user" value="${escapeHtml(user.id)}"${typed === null && index === 0 ? ' checked' : ''}> ${escapeHtml(user.label)}（${escapeHtml(user.id)}，${bound.has(weixinAccountOf(user.id)) ? '已绑定账号' : '未绑定'}）</label>`,
    ).join('');
    // A fresh id each time, so "another weixin user" is an unbound one unless the tester types a known id.
    const otherValue = typed ?? `wx-${randomBytes(4).toString('hex')}`;
    const body = `<div class="card"><h1>微信授权（模拟）</h1>
<p class="muted">建材云 申请使用你的微信身份登录。本页面由本地网关模拟微信授权，不会连接真实的微信。</p>
${error === null ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`}
<form method="post" action="${WEIXIN_AUTH_PATH}/confirm">${hidden}
<fieldset><legend>授权的微信用户</legend>${known}
<label class="choice"><input type="radio" name="user" value="other"${typed === null ? '' : ' checked'}> 其他微信用户</label>
<label class="field">其他微信用户的标识（字母、数字、- 或 _）<input name="otherCode" value="${escapeHtml(otherValue)}" maxlength="64" autocomplete="off"></label>
</fieldset>
<button class="confirm" type="submit">授权登录</button></form>
<form method="post" action="${WEIXIN_AUTH_PATH}/cancel">${hidden}<button class="cancel" type="submit">取消</button></form></div>`;
    return c.html(page('微信授权（模拟）', body), error === null ? 200 : 400);
  };

  app.get(WEIXIN_AUTH_PATH, async (c) => {
    const target = readTarget(c.req.query('returnUrl'), c.req.query('state'));
    if (target === null) return c.html(refusedPage(), 400);
    return render(c, target, null, null);
  });

  const readForm = async (c: Context<E>) => (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;

  app.post(`${WEIXIN_AUTH_PATH}/confirm`, async (c) => {
    const form = await readForm(c);
    const target = readTarget(form.returnUrl, form.state);
    if (target === null) return c.html(refusedPage(), 400);
    const other = typeof form.otherCode === 'string' ? form.otherCode.trim() : '';
    const user = form.user === 'other' ? other : KNOWN_USERS.find((known) => known.id === form.user)?.id;
    if (user === undefined || !USER_ID.test(user)) {
      return render(c, target, '请选择授权的微信用户；其他微信用户的标识须为1至64位字母、数字、- 或 _', other);
    }
    log.info(`[weixin] ${user} authorised`);
    return c.redirect(weixinReturnTarget(target.returnUrl, target.state, user), 303);
  });

  app.post(`${WEIXIN_AUTH_PATH}/cancel`, async (c) => {
    const form = await readForm(c);
    const target = readTarget(form.returnUrl, form.state);
    if (target === null) return c.html(refusedPage(), 400);
    return c.redirect(weixinReturnTarget(target.returnUrl, target.state, null), 303);
  });
}
