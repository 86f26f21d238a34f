import { createHash } from 'node:crypto';

const PALETTE = ['#8d99ae', '#b08968', '#6c757d', '#7f5539', '#5e6472', '#a5a58d', '#9c6644', '#52796f'];

/**
 * The demo catalogue's pictures (`/demo/<name>.svg`): drawn on request instead of shipping binary
 * files, so goods, banners and categories show a stable, distinct image per name.
 */
export function demoImageSvg(name: string): string {
  const digest = createHash('sha256').update(name).digest();
  const background = PALETTE[(digest[0] ?? 0) % PALETTE.length];
  const accent = PALETTE[(digest[1] ?? 1) % PALETTE.length];
  const label = name.replace(/[^A-Za-z0-9 -]/g, '').slice(0, 24);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">',
    `<rect width="400" height="300" fill="${background}"/>`,
    `<path d="M0 230 L90 150 L170 205 L260 120 L400 215 L400 300 L0 300 Z" fill="${accent}" opacity="0.85"/>`,
    '<rect x="150" y="60" width="100" height="70" rx="6" fill="#ffffff" opacity="0.35"/>',
    `<text x="200" y="275" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#ffffff">${label}</text>`,
    '</svg>',
  ].join('');
}

/** Whether a demo file name is one of ours: letters, digits and dashes, then `.svg`. */
export function isDemoImageName(file: string): boolean {
  return /^[A-Za-z0-9-]{1,64}\.svg$/.test(file);
}
