import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts `gateway/main.ts` as its own process, as `npm start` runs it (the API alone): for the tests and
 * scripts that need real gateway processes — several on one PostgreSQL (tests/gateway/scaleOut.test.ts),
 * or one killed and started again under load (`npm run soak`).
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What main.ts prints once it listens (see `banner` in gateway/main.ts). */
const BANNER = /buyerapp gateway[^:]*: (http:\/\/[^/\s]+)\//;

/** How to start one gateway process. */
export interface GatewayProcessOptions {
  /** The process environment (DATABASE_URL, APP_SIGNING_KEY_FILE, GATEWAY_PUBLIC_KEY_FILE, …). */
  readonly env: NodeJS.ProcessEnv;
  /** The port to listen on; 0 (the default) picks a free one. */
  readonly port?: number;
  /** Further flags of main.ts (`--no-dist` is always passed). */
  readonly args?: readonly string[];
  /** How long to wait for the banner before giving up: 45 s. */
  readonly startTimeoutMs?: number;
  /** Receives everything the process writes (stdout and stderr), e.g. to keep a log file. */
  readonly onOutput?: (chunk: Buffer) => void;
}

/** A started gateway process. */
export interface GatewayProcess {
  /** Its origin, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Resolves once the process has exited (at once when it already has). */
  exited(): Promise<void>;
  /** Sends `signal` (SIGTERM by default) and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `gateway/main.ts --port <port> --no-dist` and resolves once its banner is printed (it then
 * listens: the banner is printed after `listen`). Rejects with the process's output when it exits or
 * stays silent past the timeout; the caller stops a process that did start (`stop`).
 */
export function startGatewayProcess(options: GatewayProcessOptions): Promise<GatewayProcess> {
  const args = ['--import', 'tsx', 'gateway/main.ts', '--port', String(options.port ?? 0), '--no-dist', ...(options.args ?? [])];
  const child = spawn(process.execPath, args, { cwd: ROOT, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exit = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exit;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    let started = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`gateway did not start within ${options.startTimeoutMs ?? 45_000} ms:\n${output}`));
    }, options.startTimeoutMs ?? 45_000);
    const read = (chunk: Buffer) => {
      options.onOutput?.(chunk);
      if (started) return;
      // Only the start's output is kept (for the error message): a long run must not grow a string.
      output += chunk.toString();
      const url = BANNER.exec(output)?.[1];
      if (url !== undefined) {
        started = true;
        output = '';
        clearTimeout(timer);
        resolve({ url, port: Number(new URL(url).port), child, exited: () => exit, stop });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!started) reject(new Error(`gateway exited with ${code ?? signal} before it listened:\n${output}`));
    });
  });
}
