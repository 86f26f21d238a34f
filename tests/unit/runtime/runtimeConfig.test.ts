import { describe, expect, it } from 'vitest';
import { currentRuntimeConfig, loadRuntimeConfig } from '../../../src/lib/runtimeConfig.ts';
import { redactToken } from '../../../src/lib/http/token.ts';
import { heightFor, measureViewport, viewportStore } from '../../../src/lib/viewport.ts';

const answer = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
const PEM = '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n';

describe('runtime config', () => {
  it('reads apiBaseUrl and the signing key from /app-config.json', async () => {
    let asked = '';
    const fetchImpl = (async (url: string) => {
      asked = url;
      return new Response(JSON.stringify({ apiBaseUrl: 'https://gw.example/', signingKeyPem: PEM }));
    }) as unknown as typeof fetch;
    expect(await loadRuntimeConfig(fetchImpl)).toEqual({ apiBaseUrl: 'https://gw.example', signingKeyPem: PEM });
    expect(asked).toBe('/app-config.json');
    expect(await loadRuntimeConfig(answer({ apiBaseUrl: '', signingKeyPem: PEM }))).toEqual({ apiBaseUrl: '', signingKeyPem: PEM });
  });

  it('reads the financing partner’s page when the config names one, and keeps what it read', async () => {
    const config = await loadRuntimeConfig(answer({ apiBaseUrl: '', signingKeyPem: PEM, financePartnerUrl: '/__provider/finance' }));
    expect(config).toEqual({ apiBaseUrl: '', signingKeyPem: PEM, financePartnerUrl: '/__provider/finance' });
    expect(currentRuntimeConfig()).toBe(config);
    expect(await loadRuntimeConfig(answer({ apiBaseUrl: '', signingKeyPem: PEM, financePartnerUrl: 7 }))).toEqual({ apiBaseUrl: '', signingKeyPem: PEM });
  });

  it('rejects a missing or malformed config with the reason', async () => {
    await expect(loadRuntimeConfig(answer({}, 404))).rejects.toThrow('/app-config.json: HTTP 404');
    await expect(loadRuntimeConfig(answer({ signingKeyPem: PEM }))).rejects.toThrow('apiBaseUrl must be a string');
    await expect(loadRuntimeConfig(answer({ apiBaseUrl: '', signingKeyPem: 'abc' }))).rejects.toThrow('signingKeyPem must be a PEM private key');
  });
});

describe('small rules', () => {
  it('redacts a token for logs', () => {
    expect(redactToken('eyJhbGciOiJIUzI1NiJ9.abc')).toBe('eyJh…(24)');
    expect(redactToken('short')).toBe('…(5)');
    expect(redactToken(null)).toBe('(none)');
  });

  it('viewport: width default 375 without a window, height 0.4 × width', () => {
    expect(measureViewport(undefined)).toEqual({ width: 375, height: 150 });
    expect(measureViewport({ innerWidth: 390 })).toEqual({ width: 390, height: 156 });
    expect(viewportStore.width).toBe(390);
    expect(heightFor(1000)).toBe(400);
  });
});
