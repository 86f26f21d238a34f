import { INK, LIGHT, RED, STEEL, shadow, wheel } from './kit';

/**
 * The goods drawings, in a 400×300 frame with the subject inside its middle 300×300: the lists crop the
 * picture to a square (object-fit: cover), the detail shows it whole.
 */

/** A concrete mixer truck, side on, cab to the right. */
export function mixerTruck(): string {
  return [
    shadow(200, 230, 150),
    `<rect x="66" y="190" width="270" height="16" rx="4" fill="${INK}"/>`,
    `<path d="M96 190 L108 160 L122 190Z M226 190 L238 156 L252 190Z" fill="${INK}"/>`,
    '<g transform="rotate(-9 166 146)">',
    '<path d="M76 146 Q76 108 118 104 L214 98 Q256 102 258 146 Q256 190 214 194 L118 188 Q76 184 76 146Z" fill="#b7c1cb"/>',
    '<path d="M132 103 L160 191 M174 100 L202 193 M216 99 L240 186" stroke="#fff" stroke-width="8" opacity=".5"/>',
    `<ellipse cx="80" cy="146" rx="9" ry="30" fill="${STEEL}"/>`,
    '</g>',
    `<path d="M74 166 L58 188" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="M262 190 V140 Q262 130 272 130 H306 Q316 130 320 138 L336 168 Q338 172 338 178 V190Z" fill="${RED}"/>`,
    '<path d="M276 142 H304 L318 168 H276Z" fill="#dceefa"/>',
    '<rect x="330" y="180" width="8" height="6" rx="2" fill="#ffd666"/>',
    wheel(104, 208, 19),
    wheel(150, 208, 19),
    wheel(298, 208, 19),
  ].join('');
}

/** Little grains on a pile of sand: fixed spots, so the picture never changes. */
const GRAINS = [
  [150, 170],
  [182, 150],
  [214, 176],
  [248, 160],
  [120, 206],
  [170, 204],
  [232, 210],
  [270, 196],
  [300, 218],
  [200, 132],
  [98, 222],
  [140, 226],
];

/** A pile of sand with a shovel in it. */
export function sandPile(): string {
  const grains = GRAINS.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3"/>`).join('');
  return [
    shadow(200, 232, 160),
    '<path d="M52 232 Q110 150 170 116 Q200 100 230 116 Q290 150 348 232Z" fill="#e6c48c"/>',
    '<path d="M206 104 Q220 108 230 116 Q290 150 348 232 H232 Q244 168 206 104Z" fill="#d6ad6e"/>',
    `<g fill="#c2955a">${grains}</g>`,
    `<path d="M262 76 L244 150" stroke="${RED}" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="M252 74 L272 79" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="M232 146 L258 152 L250 180 Q238 188 226 178Z" fill="${STEEL}"/>`,
  ].join('');
}

const STONE_COLOURS = ['#9aa1a8', '#b4b9be', '#7f868e', '#a69f95'];

/** A pile of gravel: rows of rounded stones, fewer per row towards the top, with a marker flag. */
export function gravelPile(): string {
  const stones: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let index = 0; index < 7 - row; index += 1) {
      const cx = 86 + row * 19 + index * 38;
      const cy = 216 - row * 23;
      const rx = 19 + ((index * 7 + row * 3) % 5);
      const ry = 13 + ((index * 5 + row) % 4);
      stones.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${STONE_COLOURS[(index * 3 + row) % 4]}"/>`);
    }
  }
  return [
    shadow(200, 232, 160),
    ...stones,
    '<ellipse cx="200" cy="104" rx="20" ry="13" fill="#9aa1a8"/>',
    `<path d="M206 96 V52" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M206 52 L234 60 L206 70Z" fill="${RED}"/>`,
  ].join('');
}

const BAG = 'M140 80 Q200 68 260 80 Q274 158 266 234 Q200 246 134 234 Q126 158 140 80Z';

/** An upright cement bag: kraft paper, a red band and a plain mark (no lettering). */
export function cementBag(): string {
  return [
    shadow(200, 240, 90),
    `<defs><clipPath id="bag"><path d="${BAG}"/></clipPath></defs>`,
    `<path d="${BAG}" fill="#f1e9da" stroke="#d9c9ac" stroke-width="3"/>`,
    `<g clip-path="url(#bag)"><rect x="100" y="118" width="200" height="26" fill="${RED}"/>`,
    '<rect x="100" y="210" width="200" height="40" fill="#e6dac4"/></g>',
    '<path d="M146 92 Q200 82 254 92" stroke="#cbb99a" stroke-width="3" stroke-dasharray="6 5" fill="none"/>',
    `<circle cx="200" cy="178" r="19" fill="none" stroke="${STEEL}" stroke-width="5"/>`,
    `<path d="M189 186 L200 167 L211 186Z" fill="${STEEL}"/>`,
  ].join('');
}

/** Where each row of the bundle ends on the right: uneven, as cut bars lie. */
const REBAR_ROW_ENDS = [326, 344, 334, 348, 330];

/**
 * A bundle of ribbed rebar seen from its end (a hexagonal cluster of round ends) and along its side,
 * tied with red wire. Many thin bars, not a few thick ones, so it reads as steel rather than logs.
 */
export function rebarBundle(): string {
  const rods: string[] = [];
  const ends: string[] = [];
  REBAR_ROW_ENDS.forEach((end, index) => {
    const row = index - 2;
    const y = 160 + row * 17;
    const count = 5 - Math.abs(row);
    rods.push(`<rect x="110" y="${y - 9}" width="${end - 110}" height="18" rx="9"/>`);
    for (let bar = 0; bar < count; bar += 1) ends.push(`<circle cx="${120 - (count - 1) * 10 + bar * 20}" cy="${y}" r="9"/>`);
  });
  const ribs = REBAR_ROW_ENDS.map((end, index) => `M140 ${122 + index * 17} H${end - 10}`).join(' ');
  return [
    shadow(214, 214, 146),
    `<g fill="#8a6f60" stroke="#5e4b42" stroke-width="2.5">${rods.join('')}</g>`,
    `<path d="${ribs}" stroke="#b0927f" stroke-width="3" stroke-dasharray="4 5"/>`,
    `<path d="M210 118 V202 M290 118 V202" stroke="${RED}" stroke-width="7" stroke-linecap="round"/>`,
    `<g fill="#5e4b42" stroke="#a78b7b" stroke-width="3">${ends.join('')}</g>`,
  ].join('');
}

/** Hollow concrete blocks, stacked: the neutral picture for a name we have no drawing for. */
export function blockStack(): string {
  const blocks: string[] = [];
  const rows = [
    [86, 190, 3],
    [122, 146, 2],
    [158, 102, 1],
  ];
  for (const [left, top, count] of rows) {
    for (let index = 0; index < count!; index += 1) {
      const x = left! + index * 78;
      blocks.push(
        `<rect x="${x}" y="${top}" width="72" height="40" rx="4" fill="#b7c1cb"/>`,
        `<rect x="${x + 12}" y="${top! + 12}" width="18" height="16" rx="3" fill="${STEEL}"/>`,
        `<rect x="${x + 42}" y="${top! + 12}" width="18" height="16" rx="3" fill="${STEEL}"/>`,
      );
    }
  }
  return [shadow(200, 232, 140), ...blocks, `<rect x="86" y="230" width="228" height="4" rx="2" fill="${LIGHT}"/>`].join('');
}
