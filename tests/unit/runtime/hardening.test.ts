import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '../../../src/lib/api.ts';
import { waitSecondsOf } from '../../../src/lib/limits.ts';
import { cookieAttributes, keptForThePage, cookieJar } from '../../../src/lib/cookies.ts';
import { ApiError } from '../../../src/lib/http/errors.ts';
import { setLocale } from '../../../src/lib/i18n.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('zh-CN');
});

/** A 429 of the gateway's rate limits, as the client makes it from the envelope. */
const refused = (code: string, secondsLeft: unknown, message = '请稍后再试') =>
  new ApiError(message, 429, code, { success: false, code, data: { secondsLeft }, message });

/** Issue 17: a rate limit's refusal says the time left in the buyer's language, wherever it is shown. */
describe('errorText of a rate limit', () => {
  it('says a locked login, too many codes, a resend too soon and a locked pay password with minutes and seconds, in Chinese', () => {
    expect(errorText(refused('LOGIN_LOCKED', 899, '登录失败次数过多，请14分59秒后再试'))).toBe('登录失败次数过多，请14分59秒后再试');
    expect(errorText(refused('SMS_TOO_MANY', 3600))).toBe('验证码发送次数过多，请1小时0分0秒后再试');
    expect(errorText(refused('SMS_TOO_FREQUENT', 42))).toBe('验证码发送过于频繁，请42秒后再试');
    expect(errorText(refused('PAY_PASSWORD_LOCKED', 61))).toBe('支付密码错误次数过多，已锁定，请1分1秒后再试');
  });

  it('says them in English in the English UI, never the gateway’s Chinese message', async () => {
    await setLocale('en');
    expect(errorText(refused('LOGIN_LOCKED', 899, '登录失败次数过多，请14分59秒后再试'))).toBe('Too many failed logins. Try again in 14 min 59 s.');
    expect(errorText(refused('SMS_TOO_MANY', 59.2))).toBe('Too many codes were requested. Try again in 1 min 0 s.');
  });

  it('knows the wait only of the rate-limit codes with a positive secondsLeft', () => {
    expect(waitSecondsOf(refused('LOGIN_LOCKED', 30))).toBe(30);
    expect(waitSecondsOf(refused('LOGIN_LOCKED', 'soon'))).toBeNull();
    expect(waitSecondsOf(refused('LOGIN_LOCKED', 0))).toBeNull();
    expect(waitSecondsOf(refused('LOGIN_FAILED', 30))).toBeNull();
    expect(waitSecondsOf(new Error('x'))).toBeNull();
    // Without a time the gateway's own words stand (its message names the wait).
    expect(errorText(refused('LOGIN_LOCKED', null, '登录失败次数过多，请稍后再试'))).toBe('登录失败次数过多，请稍后再试');
  });
});

/** Issue 17: the token cookie is SameSite=Lax always and Secure when the page came over https. */
describe('cookie attributes', () => {
  const written: string[] = [];
  const fakeDocument = () => ({
    get cookie() {
      return '';
    },
    set cookie(text: string) {
      written.push(text);
    },
  });

  it('adds Secure over https only', () => {
    expect(cookieAttributes('https:')).toBe('path=/; SameSite=Lax; Secure');
    expect(cookieAttributes('http:')).toBe('path=/; SameSite=Lax');
    expect(cookieAttributes('')).toBe('path=/; SameSite=Lax');
  });

  it('writes and removes the browser’s cookies with the attributes of the page’s scheme', () => {
    vi.stubGlobal('document', fakeDocument());
    vi.stubGlobal('location', { protocol: 'https:' });
    written.length = 0;
    const jar = keptForThePage(cookieJar());
    jar.set('token', 'a b');
    jar.remove('token');
    vi.stubGlobal('location', { protocol: 'http:' });
    jar.set('token', 'c');
    expect(written).toEqual(['token=a%20b; path=/; SameSite=Lax; Secure', 'token=; max-age=0; path=/; SameSite=Lax; Secure', 'token=c; path=/; SameSite=Lax']);
  });
});
