import { native } from '../constants';

/**
 * Whether a user agent is the platform's native app webview: the app appends its marker
 * (constants `native.userAgentMarker`, e.g. `… MrBuyerApp/2.1.7`) to the system webview's user agent.
 */
export function isNativeUserAgent(userAgent: string | undefined): boolean {
  return !!userAgent && userAgent.includes(native.userAgentMarker);
}
