import { proxy } from 'valtio/vanilla';
import { ApiError, api, isAuthFailureCode, type CallData } from '@/lib/api';
import { weixinAuth } from '@/lib/constants';
import { t, type MessageKey } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { persisted } from '@/lib/storage';
import { loginErrorText } from './loginError';
import { setAgreed } from './store';

/**
 * Weixin login in a browser. The buyer leaves for the authorisation page (the local gateway's simulated
 * one, gateway/weixinAuth.ts) with a random `state` kept in this tab; the page sends them back to
 * /login with `weChatCode` and that `state` (only `state` when they cancelled). A code whose state is
 * not this tab's is not used, so a link carrying someone else's code logs nobody into their account.
 * Then `check account`: a bound weixin logs in by its weiXinAccount; an unbound one binds a mobile with
 * the SMS code for weixin (the check's smsToken is that call's auth header) and logs in.
 */

type WeixinCheck = CallData<'auth.checkAccount'>;

interface PendingAuth {
  readonly state: string;
}

const pending = persisted<PendingAuth>('weixinAuthState', {
  accept: (value: unknown): value is PendingAuth => typeof value === 'object' && value !== null && typeof (value as { state?: unknown }).state === 'string',
});

/** Where the weixin tab is in a browser. */
export type WeixinPhase = 'idle' | 'checking' | 'bind' | 'failed';

export interface WeixinFlow {
  /** The state of the return being handled, so one return is handled once (StrictMode, switching tabs). */
  handled: string | null;
  phase: WeixinPhase;
  /** Why the last attempt did not log the buyer in (cancelled, expired, a failed call). */
  message: string | null;
  weiXinAccount: string;
  /** token_smscode of `check account`: the auth header of `send code for weixin`. */
  smsToken: string;
}

const initial = (): WeixinFlow => ({ handled: null, phase: 'idle', message: null, weiXinAccount: '', smsToken: '' });

export const weixinFlow = proxy<WeixinFlow>(initial());

/** Forgets the flow (tests, and after the login). */
export function resetWeixinFlow(): void {
  Object.assign(weixinFlow, initial());
}

function newState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The link to the authorisation page, back to /login (and on to `redirect`) with a new state. */
export function weixinAuthLink(redirect: string | undefined): string {
  const state = newState();
  pending.write({ state });
  const returnUrl = href('/login', redirect === undefined ? {} : { redirect });
  return `${weixinAuth.path}?${new URLSearchParams({ returnUrl, state }).toString()}`;
}

/** Leaves for the authorisation page (the agreements were accepted on this page first). */
export function startWeixinAuth(redirect: string | undefined): void {
  window.location.assign(weixinAuthLink(redirect));
}

const BY_CODE: Readonly<Record<string, MessageKey>> = {
  WEIXIN_AUTH_REQUIRED: 'weixin.expired',
  WEIXIN_NOT_BOUND: 'weixin.expired',
  WEIXIN_TAKEN: 'weixin.errors.weixinTaken',
  MOBILE_WEIXIN_TAKEN: 'weixin.errors.mobileTaken',
};

/**
 * A failure of the weixin calls in the buyer's words: the weixin codes from the catalogue, an smsToken
 * that expired (401) as "authorise again", anything else as the login forms say it.
 */
export function weixinErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const key = BY_CODE[error.code] ?? (isAuthFailureCode(error.status) ? 'weixin.expired' : undefined);
    if (key) return t(key);
  }
  return loginErrorText(error);
}

/**
 * Handles a return from the authorisation page once: checks the state, then the code. A bound weixin
 * logs in (`onToken`, the login page's completion); an unbound one moves to the binding form.
 */
export async function handleWeixinReturn(weChatCode: string | undefined, state: string | undefined, onToken: (token: string) => Promise<void>): Promise<void> {
  const key = `${state ?? ''}:${weChatCode ?? ''}`;
  if (weixinFlow.handled === key) return;
  Object.assign(weixinFlow, initial(), { handled: key });
  const expected = pending.read()?.state;
  if (state === undefined || expected === undefined || state !== expected) {
    weixinFlow.phase = 'failed';
    weixinFlow.message = t('weixin.expired');
    return;
  }
  // The agreements were accepted before leaving for the page (startWeixinAuth is behind that check).
  setAgreed(true);
  if (!weChatCode) {
    weixinFlow.phase = 'failed';
    weixinFlow.message = t('weixin.cancelled');
    return;
  }
  weixinFlow.phase = 'checking';
  let check: WeixinCheck;
  let token: string | null = null;
  try {
    check = await api.auth.checkAccount({ weChatCode });
    if (check.bound) token = (await api.auth.loginByWeixinAccount({ weiXinAccount: check.weiXinAccount })).token;
  } catch (error) {
    weixinFlow.phase = 'failed';
    weixinFlow.message = weixinErrorText(error);
    return;
  }
  if (token !== null) {
    pending.write(undefined);
    try {
      await onToken(token);
    } catch (error) {
      weixinFlow.phase = 'failed';
      weixinFlow.message = weixinErrorText(error);
    }
    return;
  }
  if (!check.smsToken) {
    weixinFlow.phase = 'failed';
    weixinFlow.message = t('weixin.expired');
    return;
  }
  Object.assign(weixinFlow, { phase: 'bind', weiXinAccount: check.weiXinAccount, smsToken: check.smsToken });
}

/** Sends the SMS code for binding weixin to `mobile`, with the check's smsToken as the auth header. */
export async function sendWeixinCode(mobile: string): Promise<void> {
  await api.auth.sendWeixinCode({ mobile }, weixinFlow.smsToken);
}

/** Binds the weixin account to the mobile (registering a new buyer for a new mobile); the token of that login. */
export async function submitWeixinBind(mobile: string, smsCode: string): Promise<string> {
  const result = await api.auth.loginViaAuthorisation({ weiXinAccount: weixinFlow.weiXinAccount, mobile, smsCode });
  pending.write(undefined);
  return result.token;
}
