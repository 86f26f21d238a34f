import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { headers as headerNames } from '@gen/constants.gen';
import type { Db, Queryable } from '../db';
import { GatewayError, badRequest } from '../errors';
import { newId } from '../lib/ids';
import { findSession } from '../sessions';
import type { GatewaySettings } from '../settings';
import { MAX_UPLOAD_BASE64_LENGTH } from '../validation';
import { memberOf, type AreaHandlers } from './types';

/** The largest picture accepted, in bytes (the app compresses to this first). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Its base64 length (the shape check of gateway/validation.ts lets `body.contentBase64` be this long). */
const UPLOAD_BASE64_MAX = MAX_UPLOAD_BASE64_LENGTH;
/** The largest body of upload.image: the picture in base64 (4 characters per 3 bytes) and some room for the JSON around it. */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_BASE64_MAX + 16 * 1024;
/** Where the gateway serves an uploaded picture back: `${FILES_PATH}<fileId>`. */
export const FILES_PATH = '/gw/files/';

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, at: number, signature: readonly number[]) => signature.every((byte, i) => bytes[at + i] === byte);

/** The picture's type from its first bytes (JPEG, PNG, WebP), or null: names and declared types decide nothing. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <size> WEBP
  if (startsWith(bytes, 0, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, 8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The picture's bytes: strict base64, checked for size before it is decoded. */
function decodePicture(text: string): Buffer {
  if (text.length === 0) throw badRequest('请选择要上传的图片', 'UPLOAD_EMPTY');
  if (text.length > UPLOAD_BASE64_MAX) throw new GatewayError(413, 'UPLOAD_TOO_LARGE', '图片不能超过5MB');
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw badRequest('图片数据无效', 'UPLOAD_BAD_DATA');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.byteLength === 0) throw badRequest('请选择要上传的图片', 'UPLOAD_EMPTY');
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new GatewayError(413, 'UPLOAD_TOO_LARGE', '图片不能超过5MB');
  return bytes;
}

const EXTENSIONS: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * The name the picture is served under: the given name without control, bidi or path characters, its
 * extension replaced by the one of the real type (a "photo.jpg" that is a PNG is served as photo.png).
 */
export function servedName(given: string, type: ImageType): string {
  const base = given
    .replace(/[\p{Cc}\p{Cf}\\/"]/gu, '')
    .trim()
    .replace(/\.[^.]*$/, '')
    .slice(0, 100);
  return `${base || 'image'}.${EXTENSIONS[type]}`;
}

/** The path of a file's bytes in the upload directory (ids are `file_<hex>`: no path characters). */
const storedPath = (dir: string, fileId: string) => path.join(dir, fileId);

export const uploadHandlers: AreaHandlers<'upload'> = {
  async 'upload.image'(ctx) {
    const { body, db, settings } = ctx;
    const memberId = memberOf(ctx);
    const bytes = decodePicture(body.contentBase64);
    const contentType = sniffImage(bytes);
    if (contentType === null) throw new GatewayError(415, 'UPLOAD_TYPE', '仅支持 JPEG、PNG 或 WebP 图片');
    const fileId = newId('file');
    const fileName = servedName(body.fileName, contentType);
    if (settings.uploadDir !== null) {
      await mkdir(settings.uploadDir, { recursive: true });
      await writeFile(storedPath(settings.uploadDir, fileId), bytes, { flag: 'wx' });
    }
    await db.query('insert into uploads (file_id, member_id, file_name, content_type, size, data) values ($1, $2, $3, $4, $5, $6)', [
      fileId,
      memberId,
      fileName,
      contentType,
      bytes.byteLength,
      settings.uploadDir === null ? bytes : null,
    ]);
    return { fileId, url: `${FILES_PATH}${fileId}`, contentType, size: bytes.byteLength, fileName };
  },
};

/** The body limit of a call: upload.image carries a picture, every other call the settings' limit. */
export function bodyLimitOf(callId: string, settings: Pick<GatewaySettings, 'maxBodyBytes'>): number {
  return callId === 'upload.image' ? Math.max(settings.maxBodyBytes, UPLOAD_BODY_MAX_BYTES) : settings.maxBodyBytes;
}

/** The file id of a URL of {@link FILES_PATH}, or null for anything else. */
export function fileIdOf(url: string): string | null {
  const match = /^\/gw\/files\/(file_[0-9a-f]{16})$/.exec(url);
  return match?.[1] ?? null;
}

/** Which of these file ids the member uploaded. */
export async function ownFileIds(db: Queryable, memberId: string, fileIds: readonly string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db.query<{ file_id: string }>('select file_id from uploads where member_id = $1 and file_id = any($2::text[])', [memberId, [...fileIds]]);
  return new Set(rows.map((row) => row.file_id));
}

/** Marks the member's files of these URLs as published (shown to everyone, like an evaluation's photos). */
export async function publishUploads(db: Queryable, memberId: string, urls: readonly string[]): Promise<void> {
  const ids = urls.map(fileIdOf).filter((id): id is string => id !== null);
  if (ids.length > 0) await db.query('update uploads set published = true where member_id = $1 and file_id = any($2::text[])', [memberId, ids]);
}

/**
 * GET /gw/files/<fileId>: the picture, to the member who uploaded it (the token header, or the token
 * cookie an <img> sends); 404 to anyone else, so another member learns nothing, not even that it exists.
 * A published picture (an evaluation's photo) is served to everyone, as the review it belongs to is.
 */
/** An uploaded picture as stored, or null when there is none (or its file is gone). */
export interface StoredUpload {
  readonly fileName: string;
  readonly contentType: ImageType;
  readonly bytes: Uint8Array;
}

/**
 * Reads an upload for `reader`: their own, or one published; null for anything else. `reader` 'seller desk'
 * is the gateway's seller stand-in, which shows the vouchers of the order it opens.
 */
export async function readUpload(
  db: Queryable,
  settings: Pick<GatewaySettings, 'uploadDir'>,
  fileId: string,
  reader: { memberId: string | null } | 'seller desk',
): Promise<StoredUpload | null> {
  const rows = await db.query<{ file_name: string; content_type: ImageType; data: Uint8Array | null }>(
    'select file_name, content_type, data from uploads where file_id = $1 and ($2::boolean or published or member_id = $3)',
    [fileId, reader === 'seller desk', reader === 'seller desk' ? null : reader.memberId],
  );
  const row = rows[0];
  if (row === undefined) return null;
  let bytes: Uint8Array;
  if (row.data !== null) bytes = row.data;
  else if (settings.uploadDir !== null) {
    try {
      bytes = await readFile(storedPath(settings.uploadDir, fileId));
    } catch {
      return null;
    }
  } else return null;
  return { fileName: row.file_name, contentType: row.content_type, bytes };
}

export function registerUploads<E extends Env>(app: Hono<E>, db: Db, settings: Pick<GatewaySettings, 'uploadDir'>): void {
  app.get(`${FILES_PATH}:fileId`, async (c) => {
    const token = c.req.header(headerNames.token) || getCookie(c, headerNames.token) || null;
    const session = await findSession(db, token);
    const upload = await readUpload(db, settings, c.req.param('fileId'), { memberId: session?.memberId ?? null });
    if (upload === null) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const { bytes } = upload;
    // Served as what its bytes are, never sniffed into something else, and shown rather than saved.
    const ascii = upload.fileName.replace(/[^\x20-\x7e]/g, '_');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': upload.contentType,
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`,
      'Cache-Control': 'private, max-age=86400',
      Vary: 'Cookie',
    });
  });
}
