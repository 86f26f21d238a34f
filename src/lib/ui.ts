import { proxy } from 'valtio/vanilla';
import { timeouts } from './constants';

/** Shell-wide UI state the middleware and screens switch: tab bar, page spinner, error banner. */
export interface UiState {
  tabBarVisible: boolean;
  /** A screen is loading: the page spinner is shown. */
  pageLoading: boolean;
  errorBanner: { visible: boolean; message: string };
}

const initial = (): UiState => ({ tabBarVisible: false, pageLoading: false, errorBanner: { visible: false, message: '' } });

/** The UI store. */
export const ui = proxy<UiState>(initial());

let bannerTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows or hides the bottom tab bar. */
export function setTabBarVisible(visible: boolean): void {
  ui.tabBarVisible = visible;
}

/** Sets the page loading flag (the spinner over the page). */
export function setPageLoading(loading: boolean): void {
  ui.pageLoading = loading;
}

/**
 * Shows the error banner with a message; it hides itself after 3000 ms (constants
 * `timeouts.errorBannerHideMs`). A newer message restarts the countdown.
 */
export function showErrorBanner(message: string): void {
  clearTimeout(bannerTimer);
  ui.errorBanner = { visible: true, message };
  bannerTimer = setTimeout(hideErrorBanner, timeouts.errorBannerHideMs);
}

/** Hides the error banner now. */
export function hideErrorBanner(): void {
  clearTimeout(bannerTimer);
  bannerTimer = undefined;
  ui.errorBanner = { visible: false, message: '' };
}

/** Resets the store (tests). */
export function resetUi(): void {
  clearTimeout(bannerTimer);
  bannerTimer = undefined;
  Object.assign(ui, initial());
}

/**
 * Shows a short message over the page (antd-mobile's Toast). The toast's code (and the imperative
 * renderer it shares with dialogs) loads on the first toast, so no screen's first paint waits for it.
 * When that code cannot load — the first toast of the page comes while the network is gone, often the
 * very message that says so — the message shows in the error banner instead (issue 17: never lost, and
 * no unhandled rejection).
 */
export function showToast(content: string, durationMs?: number): void {
  import('antd-mobile/es/components/toast').then(
    ({ default: Toast }) => Toast.show(durationMs === undefined ? { content } : { content, duration: durationMs }),
    () => showErrorBanner(content),
  );
}
