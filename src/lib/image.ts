/** A picked picture the browser cannot decode, or one still too large after scaling down. */
export class ImageUnreadableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ImageUnreadableError';
  }
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ImageUnreadableError('the picture could not be decoded'));
    image.src = src;
  });
}

export interface ScaleOptions {
  /** Longest side of the result in pixels (a smaller picture is not enlarged unless `enlarge`). */
  readonly maxSide: number;
  /** Longest data: URL the result may be. */
  readonly maxChars: number;
  /** Keep the centred square of the picture only (an avatar). */
  readonly square?: boolean;
  /** Bring a smaller picture up to `maxSide` too (an avatar is always one size). */
  readonly enlarge?: boolean;
}

/**
 * A picked picture made ready to send inline (the spec has no upload call): scaled to at most `maxSide`
 * and re-encoded as JPEG, smaller and at a lower quality each try until it fits `maxChars` — a phone
 * photo of several MB becomes one of a few hundred KB at most. Throws ImageUnreadableError.
 */
export async function scaledJpeg(dataUrl: string, { maxSide, maxChars, square = false, enlarge = false }: ScaleOptions): Promise<string> {
  const image = await loadImage(dataUrl);
  const crop = square ? Math.min(image.naturalWidth, image.naturalHeight) : undefined;
  const width = crop ?? image.naturalWidth;
  const height = crop ?? image.naturalHeight;
  if (width === 0 || height === 0) throw new ImageUnreadableError('the picture is empty');
  const fit = maxSide / Math.max(width, height);
  let scale = enlarge ? fit : Math.min(1, fit);
  let quality = 0.85;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new ImageUnreadableError('the picture could not be scaled');
    // JPEG has no transparency: a transparent picture sits on white rather than black.
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, (image.naturalWidth - width) / 2, (image.naturalHeight - height) / 2, width, height, 0, 0, canvas.width, canvas.height);
    const encoded = canvas.toDataURL('image/jpeg', quality);
    if (encoded.length <= maxChars) return encoded;
    scale *= 0.75;
    quality = Math.max(0.5, quality - 0.1);
  }
  throw new ImageUnreadableError('the picture is too large');
}
