import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoImageSvg, isDemoImageName } from '../../gateway/demoImages';

/** Every picture name the demo seed points at (`img('concrete-1')`). */
const seedNames = [...new Set([...readFileSync('gateway/seed/demo.ts', 'utf8').matchAll(/img\('([A-Za-z0-9-]+)'\)/g)].map((match) => match[1]!))];

/** The element names of a piece of XML if every tag is closed in order, else the first problem. */
function elementsOf(xml: string): string[] {
  const open: string[] = [];
  const seen: string[] = [];
  for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([A-Za-z]+)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes nothing`);
    } else {
      seen.push(name!);
      if (!selfClosing) open.push(name!);
    }
  }
  if (open.length > 0) throw new Error(`<${open.join('>, <')}> not closed`);
  return seen;
}

/** The root element's size and view box. */
function sizeOf(svg: string) {
  const root = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)">/.exec(svg);
  if (!root) throw new Error(`not an svg root: ${svg.slice(0, 80)}`);
  const [, width, height, viewWidth, viewHeight] = root.map(Number);
  expect([viewWidth, viewHeight]).toEqual([width, height]);
  return `${width}x${height}`;
}

describe('demo pictures', () => {
  it('knows the names the seed uses', () => {
    expect(seedNames).toEqual(expect.arrayContaining(['concrete-1', 'banner-concrete', 'cat-steel', 'shop-platform', 'avatar-a', 'license', 'sign-1']));
  });

  it.each(seedNames)('%s is small, well-formed, wordless and self-contained', (name) => {
    const svg = demoImageSvg(name);
    expect(svg.length).toBeLessThan(3000);
    expect(svg.endsWith('</svg>')).toBe(true);
    const elements = elementsOf(svg);
    expect(elements[0]).toBe('svg');
    expect(elements.filter((element) => element === 'svg')).toHaveLength(1);
    // Nothing that runs, loads or spells: the CSP (img-src 'self') and the app's own captions rely on it.
    expect(elements).not.toContain('script');
    expect(elements).not.toContain('text');
    expect(elements).not.toContain('image');
    expect(elements).not.toContain('foreignObject');
    expect(svg).not.toMatch(/\son[a-z]+=|href|javascript:|@import/i);
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|\/\//);
    // Fragment references only (a clip path, a gradient of the same picture).
    for (const [, target] of svg.matchAll(/url\(([^)]*)\)/g)) expect(target).toMatch(/^#[a-z]+$/);
  });

  it('draws the same picture for the same name, and a different subject per kind', () => {
    expect(demoImageSvg('concrete-1')).toBe(demoImageSvg('concrete-1'));
    const subjects = ['concrete-1', 'sand-1', 'gravel-1', 'cement-1', 'rebar-1', 'cat-concrete', 'banner-concrete', 'banner-cement', 'banner-finance'];
    expect(new Set(subjects.map(demoImageSvg)).size).toBe(subjects.length);
    expect(new Set(['shop-hdsp', 'shop-js', 'shop-bg', 'shop-platform'].map(demoImageSvg)).size).toBe(4);
    // The second picture of a goods is not a copy of the first.
    expect(demoImageSvg('concrete-2')).not.toBe(demoImageSvg('concrete-1'));
  });

  it('sizes each kind for where the app shows it', () => {
    expect(sizeOf(demoImageSvg('concrete-1'))).toBe('400x300');
    expect(sizeOf(demoImageSvg('license'))).toBe('400x300');
    // The home carousel is 351×140: a banner has its aspect.
    expect(sizeOf(demoImageSvg('banner-cement'))).toBe('700x280');
    // Category icons, shop logos and avatars are shown in circles.
    for (const name of ['cat-cement', 'shop-js', 'avatar-a']) expect(sizeOf(demoImageSvg(name))).toBe('120x120');
  });

  it('draws a neutral building-materials picture for a name it does not know, without writing the name', () => {
    const unknown = demoImageSvg('mystery-9');
    expect(sizeOf(unknown)).toBe('400x300');
    expect(unknown).not.toContain('mystery');
    expect(unknown).toBe(demoImageSvg('another'));
    expect(() => elementsOf(unknown)).not.toThrow();
  });

  it('serves only plain names', () => {
    expect(isDemoImageName('concrete-1.svg')).toBe(true);
    expect(isDemoImageName('../secret.svg')).toBe(false);
    expect(isDemoImageName('a.svg.js')).toBe(false);
  });
});
