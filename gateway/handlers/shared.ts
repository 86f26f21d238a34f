import { compareDecimal, normalizeDecimal } from '@/domain';
import type { Queryable } from '../db';
import { badRequest, forbidden } from '../errors';
import { FILES_PATH, fileIdOf, ownFileIds } from './upload';

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

/**
 * Pictures of a request as the caller's own uploads (upload.image): at most `max`, each the URL the upload
 * answered (`/gw/files/<fileId>`) of a file the caller uploaded, or one of `kept` (what the record being
 * edited holds already, passed back unchanged). Anything else — a data: URL, another site's address,
 * another member's file, a control or bidi character — is refused, so the seller and the buyer are only
 * ever shown pictures that passed the upload's type check and are served with its headers.
 */
export async function ownUploads(
  db: Queryable,
  memberId: string,
  urls: readonly string[],
  max: number,
  label: string,
  kept: readonly string[] = [],
): Promise<string[]> {
  if (urls.length > max) throw badRequest(`${label}最多${max}张`);
  const fresh = urls.filter((url) => !kept.includes(url));
  const ids = fresh.map((url) => {
    const id = fileIdOf(url);
    if (id === null) throw badRequest(`${label}须为上传的图片`, 'UPLOAD_REQUIRED');
    return id;
  });
  const own = await ownFileIds(db, memberId, ids);
  if (ids.some((id) => !own.has(id))) throw badRequest(`${label}须为上传的图片`, 'UPLOAD_REQUIRED');
  return urls.map((url) => (kept.includes(url) ? url : `${FILES_PATH}${fileIdOf(url)!}`));
}

/** One picture of a request as {@link ownUploads}; `keep` (the value stored before) passes unchanged. */
export async function ownUpload(db: Queryable, memberId: string, url: string, label: string, keep?: string | null): Promise<string> {
  return (await ownUploads(db, memberId, [url], 1, label, keep ? [keep] : []))[0]!;
}
