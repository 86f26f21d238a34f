/** What the header's back arrow does, in the order of product-spec §2. */
export type BackAction = 'handler' | 'path' | 'closeNative' | 'history';

/**
 * Picks the back behaviour: a custom handler if given; else the given path; else closing the native
 * view when inside the app; else browser history back.
 */
export function resolveBackAction(options: { hasHandler: boolean; backPath?: string | undefined; inApp: boolean }): BackAction {
  if (options.hasHandler) return 'handler';
  if (options.backPath) return 'path';
  if (options.inApp) return 'closeNative';
  return 'history';
}
