import type { ComponentType } from 'react';
import { chunkLoadSucceeded, isChunkLoadError, reloadOnce } from '@/lib/chunkReload';
import { t } from '@/lib/i18n';
import { logger } from '@/lib/log';
import type { ScreenModule } from '@/lib/routes';

const loaded = new Map<string, ComponentType>();

/** The screen component of a route whose module has loaded (the loader made sure of it). */
export function loadedScreen(path: string): ComponentType | undefined {
  return loaded.get(path);
}

/** Forgets the loaded screens (tests). */
export function resetLoadedScreens(): void {
  loaded.clear();
}

/**
 * Loads a screen module once; undefined when the screen is not built (the route answers 404). A failed
 * chunk load reloads the page once (a new deployment replaced the chunks); if that already happened
 * moments ago it becomes an error for the error page.
 */
export async function loadScreen(
  path: string,
  load: () => Promise<ScreenModule | undefined>,
  reload: () => boolean = reloadOnce,
): Promise<ComponentType | undefined> {
  const known = loaded.get(path);
  if (known) return known;
  try {
    const module = await load();
    chunkLoadSucceeded();
    if (!module) return undefined;
    loaded.set(path, module.default);
    return module.default;
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    logger().warn(`chunk of ${path} failed to load`, error);
    // The page is going away: never settle, so nothing renders a half-failed state before the reload.
    if (reload()) return new Promise<never>(() => undefined);
    throw new Error(t('error.chunkLoad'), { cause: error });
  }
}
