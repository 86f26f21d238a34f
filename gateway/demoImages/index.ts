import { createHash } from 'node:crypto';
import { blockStack, cementBag, gravelPile, mixerTruck, rebarBundle, sandPile } from './goods';
import { frame } from './kit';
import { documentPicture, financeBanner, hardHatAvatar, palletBanner, shopLogo, siteBanner } from './scenes';

/**
 * The demo catalogue's pictures (`/demo/<name>.svg`): drawn on request instead of shipping binary files.
 * The name's prefix picks the subject (`concrete-1` → a mixer truck); the rest only varies the tint or
 * the facing, so the same name always gives the same picture. No text anywhere: the app writes its own.
 */

/** Goods subjects: the drawing and the soft tints it sits on. */
const GOODS: Record<string, { draw: () => string; tints: string[] }> = {
  concrete: { draw: mixerTruck, tints: ['#eaf0f6', '#eef2f0'] },
  sand: { draw: sandPile, tints: ['#f8f1e4', '#f6eee6'] },
  gravel: { draw: gravelPile, tints: ['#eef1f3', '#f1f0ec'] },
  cement: { draw: cementBag, tints: ['#f4efe8', '#eef1f4'] },
  rebar: { draw: rebarBundle, tints: ['#f3eeeb', '#eef1f4'] },
};

/** A part of a 400×300 drawing: x, y, width, height. */
type Box = [x: number, y: number, width: number, height: number];

/**
 * Each category's icon: a goods subject and the part of it to fill the icon with (the rebar's end-on
 * bundle, not its whole length, so it stays legible at 40 px).
 */
const CATEGORY_ICONS: Record<string, { subject: string; box: Box }> = {
  concrete: { subject: 'concrete', box: [66, 96, 264, 130] },
  cement: { subject: 'cement', box: [124, 66, 152, 180] },
  steel: { subject: 'rebar', box: [66, 110, 170, 100] },
  aggregate: { subject: 'gravel', box: [70, 56, 260, 176] },
};

const BANNERS: Record<string, () => string> = { concrete: siteBanner, cement: palletBanner, finance: financeBanner };

/**
 * A goods drawing as a square icon of `size`: its subject fills most of the square, since the app shows
 * category icons at 40 px inside a circle.
 */
function icon(draw: () => string, box: Box, tint: string, size: number): string {
  const [x, y, width, height] = box;
  const scale = (size * 0.84) / Math.max(width, height);
  const offset = (middle: number) => Math.round((size / 2 - middle * scale) * 10) / 10;
  const placed = `translate(${offset(x + width / 2)} ${offset(y + height / 2)}) scale(${scale.toFixed(3)})`;
  return frame(size, size, tint, `<g transform="${placed}">${draw()}</g>`);
}

export function demoImageSvg(name: string): string {
  const variant = createHash('sha256').update(name).digest()[0] ?? 0;
  const [prefix = '', ...rest] = name.toLowerCase().split('-');
  const key = rest.join('-');
  const goods = GOODS[prefix];
  if (goods) {
    // A second picture of the same goods faces the other way, so a gallery does not repeat itself.
    // The drawing is shrunk a little about its middle so a square thumbnail keeps a margin round it.
    const placed = /-2$/.test(name) ? 'matrix(-.86 0 0 .86 372 22.4)' : 'matrix(.86 0 0 .86 28 22.4)';
    return frame(400, 300, goods.tints[variant % goods.tints.length]!, `<g transform="${placed}">${goods.draw()}</g>`);
  }
  if (prefix === 'cat') {
    const category = CATEGORY_ICONS[key];
    const subject = GOODS[category?.subject ?? ''];
    return category && subject ? icon(subject.draw, category.box, subject.tints[0]!, 120) : icon(blockStack, [80, 100, 240, 136], '#eef1f4', 120);
  }
  if (prefix === 'banner') return frame(700, 280, '#1f3b63', (BANNERS[key] ?? siteBanner)());
  if (prefix === 'shop') return frame(120, 120, '#ffffff', shopLogo(key, variant));
  if (prefix === 'avatar') return frame(120, 120, '#e8eef5', hardHatAvatar());
  if (prefix === 'license' || prefix === 'report' || prefix === 'sign') return frame(400, 300, '#f1f3f5', documentPicture(prefix));
  if (prefix === 'id') return frame(400, 300, '#f1f3f5', documentPicture(key === 'back' ? 'id-back' : 'id-front'));
  return frame(400, 300, '#eef1f4', blockStack());
}

/** Whether a demo file name is one of ours: letters, digits and dashes, then `.svg`. */
export function isDemoImageName(file: string): boolean {
  return /^[A-Za-z0-9-]{1,64}\.svg$/.test(file);
}
