import { sha256 } from './ids';

/**
 * The simulated weixin service: an authorisation code (weChatCode) resolves to a stable openid, the
 * member's weiXinAccount. The same code always gives the same account, so the demo code in the README
 * keeps resolving to the demo buyer's bound account.
 */
export function weixinAccountOf(weChatCode: string): string {
  return `wx_${sha256(`weixin:${weChatCode}`).slice(0, 24)}`;
}
