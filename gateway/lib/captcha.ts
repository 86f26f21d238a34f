import { deflateSync } from 'node:zlib';

/**
 * A tiny PNG captcha: digits drawn from a 5×7 bitmap font with jitter and noise, encoded without any
 * image library (zlib + CRC-32 from the PNG spec). Good enough for a local stand-in of a captcha service.
 */

const FONT: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (as a data URL) showing `digits` on a noisy background; `random` is injectable for tests. */
export function captchaDataUrl(digits: string, random: () => number = Math.random): string {
  const width = 120;
  const height = 40;
  const scale = 4;
  const pixels = Buffer.alloc(width * height * 3, 0xf4);
  const set = (x: number, y: number, rgb: readonly [number, number, number]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    pixels.set(rgb, (y * width + x) * 3);
  };
  for (let i = 0; i < 300; i += 1) set(Math.floor(random() * width), Math.floor(random() * height), [180, 180, 190]);
  [...digits].forEach((digit, index) => {
    const glyph = FONT[digit] ?? FONT['0']!;
    const left = 10 + index * 26 + Math.floor(random() * 4);
    const top = 4 + Math.floor(random() * 6);
    const colour: [number, number, number] = [30 + Math.floor(random() * 120), 40, 90 + Math.floor(random() * 100)];
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy += 1) for (let dx = 0; dx < scale - 1; dx += 1) set(left + gx * (scale - 1) + dx, top + gy * scale + dy, colour);
      });
    });
  });
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) pixels.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
