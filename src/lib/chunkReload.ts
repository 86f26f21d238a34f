/**
 * A failed script or style chunk load means the page was built by an older deployment whose files are
 * gone: one full reload fetches the new build (product-spec §2). The time of that reload is kept in
 * sessionStorage so that a chunk that still fails right after it shows the error page instead of
 * reloading forever.
 */
const KEY = 'buyerapp:chunkReloadAt';

/** How long after a reload another chunk failure counts as the same failure. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** Whether an error is a failed chunk load (each browser words it differently). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

export interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload?: () => void;
  now?: number;
}

function sessionStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Reloads the page unless it was reloaded for a chunk failure within the guard window; returns whether
 * it reloaded. Without sessionStorage it never reloads: no guard, no reload.
 */
export function reloadOnce(deps: ReloadDeps = {}): boolean {
  const storage = deps.storage ?? sessionStore();
  const now = deps.now ?? Date.now();
  if (!storage) return false;
  try {
    // A storage that throws on read (blocked, corrupted) is as good as none: no guard, no reload.
    const last = Number(storage.getItem(KEY) ?? '0');
    if (last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

/** A chunk loaded: the next failure (after a later deployment) may reload again. */
export function chunkLoadSucceeded(storage: Pick<Storage, 'removeItem'> | undefined = sessionStore()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Storage that cannot be written cannot hold a stale guard either.
  }
}
