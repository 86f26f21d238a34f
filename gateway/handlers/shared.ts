import { compareDecimal, normalizeDecimal } from '@/domain';
import { badRequest, forbidden } from '../errors';

/** The largest page a list call returns. */
export const MAX_PAGE_SIZE = 100;

/** A page window: pageNum from 1, pageSize 1…100 (out-of-range values are brought into range). */
export interface PageWindow {
  readonly pageNum: number;
  readonly pageSize: number;
  readonly limit: number;
  readonly offset: number;
}

/** The window of pageNum/pageSize as a list call received them. */
export function paging(pageNum: number, pageSize: number): PageWindow {
  const num = Math.max(1, Math.trunc(pageNum));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(pageSize)));
  return { pageNum: num, pageSize: size, limit: size, offset: (num - 1) * size };
}

/** A page of the spec's `{ list, total, pageNum, pageSize }` shape. */
export function pageOf<T>(list: T[], total: number, window: PageWindow): { list: T[]; total: number; pageNum: number; pageSize: number } {
  return { list, total, pageNum: window.pageNum, pageSize: window.pageSize };
}

/**
 * Calls that name a memberId (product-spec §7) may only name the caller: another member's id is
 * refused with 403 rather than answered.
 */
export function ownMemberId(sessionMemberId: string, memberId: string): void {
  if (memberId !== sessionMemberId) throw forbidden();
}

/** A decimal input within (0, max] (or [0, max] with allowZero); normalised. */
export function boundedDecimal(value: string, max: string, label: string, allowZero = false): string {
  const cmpZero = compareDecimal(value, '0');
  if (cmpZero < 0 || (!allowZero && cmpZero === 0)) throw badRequest(`${label}必须大于0`);
  if (compareDecimal(value, max) > 0) throw badRequest(`${label}不能超过${max}`);
  return normalizeDecimal(value);
}

/** A required text input: trimmed, 1…max characters. */
export function requiredText(value: string, max: number, label: string): string {
  const text = value.trim();
  if (text.length === 0) throw badRequest(`请填写${label}`);
  if ([...text].length > max) throw badRequest(`${label}最多${max}个字符`);
  return text;
}

/** An optional text input: trimmed, at most max characters; empty becomes null. */
export function optionalText(value: string | undefined, max: number, label: string): string | null {
  if (value === undefined) return null;
  const text = value.trim();
  if ([...text].length > max) throw badRequest(`${label}最多${max}个字符`);
  return text === '' ? null : text;
}

/** At most `max` image URLs, each a path or an http(s) URL. */
export function imageList(urls: readonly string[], max: number, label: string): string[] {
  if (urls.length > max) throw badRequest(`${label}最多${max}张`);
  for (const url of urls) if (!/^(https?:\/\/|\/)\S{0,1000}$/.test(url)) throw badRequest(`${label}的地址无效`);
  return [...urls];
}

/** A date range filter: start not after end. */
export function checkDateRange(startDate: string | undefined, endDate: string | undefined): void {
  if (startDate !== undefined && endDate !== undefined && startDate > endDate) throw badRequest('开始日期不能晚于结束日期');
}

/** Today as YYYY-MM-DD of the gateway's clock. */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A picked picture sent inline: a base64 data: URL of a raster image (no SVG, which can carry script). */
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * One image of a request: an image URL, or — the spec has no upload call — the data: URL of the picture
 * the buyer picked (the bridge's pickImage), scaled down by the app and kept as it is, at most
 * `maxLength` characters. `label` names it in the message.
 */
export function inlineImage(url: string, maxLength: number, label: string): string {
  if (!url.startsWith('data:')) return imageList([url], 1, label)[0]!;
  if (url.length > maxLength) throw badRequest(`${label}图片过大，请换一张较小的图片`);
  if (!IMAGE_DATA_URL.test(url)) throw badRequest(`${label}须为 PNG、JPEG 或 WebP 图片`);
  return url;
}
