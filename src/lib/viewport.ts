import { proxy } from 'valtio/vanilla';
import { viewport as viewportConstants } from './constants';

/** The viewport the screens lay out against (product-spec §3: width default 375, height 0.4 × width). */
export interface ViewportState {
  width: number;
  height: number;
}

/** The height that goes with a width: 0.4 of it, rounded to whole pixels. */
export function heightFor(width: number): number {
  return Math.round(width * viewportConstants.heightRatio);
}

const initial = (): ViewportState => ({ width: viewportConstants.defaultWidth, height: heightFor(viewportConstants.defaultWidth) });

/** The viewport store. */
export const viewportStore = proxy<ViewportState>(initial());

/**
 * Measures the viewport and stores width and height; a missing or zero width (no window, a webview
 * not laid out yet) keeps the default 375.
 */
export function measureViewport(win: Pick<Window, 'innerWidth'> | undefined = typeof window === 'undefined' ? undefined : window): ViewportState {
  const measured = win?.innerWidth ?? 0;
  const width = measured > 0 ? measured : viewportConstants.defaultWidth;
  viewportStore.width = width;
  viewportStore.height = heightFor(width);
  return { width, height: viewportStore.height };
}

/** Resets the store (tests). */
export function resetViewport(): void {
  Object.assign(viewportStore, initial());
}
