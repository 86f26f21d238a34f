/** The shared palette and frame of the demo pictures, so every picture reads as one set. */

/** The brand red, used as a small accent only. */
export const RED = '#ce200e';
/** Dark outlines: tyres, chassis, ink. */
export const INK = '#3d4550';
/** Mid and light greys: steel, concrete. */
export const STEEL = '#8e98a3';
export const LIGHT = '#c9d0d7';
export const PAPER = '#ffffff';

/** A picture of the given size: the tint fills it, the body draws on top. */
export function frame(width: number, height: number, tint: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${tint}"/>`,
    body,
    '</svg>',
  ].join('');
}

/** The soft shadow a subject stands on. */
export const shadow = (cx: number, cy: number, rx: number): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 16)}" fill="#000" opacity=".07"/>`;

/** A wheel: tyre and hub. */
export const wheel = (cx: number, cy: number, r: number): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${INK}"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.42)}" fill="${LIGHT}"/>`;
