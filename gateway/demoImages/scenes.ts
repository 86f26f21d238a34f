import { INK, LIGHT, PAPER, RED, STEEL, shadow } from './kit';
import { cementBag, mixerTruck } from './goods';

/**
 * The wide banners (700×280, the home carousel's 351×140 at twice the pixels). The app writes the
 * banner's title in white over the lower left, so that side stays a plain, dark-enough gradient and the
 * drawing keeps to the right half.
 */

const gradient = (from: string, to: string) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
  '<rect width="700" height="280" fill="url(#sky)"/>';

/** Two faint rings on the calm side, so it is not an empty slab. */
const rings = '<g fill="none" stroke="#fff" stroke-width="18" opacity=".06"><circle cx="120" cy="40" r="110"/><circle cx="300" cy="260" r="70"/></g>';

/** A building site: a tower crane, a building going up and a mixer truck in front. */
export function siteBanner(): string {
  const floors = [0, 1, 2, 3].map((floor) => `<rect x="452" y="${196 - floor * 34}" width="132" height="28" fill="#dfe6ee"/>`).join('');
  return [
    gradient('#1f3b63', '#3f6a9c'),
    rings,
    '<rect y="236" width="700" height="44" fill="#1a3152"/>',
    floors,
    `<path d="M452 94 H590 M470 94 V230 M518 94 V230 M566 94 V230" stroke="${STEEL}" stroke-width="5"/>`,
    `<path d="M626 236 V40 M646 236 V40 M626 60 L646 80 L626 100 L646 120 L626 140 L646 160 L626 180 L646 200 L626 220" stroke="#ffd666" stroke-width="5" fill="none"/>`,
    '<path d="M440 40 H690 V50 H440Z" fill="#ffd666"/><rect x="664" y="50" width="26" height="22" fill="#b7c1cb"/>',
    `<path d="M474 50 V118" stroke="${INK}" stroke-width="3"/><rect x="456" y="118" width="36" height="10" rx="2" fill="${RED}"/>`,
    '<g transform="translate(330 98) scale(.6)">',
    mixerTruck(),
    '</g>',
  ].join('');
}

/** A pallet of cement bags. */
export function palletBanner(): string {
  const bags: string[] = [];
  const rows = [
    [404, 198, 3],
    [404, 162, 3],
    [437, 126, 2],
  ];
  for (const [left, top, count] of rows) {
    for (let index = 0; index < count!; index += 1) {
      const x = left! + index * 66;
      bags.push(
        `<rect x="${x}" y="${top}" width="62" height="34" rx="12" fill="#f1e9da"/>`,
        `<rect x="${x + 26}" y="${top}" width="10" height="34" fill="#d9c9ac"/>`,
      );
    }
  }
  return [
    gradient('#a3170a', '#de4a26'),
    rings,
    '<rect y="252" width="700" height="28" fill="#000" opacity=".12"/>',
    '<rect x="400" y="232" width="204" height="10" rx="2" fill="#8a5a44"/>',
    '<path d="M410 242 V252 M502 242 V252 M594 242 V252" stroke="#6e4634" stroke-width="10"/>',
    ...bags,
    '<g transform="translate(550 129) scale(.5)">',
    cementBag(),
    '</g>',
  ].join('');
}

/** Finance: coins and a rising chart. */
export function financeBanner(): string {
  const bars = [
    [420, 176],
    [464, 150],
    [508, 122],
    [552, 92],
  ]
    .map(([x, y]) => `<rect x="${x}" y="${y}" width="30" height="${236 - y!}" rx="4" fill="#fff" opacity=".22"/>`)
    .join('');
  const coins = [0, 1, 2, 3, 4]
    .map((index) => `<ellipse cx="630" cy="${226 - index * 16}" rx="40" ry="13" fill="#f5c24a" stroke="#d99a1e" stroke-width="4"/>`)
    .join('');
  return [
    gradient('#0f3b57', '#1f7a8c'),
    rings,
    bars,
    '<path d="M412 170 L466 140 L510 150 L566 84" stroke="#ffd666" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
    '<path d="M550 78 L574 74 L570 98Z" fill="#ffd666"/>',
    coins,
    '<path d="M618 154 H642" stroke="#d99a1e" stroke-width="5" stroke-linecap="round"/>',
  ].join('');
}

/** Shop logos (120×120): a coloured disc and a white mark of what the shop sells. */
const SHOP_MARKS = {
  /** A mixer drum on a wheel base. */
  drum: '<ellipse cx="52" cy="58" rx="25" ry="16" transform="rotate(-12 52 58)"/><path d="M78 78 V54 H88 L96 66 V78Z"/><rect x="24" y="76" width="72" height="7" rx="3"/><circle cx="40" cy="88" r="7"/><circle cx="84" cy="88" r="7"/>',
  /** An I-beam, end on. */
  beam: '<path d="M34 34 H86 V46 H66 V74 H86 V86 H34 V74 H54 V46 H34Z"/>',
  /** A house with a roof: the platform's own shop. */
  house: '<path d="M60 30 L92 58 H84 V88 H36 V58 H28Z"/>',
  /** Two hills: sand and stone. */
  hills: '<path d="M26 86 L52 44 L66 66 L76 52 L96 86Z"/>',
} as const;

const SHOP_LOOKS: Record<string, [string, keyof typeof SHOP_MARKS]> = {
  hdsp: ['#2f6fb0', 'drum'],
  bg: ['#4a5a6e', 'beam'],
  platform: [RED, 'house'],
  js: ['#c9891d', 'hills'],
};
const SHOP_FALLBACKS: [string, keyof typeof SHOP_MARKS][] = [
  ['#2f6fb0', 'drum'],
  ['#4a5a6e', 'beam'],
  ['#2e8b6e', 'hills'],
  ['#c9891d', 'house'],
];

export function shopLogo(key: string, variant: number): string {
  const [colour, mark] = SHOP_LOOKS[key] ?? SHOP_FALLBACKS[variant % SHOP_FALLBACKS.length]!;
  return `<circle cx="60" cy="60" r="60" fill="${colour}"/><g fill="#fff">${SHOP_MARKS[mark]}</g>`;
}

/** A buyer's avatar (120×120): head and shoulders in a red hard hat. */
export function hardHatAvatar(): string {
  return [
    '<path d="M16 120 Q18 88 60 84 Q102 88 104 120Z" fill="#4a6fa5"/>',
    '<path d="M48 86 L60 102 L72 86Z" fill="#fff"/>',
    '<rect x="52" y="70" width="16" height="18" rx="6" fill="#e8b88f"/>',
    '<circle cx="60" cy="56" r="22" fill="#f2c9a0"/>',
    `<path d="M36 50 Q36 24 60 24 Q84 24 84 50Z" fill="${RED}"/>`,
    `<rect x="30" y="46" width="60" height="8" rx="4" fill="${RED}"/><rect x="57" y="24" width="6" height="22" fill="#a3170a"/>`,
    `<circle cx="52" cy="62" r="2.5" fill="${INK}"/><circle cx="68" cy="62" r="2.5" fill="${INK}"/>`,
    `<path d="M53 71 Q60 76 67 71" stroke="${INK}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
  ].join('');
}

/** Grey lines standing for text on a document. */
const lines = (x: number, y: number, widths: number[], gap = 18) =>
  widths.map((width, index) => `<rect x="${x}" y="${y + index * gap}" width="${width}" height="7" rx="3.5" fill="#dfe3e8"/>`).join('');

/** A red seal: a ring and a star. */
const seal = (cx: number, cy: number, r: number) =>
  `<g opacity=".85"><circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${RED}" stroke-width="4"/>` +
  `<path transform="translate(${cx} ${cy}) scale(${r / 26})" d="M0 -12 L3.5 -4 L12 -3.5 L5.5 2 L7.5 11 L0 6 L-7.5 11 L-5.5 2 L-12 -3.5 L-3.5 -4Z" fill="${RED}"/></g>`;

/** A sheet of paper on the table. */
const sheet = `${shadow(200, 278, 110)}<rect x="112" y="24" width="176" height="248" rx="8" fill="${PAPER}" stroke="#e3e6ea" stroke-width="2"/>`;

/** Paper documents (400×300): a licence, an ID card's two faces, a test report, a signed receipt. */
export function documentPicture(kind: string): string {
  switch (kind) {
    case 'license':
      return [
        sheet,
        `<rect x="124" y="36" width="152" height="224" rx="4" fill="none" stroke="#e8c9a0" stroke-width="3"/>`,
        `<rect x="160" y="54" width="80" height="12" rx="6" fill="${STEEL}"/>`,
        lines(140, 86, [120, 96, 120, 80, 110, 64]),
        seal(236, 222, 24),
      ].join('');
    case 'id-front':
      return [
        shadow(200, 246, 140),
        `<rect x="60" y="56" width="280" height="180" rx="14" fill="#eef4fa" stroke="#d5e0ec" stroke-width="2"/>`,
        lines(84, 86, [90, 120, 70, 130, 110], 24),
        `<rect x="244" y="84" width="72" height="92" rx="6" fill="${LIGHT}"/>`,
        '<circle cx="280" cy="118" r="17" fill="#f2c9a0"/><path d="M252 176 Q254 144 280 142 Q306 144 308 176Z" fill="#4a6fa5"/>',
        `<rect x="84" y="206" width="232" height="8" rx="4" fill="${LIGHT}"/>`,
      ].join('');
    case 'id-back':
      return [
        shadow(200, 246, 140),
        `<rect x="60" y="56" width="280" height="180" rx="14" fill="#eef4fa" stroke="#d5e0ec" stroke-width="2"/>`,
        seal(110, 104, 26),
        `<rect x="156" y="90" width="150" height="12" rx="6" fill="${STEEL}"/>`,
        lines(120, 160, [190, 160, 176], 20),
      ].join('');
    case 'report': {
      const bars = [
        [150, 30],
        [172, 44],
        [194, 24],
        [216, 52],
      ]
        .map(([x, h]) => `<rect x="${x}" y="${200 - h!}" width="14" height="${h}" rx="2" fill="#9cc3e6"/>`)
        .join('');
      return [
        sheet,
        `<rect x="140" y="44" width="120" height="12" rx="6" fill="${STEEL}"/>`,
        lines(140, 74, [120, 96, 110, 72]),
        `<path d="M140 200 H254" stroke="${LIGHT}" stroke-width="2"/>`,
        bars,
        seal(246, 232, 20),
      ].join('');
    }
    default:
      return [
        sheet,
        `<rect x="140" y="44" width="120" height="12" rx="6" fill="${STEEL}"/>`,
        lines(140, 74, [120, 96, 110, 120, 84]),
        `<path d="M140 214 Q152 186 162 210 T186 206 Q196 196 204 212 L222 204" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
        `<path d="M138 226 H230" stroke="${LIGHT}" stroke-width="2"/>`,
        seal(250, 216, 20),
      ].join('');
  }
}
