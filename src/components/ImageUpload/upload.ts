import { api, type CallData } from '@/lib/api';

/** The most a picture may weigh once compressed (the gateway refuses more: spec/calls/upload.yaml). */
export const UPLOAD_MAX_MB = 5;
/** What the browser compresses to: well under the limit, quick to sign and send on a site's mobile network. */
const TARGET_MB = 1;
const MAX_SIDE = 2048;

export type UploadedFile = CallData<'upload.image'>;

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A picture made small enough to send: browser-image-compression, loaded with the first upload (never
 * part of the first load), on the page's thread (its worker would come from a CDN the CSP refuses). A
 * file it cannot decode goes as it is: the gateway decides by its bytes and says why it refuses it.
 */
async function compressed(file: File): Promise<Blob> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const out = await imageCompression(file, { maxSizeMB: TARGET_MB, maxWidthOrHeight: MAX_SIDE, useWebWorker: false });
    return out.size < file.size ? out : file;
  } catch {
    return file;
  }
}

/** Compresses a picked file and uploads it with the signed upload call; rejects with the call's error. */
export async function uploadPicture(file: File): Promise<UploadedFile> {
  const blob = await compressed(file);
  return api.upload.image({ fileName: file.name || 'image', contentBase64: await base64Of(blob) });
}

/** A picture the native picker answered as a data: URL, as a file to upload (decoded here: the CSP's connect-src has no data:). */
export function fileOfDataUrl(dataUrl: string, name: string | undefined): File {
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('not a data: URL');
  const text = match[2] ? atob(match[3]!) : decodeURIComponent(match[3]!);
  const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
  return new File([bytes], name ?? 'image', { type: match[1] ?? '' });
}
