import { runtimeConfig as runtimeConfigConstants } from './constants';

/** What the page reads at start-up (constants `runtimeConfig.path`). */
export interface RuntimeConfig {
  /** The gateway origin; '' means the page's own origin. */
  readonly apiBaseUrl: string;
  /** The request-signing key (PEM); it is handed to the signing worker and nowhere else. */
  readonly signingKeyPem: string;
  /**
   * The financing partner's page (product-spec §9 "a financing partner's URLs"), opened from the finance
   * home; may be a path of the gateway's origin. Absent when the deployment names none.
   */
  readonly financePartnerUrl?: string;
  /** The web map service (its key and JS API script), when the deployment has one; the address map pick uses it. */
  readonly map?: { readonly key: string; readonly scriptUrl: string };
}

let loaded: RuntimeConfig | undefined;

/** The runtime config read at start-up (undefined before, or when it could not be read). */
export function currentRuntimeConfig(): RuntimeConfig | undefined {
  return loaded;
}

/**
 * Fetches and checks the runtime config; rejects with the reason when it is missing or malformed.
 * Fetched in the default cache mode, so it is the response index.html's preload hint already asked for
 * at boot; a rotated key is still seen at once, because the gateway serves the file `no-cache` with an
 * ETag (every use revalidates).
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  // No headers of its own: a request that differs from the preload's would not be matched to it.
  const response = await fetchImpl(runtimeConfigConstants.path);
  if (!response.ok) throw new Error(`${runtimeConfigConstants.path}: HTTP ${response.status}`);
  // Checked by hand: two string fields do not justify a validation library in the entry chunk.
  const body = (await response.json()) as Partial<Record<keyof RuntimeConfig, unknown>> | null;
  const apiBaseUrl = body?.apiBaseUrl;
  const signingKeyPem = body?.signingKeyPem;
  if (typeof apiBaseUrl !== 'string') throw new Error(`${runtimeConfigConstants.path}: apiBaseUrl must be a string`);
  if (typeof signingKeyPem !== 'string' || !signingKeyPem.includes('PRIVATE KEY'))
    throw new Error(`${runtimeConfigConstants.path}: signingKeyPem must be a PEM private key`);
  const financePartnerUrl = body?.financePartnerUrl;
  const map = body?.map as { key?: unknown; scriptUrl?: unknown } | null | undefined;
  loaded = {
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    signingKeyPem,
    ...(typeof financePartnerUrl === 'string' && financePartnerUrl !== '' ? { financePartnerUrl } : {}),
    ...(typeof map?.key === 'string' && map.key !== '' && typeof map.scriptUrl === 'string' ? { map: { key: map.key, scriptUrl: map.scriptUrl } } : {}),
  };
  return loaded;
}
