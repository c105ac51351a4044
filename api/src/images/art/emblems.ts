import type { ArtEntry } from './art-entry';
import { ONE_COLOUR } from './art-entry';
import { BLACK, BLUE, GOLD, GREEN, ORANGE, RED, WHITE, YELLOW, type ArtColour } from './palette';
import { C, mirrored, svgDocument } from './svg';

interface TwoColours {
  colour: ArtColour;
  /** The second colour; null for a one-colour picture. */
  second: ArtColour | null;
}

type Drawing = { en: string[]; kh: string[]; draw: (ink: TwoColours) => string };

const SHIELD_OUTLINES: Record<string, string> = {
  heater: 'M86 70H426V230C426 350 340 420 256 460C172 420 86 350 86 230Z',
  round: 'M96 70H416V280A160 160 0 0 1 96 280Z',
  badge: 'M256 44L440 120V280C440 370 360 430 256 470C152 430 72 370 72 280V120Z',
  hexagon: 'M256 40L444 148V364L256 472L68 364V148Z',
};

const SHIELDS: Record<string, Drawing> = Object.fromEntries(
  Object.entries(SHIELD_OUTLINES).map(([shape, d]) => [
    shape,
    {
      en: ['shield', 'crest', 'badge', 'emblem'],
      kh: ['ខែល', 'សញ្ញាសម្គាល់', 'និមិត្តសញ្ញា'],
      draw: ({ colour, second }: TwoColours) =>
        second
          ? `<clipPath id="shield"><path d="${d}"/></clipPath><path d="${d}" fill="${colour.main}"/><g clip-path="url(#shield)"><rect x="${C}" y="0" width="${C}" height="512" fill="${second.main}"/><rect x="0" y="170" width="512" height="60" fill="${colour.dark}"/></g><path d="${d}" fill="none" stroke="${colour.dark}" stroke-width="16"/>`
          : `<path d="${d}" fill="none" stroke="${colour.main}" stroke-width="26" stroke-linejoin="round"/><path d="${d}" transform="translate(${C} ${C}) scale(0.72) translate(-${C} -${C})" fill="${colour.main}"/>`,
    },
  ]),
);

function wing(ink: string, swept: boolean): string {
  const feathers: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const length = 200 - index * 22;
    const y = 170 + index * 34;
    const tilt = swept ? -30 - index * 4 : -10 - index * 6;
    feathers.push(`<ellipse cx="${236 - length / 2}" cy="${y}" rx="${length / 2}" ry="20" transform="rotate(${tilt} 236 ${y})" fill="${ink}"/>`);
  }
  return `<path d="M236 150C180 120 120 110 60 120C110 150 170 170 236 200Z" fill="${ink}"/>${feathers.join('')}`;
}

const WINGS: Record<string, Drawing> = {
  spread: { en: ['wings', 'spread'], kh: ['ស្លាប'], draw: ({ colour }) => mirrored(wing(colour.main, false)) },
  swept: { en: ['wings', 'speed'], kh: ['ស្លាប', 'ល្បឿន'], draw: ({ colour }) => mirrored(wing(colour.main, true)) },
};

const FLAME = 'M256 470C150 470 96 400 96 320C96 230 170 190 180 100C230 150 240 190 236 230C270 200 290 130 260 40C350 90 416 190 416 310C416 400 352 470 256 470Z';
const INNER_FLAME = 'M256 450C200 450 170 410 170 360C170 310 210 290 220 240C250 270 256 300 250 330C280 310 296 280 290 240C330 280 342 320 342 360C342 410 310 450 256 450Z';

const FLAMES: Record<string, Drawing> = {
  single: {
    en: ['flame', 'fire', 'hot'],
    kh: ['អណ្តាតភ្លើង', 'ភ្លើង'],
    draw: ({ colour, second }) => `<path d="${FLAME}" fill="${colour.main}"/>${second ? `<path d="${INNER_FLAME}" fill="${second.main}"/>` : ''}`,
  },
  triple: {
    en: ['flames', 'fire'],
    kh: ['អណ្តាតភ្លើង', 'ភ្លើង'],
    draw: ({ colour, second }) =>
      [-110, 0, 110]
        .map((dx, index) => `<g transform="translate(${dx + (index === 1 ? 0 : 64)} ${index === 1 ? 0 : 90}) scale(${index === 1 ? 1 : 0.75})"><path d="${FLAME}" fill="${colour.main}"/>${second ? `<path d="${INNER_FLAME}" fill="${second.main}"/>` : ''}</g>`)
        .join(''),
  },
  'fire-ball': {
    en: ['fire ball', 'flame', 'ball', 'fire'],
    kh: ['បាល់ភ្លើង', 'ភ្លើង', 'បាល់'],
    draw: ({ colour, second }) =>
      `<path d="M60 330C40 220 120 120 200 110C170 150 180 170 200 180C230 120 290 80 360 90C320 120 320 140 340 150C390 140 430 170 450 210L420 300Z" fill="${colour.main}"/><circle cx="330" cy="330" r="130" fill="${second ? second.main : 'none'}" stroke="${colour.main}" stroke-width="24"/>`,
  },
};

const BOLT = '200,40 340,40 270,200 370,200 170,480 220,270 130,270';
const LIGHTNING: Record<string, Drawing> = {
  bolt: { en: ['lightning', 'bolt', 'thunder', 'energy'], kh: ['រន្ទះ', 'ផ្គរលាន់'], draw: ({ colour, second }) => `<polygon points="${BOLT}" fill="${colour.main}"${second ? ` stroke="${second.main}" stroke-width="14" stroke-linejoin="round"` : ''}/>` },
  double: {
    en: ['lightning', 'bolts', 'thunder'],
    kh: ['រន្ទះ'],
    draw: ({ colour, second }) => `<g transform="translate(-90 20) scale(0.9)"><polygon points="${BOLT}" fill="${colour.main}"/></g><g transform="translate(120 20) scale(0.9)"><polygon points="${BOLT}" fill="${second ? second.main : colour.main}"/></g>`,
  },
  'in-circle': {
    en: ['lightning', 'badge', 'power'],
    kh: ['រន្ទះ', 'ថាមពល'],
    draw: ({ colour, second }) => `<circle cx="${C}" cy="${C}" r="220" fill="${second ? second.main : 'none'}" stroke="${colour.main}" stroke-width="22"/><g transform="translate(${C} ${C}) scale(0.7) translate(-${C} -${C})"><polygon points="${BOLT}" fill="${colour.main}"/></g>`,
  },
};

function family(prefix: string, drawings: Record<string, Drawing>, base: { en: string[]; kh: string[] }, inks: TwoColours[]): ArtEntry[] {
  return Object.entries(drawings).flatMap(([shape, drawing]) =>
    inks.map((ink) => {
      const colours = [ink.colour, ...(ink.second ? [ink.second] : [])];
      return {
        id: `${prefix}-${shape}-${colours.map((colour) => colour.id).join('-')}`,
        type: 'vector' as const,
        transparent: true,
        en: [...base.en, ...drawing.en, ...colours.map((colour) => colour.en), ...(ink.second ? [] : ONE_COLOUR.en)],
        kh: [...base.kh, ...drawing.kh, ...colours.map((colour) => colour.kh), ...(ink.second ? [] : ONE_COLOUR.kh)],
        svg: svgDocument(drawing.draw(ink)),
      };
    }),
  );
}

/** Shields and crests, wings, flames and lightning. */
export function emblemArt(): ArtEntry[] {
  return [
    ...family('shield', SHIELDS, { en: [], kh: [] }, [
      { colour: RED, second: WHITE },
      { colour: BLUE, second: GOLD },
      { colour: GREEN, second: WHITE },
      { colour: BLACK, second: null },
    ]),
    ...family('wings', WINGS, { en: [], kh: [] }, [
      { colour: GOLD, second: null },
      { colour: BLACK, second: null },
      { colour: BLUE, second: null },
    ]),
    ...family('flame', FLAMES, { en: [], kh: [] }, [
      { colour: RED, second: YELLOW },
      { colour: BLUE, second: WHITE },
      { colour: ORANGE, second: null },
    ]),
    ...family('lightning', LIGHTNING, { en: [], kh: [] }, [
      { colour: YELLOW, second: BLACK },
      { colour: BLUE, second: WHITE },
      { colour: BLACK, second: null },
    ]),
  ];
}

