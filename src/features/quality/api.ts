import type { CallData } from '@/lib/api';
import { nativeBridge } from '@/lib/native';

/** A quality report with its test items and files. */
export type QualityReportDetail = CallData<'quality.show'>;

/** Whether a report file is a PDF (opened outside the page) rather than a picture (shown on it). */
export function isPdf(url: string): boolean {
  return /\.pdf(?:$|[?#])/i.test(url);
}

/**
 * Opens a PDF report: the app's PDF viewer inside the native app, a new tab in a browser (the bridge's
 * own fallback). The address is made absolute, since the app cannot resolve a path of this site.
 */
export function openPdf(url: string): Promise<void> {
  return nativeBridge().openpdf(new URL(url, window.location.href).href);
}

/** Shows the report's pictures full screen from `index` (the app's viewer, the web viewer in a browser), by absolute address. */
export function viewScans(images: readonly string[], index: number): Promise<void> {
  return nativeBridge().imageTools({ images: images.map((url) => new URL(url, window.location.href).href), index });
}
