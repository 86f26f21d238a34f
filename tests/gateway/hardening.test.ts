import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfig } from '@gen/constants.gen';
import { loadConfig, settingsFromEnv } from '../../gateway/config';
import { clientAddressOf } from '../../gateway/rateLimit';
import { appPolicy } from '../../gateway/securityHeaders';
import { DEMO_BUYER, SECOND_BUYER } from '../../gateway/seed';
import { NO_RATE_LIMITS } from '../../gateway/settings';
import { useTestGateway, type CallOptions } from './helpers/gateway';

/**
 * Hardened serving (issue 17): the security headers on everything the gateway serves, and the rate
 * limits kept in the database — failed logins per account and per address, SMS codes per address (and
 * the resend gap per mobile), wrong pay passwords per address — each answering 429 with a stable code
 * and `data.secondsLeft`. The gateway trusts one proxy here, so each test is its own client address
 * by X-Forwarded-For; locks end by moving their stored times back, not by sleeping.
 */
const dist = await mkdtemp(path.join(tmpdir(), 'gateway-hardening-'));
beforeAll(async () => {
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/assets/index-abc123.js"></script>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const LOGIN_ACCOUNT = { max: 3, windowMinutes: 10, lockMinutes: 10 };
const env = useTestGateway({
  distDir: dist,
  settings: {
    trustProxyHops: 1,
    smsResendSeconds: 60,
    loginAccountLimit: LOGIN_ACCOUNT,
    loginAddressLimit: { max: 5, windowMinutes: 10, lockMinutes: 15 },
    smsAddressLimit: { max: 3, windowMinutes: 60, lockMinutes: 60 },
    payPasswordAddressLimit: { max: 3, windowMinutes: 15, lockMinutes: 15 },
    cspConnectSrc: ['https://metrics.example.com'],
  },
});

let addressCount = 0;
/** A client address of its own (behind the trusted proxy). */
const newAddress = () => `203.0.113.${(addressCount += 1)}`;
const from = (address: string, options: CallOptions = {}): CallOptions => ({ ...options, headers: { ...options.headers, 'x-forwarded-for': address } });

const login = (address: string, account: string, password: string) => env.gw.client.call('auth.login', from(address, { body: { account, password } }));
const sendCode = (address: string, mobile: string, scene = 'register') => env.gw.client.call('auth.sendCode', from(address, { query: { mobile, scene } }));
/** Moves a limit's stored events back, as if that many minutes had passed. */
const age = (scope: string, minutes: number) =>
  env.gw.db.query(`update rate_limit_events set at = at - make_interval(mins => $2) where scope = $1`, [scope, minutes]);
const secondsLeftOf = (result: { envelope: { data: unknown } }) => (result.envelope.data as { secondsLeft: number }).secondsLeft;

describe('security headers', () => {
  const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${env.gw.url}${pathname}`, { headers });

  it('sends the CSP without inline script, nosniff, the referrer policy and the frame options on the app, its fallback, an asset, the runtime config, the API and a 404', async () => {
    const apiCall = env.gw.client.build('auth.loginInfo', { token: env.a });
    const answers = {
      index: await get('/'),
      fallback: await get('/goods/detail?goodsId=g_c30'),
      asset: await get('/assets/index-abc123.js'),
      config: await get(runtimeConfig.path),
      api: await fetch(apiCall.url, apiCall.init),
      missing: await get('/assets/gone-000.js'),
    };
    expect(answers.index.status).toBe(200);
    expect(answers.fallback.status).toBe(200);
    expect(answers.asset.status).toBe(200);
    expect(answers.config.status).toBe(200);
    expect(answers.api.status).toBe(200);
    expect(answers.missing.status).toBe(404);
    for (const [name, response] of Object.entries(answers)) {
      const csp = response.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([k, ...v]) => [k, v.join(' ')]),
      );
      expect(directives, name).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'worker-src': "'self'",
        'connect-src': "'self' https://metrics.example.com",
        'img-src': "'self' data: blob:",
        'style-src': "'self' 'unsafe-inline'",
        'font-src': "'self' data:",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), name).toBe('DENY');
      // Plain http: no HSTS.
      expect(response.headers.get('strict-transport-security'), name).toBeNull();
    }
  });

  it('gives the gateway’s own pages a policy of their own (inline style, same-site forms, no script) and HSTS only over https', async () => {
    const partner = await get('/__provider/finance');
    expect(partner.status).toBe(200);
    expect(partner.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(partner.headers.get('x-content-type-options')).toBe('nosniff');
    const overHttps = await get('/', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers.get('strict-transport-security')).toBe(`max-age=${180 * 24 * 3600}`);
  });

  it('reads the settings from the environment and refuses values it cannot use', () => {
    expect(settingsFromEnv({ RATE_LIMITS: 'off' })).toMatchObject(NO_RATE_LIMITS);
    expect(
      settingsFromEnv({
        RATE_LIMIT_LOGIN_ACCOUNT: '5/10/20',
        RATE_LIMIT_SMS_ADDRESS: 'off',
        TRUST_PROXY: 'true',
        CSP_CONNECT_SRC: 'https://api.example.com, https://log.example.com',
        FRAME_ANCESTORS: "'self' https://shell.example.com",
        HSTS_MAX_AGE: '0',
      }),
    ).toEqual({
      loginAccountLimit: { max: 5, windowMinutes: 10, lockMinutes: 20 },
      smsAddressLimit: null,
      trustProxyHops: 1,
      cspConnectSrc: ['https://api.example.com', 'https://log.example.com'],
      frameAncestors: ["'self'", 'https://shell.example.com'],
      hstsMaxAgeSeconds: 0,
    });
    expect(loadConfig([], { RATE_LIMIT_PAY_PASSWORD_ADDRESS: '3/15/15' }, '/repo').settings).toEqual({
      payPasswordAddressLimit: { max: 3, windowMinutes: 15, lockMinutes: 15 },
    });
    expect(() => settingsFromEnv({ RATE_LIMIT_LOGIN_ADDRESS: '10/30' })).toThrow(/max\/windowMinutes\/lockMinutes/);
    expect(() => settingsFromEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('hands a configured web map (key and script) to the app and lets only then the map service into the policy', async () => {
    expect(settingsFromEnv({ MAP_KEY: ' k1 ' })).toEqual({ map: { key: 'k1', scriptUrl: 'https://webapi.amap.com/maps' } });
    expect(settingsFromEnv({ MAP_KEY: 'k1', MAP_SCRIPT_URL: 'https://maps.example.com/maps' })).toEqual({
      map: { key: 'k1', scriptUrl: 'https://maps.example.com/maps' },
    });
    expect(() => settingsFromEnv({ MAP_KEY: 'k1', MAP_SCRIPT_URL: 'http://maps.example.com/maps' })).toThrow(/MAP_SCRIPT_URL/);
    const directives = (policy: string) =>
      Object.fromEntries(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources]),
      );
    const settings = { cspConnectSrc: [], frameAncestors: ["'none'"] };
    const none = directives(appPolicy({ ...settings, map: null }, ''));
    expect(none['script-src']).toEqual(["'self'"]);
    const withMap = directives(appPolicy({ ...settings, map: { key: 'k1', scriptUrl: 'https://webapi.amap.com/maps' } }, ''));
    expect(withMap['script-src']).toEqual(["'self'", 'https://webapi.amap.com', 'https://*.amap.com', 'https://*.is.autonavi.com']);
    expect(withMap['connect-src']).toEqual(expect.arrayContaining(['https://*.amap.com']));
    expect(withMap['img-src']).toEqual(expect.arrayContaining(['https://*.amap.com', 'https://*.is.autonavi.com']));
    expect(withMap['script-src']).not.toContain("'unsafe-inline'");
    // This gateway has no map: its runtime config names none.
    const config = (await (await fetch(`${env.gw.url}${runtimeConfig.path}`)).json()) as Record<string, unknown>;
    expect(config).not.toHaveProperty('map');
  });

  it('takes the client address from the socket unless proxies are trusted, then the proxy’s entry of X-Forwarded-For', () => {
    expect(clientAddressOf('6.6.6.6', '::ffff:10.0.0.9', 0)).toBe('10.0.0.9');
    // A client's own entry left of the proxy's is ignored.
    expect(clientAddressOf('6.6.6.6, 198.51.100.7', '10.0.0.1', 1)).toBe('198.51.100.7');
    expect(clientAddressOf('6.6.6.6, 198.51.100.7, 10.0.0.2', '10.0.0.1', 2)).toBe('198.51.100.7');
    expect(clientAddressOf(undefined, undefined, 0)).toBe('unknown');
  });
});

describe('login limits', () => {
  it('locks an account after 3 failures with the time left — refusing even the right password, from any address — until the lock ends; a right password then clears the count', async () => {
    const account = SECOND_BUYER.accountName;
    expect((await login(newAddress(), account, 'wrong-1')).envelope.code).toBe('LOGIN_FAILED');
    expect((await login(newAddress(), account, 'wrong-2')).envelope.code).toBe('LOGIN_FAILED');
    const third = await login(newAddress(), account, 'wrong-3');
    expect(third.status).toBe(429);
    expect(third.envelope.code).toBe('LOGIN_LOCKED');
    expect(secondsLeftOf(third)).toBeGreaterThan(LOGIN_ACCOUNT.lockMinutes * 60 - 5);
    expect(secondsLeftOf(third)).toBeLessThanOrEqual(LOGIN_ACCOUNT.lockMinutes * 60);
    expect(third.envelope.message).toMatch(/^登录失败次数过多，请\d+分(\d+秒|钟)后再试$/);

    const rightButLocked = await login(newAddress(), account, SECOND_BUYER.password);
    expect(rightButLocked.status).toBe(429);
    expect(rightButLocked.envelope.code).toBe('LOGIN_LOCKED');

    await age('login.account', 9);
    const later = await login(newAddress(), account, SECOND_BUYER.password);
    expect(later.envelope.code).toBe('LOGIN_LOCKED');
    expect(secondsLeftOf(later)).toBeLessThanOrEqual(60);

    await age('login.account', 2);
    // The image code after 3 failures still stands; past its window too, the right password gets in.
    await env.gw.db.query(`update auth_failures set failed_at = failed_at - interval '16 minutes'`);
    expect((await login(newAddress(), account, SECOND_BUYER.password)).status).toBe(200);
    const left = await env.gw.db.query(`select 1 from rate_limit_events where scope = 'login.account' and key = $1`, [`member:${SECOND_BUYER.memberId}`]);
    expect(left).toHaveLength(0);
  });

  it('blocks an address after 5 failures across accounts, not other addresses; a success from it does not reset its count', async () => {
    const noisy = newAddress();
    for (let i = 1; i <= 4; i += 1) expect((await login(noisy, `nobody${i}`, 'guess')).envelope.code).toBe('LOGIN_FAILED');
    // A right password from the same address: logged in, but the address keeps its four failures.
    expect((await login(noisy, DEMO_BUYER.accountName, DEMO_BUYER.password)).status).toBe(200);
    const fifth = await login(noisy, 'nobody5', 'guess');
    expect(fifth.status).toBe(429);
    expect(fifth.envelope.code).toBe('LOGIN_LOCKED');
    expect(secondsLeftOf(fifth)).toBeGreaterThan(15 * 60 - 5);
    expect((await login(noisy, DEMO_BUYER.accountName, DEMO_BUYER.password)).envelope.code).toBe('LOGIN_LOCKED');
    // The same account from another address is not blocked.
    expect((await login(newAddress(), DEMO_BUYER.accountName, DEMO_BUYER.password)).status).toBe(200);

    await env.gw.db.query(`update rate_limit_events set at = at - interval '16 minutes' where scope = 'login.address' and key = $1`, [noisy]);
    expect((await login(noisy, DEMO_BUYER.accountName, DEMO_BUYER.password)).status).toBe(200);
  });

  it('counts a wrong password of auth.checkPassword like a failed login', async () => {
    const address = newAddress();
    const check = (password: string) => env.gw.client.call('auth.checkPassword', from(address, { token: env.b, body: { password } }));
    await env.gw.db.query(`delete from auth_failures`);
    await env.gw.db.query(`delete from rate_limit_events where scope = 'login.account'`);
    expect((await check('wrong-1')).envelope.code).toBe('PASSWORD_WRONG');
    expect((await check('wrong-2')).envelope.code).toBe('PASSWORD_WRONG');
    const third = await check('wrong-3');
    expect([third.status, third.envelope.code]).toEqual([429, 'LOGIN_LOCKED']);
    // …and the login of the same account is locked with it.
    expect((await login(newAddress(), SECOND_BUYER.accountName, SECOND_BUYER.password)).envelope.code).toBe('LOGIN_LOCKED');
    await env.gw.db.query(`delete from rate_limit_events where scope = 'login.account'`);
    await env.gw.db.query(`delete from auth_failures`);
  });
});

describe('SMS limits', () => {
  it('refuses a resend to one mobile within the gap with the seconds left', async () => {
    const address = newAddress();
    expect((await sendCode(address, '13900001001')).status).toBe(200);
    const again = await sendCode(newAddress(), '13900001001');
    expect([again.status, again.envelope.code]).toEqual([429, 'SMS_TOO_FREQUENT']);
    expect(secondsLeftOf(again)).toBeGreaterThan(50);
    expect(secondsLeftOf(again)).toBeLessThanOrEqual(60);
  });

  it('sends at most 3 codes an hour from one address, to any mobiles; other addresses go on; the block ends after the hour', async () => {
    const pump = newAddress();
    for (const mobile of ['13900002001', '13900002002', '13900002003']) expect((await sendCode(pump, mobile)).status).toBe(200);
    const fourth = await sendCode(pump, '13900002004');
    expect([fourth.status, fourth.envelope.code]).toEqual([429, 'SMS_TOO_MANY']);
    expect(secondsLeftOf(fourth)).toBeGreaterThan(3600 - 5);
    expect(fourth.envelope.message).toMatch(/^验证码发送次数过多，请\d+分(\d+秒|钟)后再试$/);
    // Refused codes are neither sent nor counted.
    expect(await env.gw.db.query(`select 1 from sms_codes where mobile = '13900002004'`)).toHaveLength(0);
    expect((await sendCode(newAddress(), '13900002004')).status).toBe(200);

    await env.gw.db.query(`update rate_limit_events set at = at - interval '61 minutes' where scope = 'sms.address' and key = $1`, [pump]);
    expect((await sendCode(pump, '13900002005')).status).toBe(200);
  });
});

describe('pay password limits', () => {
  it('blocks an address after 3 wrong pay passwords across members, before the per-member lock of 5; the right password from another address passes', async () => {
    await env.gw.db.query('delete from pay_password_attempts');
    const guesser = newAddress();
    const update = (token: string, oldPayPassword: string, address: string) =>
      env.gw.client.call('capital.updatePayPassword', from(address, { token, body: { oldPayPassword, newPayPassword: oldPayPassword } }));
    expect((await update(env.a, '000000', guesser)).envelope.code).toBe('PAY_PASSWORD_WRONG');
    expect((await update(env.b, '000000', guesser)).envelope.code).toBe('PAY_PASSWORD_WRONG');
    const third = await update(env.a, '000001', guesser);
    expect([third.status, third.envelope.code]).toEqual([429, 'PAY_PASSWORD_LOCKED']);
    expect(secondsLeftOf(third)).toBeGreaterThan(15 * 60 - 5);
    // Blocked: B's right password is not even checked from there.
    expect((await update(env.b, SECOND_BUYER.payPassword, guesser)).envelope.code).toBe('PAY_PASSWORD_LOCKED');
    // The members themselves are not locked (2 and 1 wrong tries of 5): from another address they pass.
    expect((await update(env.a, DEMO_BUYER.payPassword, newAddress())).status).toBe(200);
    expect((await update(env.b, SECOND_BUYER.payPassword, newAddress())).status).toBe(200);

    await env.gw.db.query(`update rate_limit_events set at = at - interval '16 minutes' where scope = 'payPassword.address' and key = $1`, [guesser]);
    expect((await update(env.a, DEMO_BUYER.payPassword, guesser)).status).toBe(200);
  });
});
