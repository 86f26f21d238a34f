import { generateKeyPairSync } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The development key pair, generated on first start into the git-ignored `.keys/` folder. */
export const DEV_PRIVATE_KEY_FILE = '.keys/dev-private.pem';
export const DEV_PUBLIC_KEY_FILE = '.keys/dev-public.pem';

/** PEM texts of a signing key pair. */
export interface KeyPairPem {
  readonly privateKeyPem: string;
  readonly publicKeyPem: string;
}

/** A new RSA key pair (2048 bits unless told) as PEM (PKCS#8 private, SPKI public) — what jsrsasign and node:crypto read. */
export function generateKeyPairPem(modulusLength = 2048): KeyPairPem {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Where the keys come from: the app's signing (private) key file and the gateway's verifying (public) key file. */
export interface KeyFiles {
  readonly appSigningKeyFile: string;
  readonly gatewayPublicKeyFile: string;
}

/**
 * Reads the configured key files. When both are the development defaults and missing, a new pair is
 * generated there first (private key mode 0600). Configured real keys are never generated: a missing
 * file is an error, so a typo cannot silently switch a deployment to a fresh dev key.
 */
export async function loadKeys(root: string, files: KeyFiles): Promise<KeyPairPem & { generated: boolean }> {
  const privatePath = path.resolve(root, files.appSigningKeyFile);
  const publicPath = path.resolve(root, files.gatewayPublicKeyFile);
  const isDevDefault = privatePath === path.resolve(root, DEV_PRIVATE_KEY_FILE) && publicPath === path.resolve(root, DEV_PUBLIC_KEY_FILE);
  let generated = false;
  if (isDevDefault && !existsSync(privatePath) && !existsSync(publicPath)) {
    const pair = generateKeyPairPem();
    await mkdir(path.dirname(privatePath), { recursive: true });
    await writeFile(privatePath, pair.privateKeyPem, { mode: 0o600 });
    await chmod(privatePath, 0o600);
    await writeFile(publicPath, pair.publicKeyPem);
    generated = true;
  }
  const [privateKeyPem, publicKeyPem] = await Promise.all([readFile(privatePath, 'utf8'), readFile(publicPath, 'utf8')]);
  return { privateKeyPem, publicKeyPem, generated };
}
