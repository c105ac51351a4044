import type { ArtEntry } from './art-entry';
import { ONE_COLOUR } from './art-entry';
import { BLACK, BRONZE, GOLD, GREEN, RED, SILVER, type ArtColour } from './palette';
import { C, mirrored, polar, sheen, starPoints, svgDocument } from './svg';

/** How a picture is painted: a metal sheen, or one flat colour (a one-colour vector). */
interface Ink {
  fill: string;
  defs: string;
  line: string;
  colour: ArtColour;
  flat: boolean;
}

function inkOf(colour: ArtColour, flat: boolean): Ink {
  if (flat) return { fill: colour.main, defs: '', line: colour.main, colour, flat };
  return { fill: 'url(#metal)', defs: sheen('metal', colour.light, colour.main, colour.dark), line: colour.dark, colour, flat };
}

const colourTags = (ink: Ink) => ({ en: [ink.colour.en, ...(ink.flat ? ONE_COLOUR.en : [])], kh: [ink.colour.kh, ...(ink.flat ? ONE_COLOUR.kh : [])] });

const TROPHIES: Record<string, { en: string[]; kh: string[]; draw: (ink: Ink) => string }> = {
  cup: {
    en: ['cup', 'handles'],
    kh: ['ពែង'],
    draw: (ink) =>
      `<path d="M150 70H362V150C362 240 310 290 256 300C202 290 150 240 150 150Z" fill="${ink.fill}"/>` +
      `<path d="M150 100H90C90 200 130 230 170 240M362 100H422C422 200 382 230 342 240" fill="none" stroke="${ink.fill}" stroke-width="22"/>` +
      `<rect x="236" y="295" width="40" height="80" fill="${ink.fill}"/><path d="M176 375H336L356 440H156Z" fill="${ink.fill}"/>`,
  },
  goblet: {
    en: ['goblet', 'chalice'],
    kh: ['ពែងជើងខ្ពស់'],
    draw: (ink) =>
      `<path d="M140 60H372C372 200 320 260 256 270C192 260 140 200 140 60Z" fill="${ink.fill}"/>` +
      `<path d="M244 268H268L276 380H236Z" fill="${ink.fill}"/><ellipse cx="256" cy="400" rx="110" ry="28" fill="${ink.fill}"/><rect x="166" y="400" width="180" height="50" rx="10" fill="${ink.fill}"/>`,
  },
  'star-cup': {
    en: ['star', 'cup', 'champion'],
    kh: ['ផ្កាយ', 'ពែង', 'ជើងឯក'],
    draw: (ink) =>
      `<polygon points="${starPoints(C, 82, 5, 62, 26)}" fill="${ink.fill}"/>` +
      `<path d="M170 150H342V200C342 260 300 300 256 306C212 300 170 260 170 200Z" fill="${ink.fill}"/>` +
      `<path d="M170 170H120C120 240 150 260 186 268M342 170H392C392 240 362 260 326 268" fill="none" stroke="${ink.fill}" stroke-width="20"/>` +
      `<rect x="238" y="300" width="36" height="70" fill="${ink.fill}"/><rect x="176" y="370" width="160" height="36" rx="6" fill="${ink.fill}"/><rect x="156" y="406" width="200" height="44" rx="6" fill="${ink.fill}"/>`,
  },
};

const STARS: Record<string, { en: string[]; kh: string[]; draw: (ink: Ink) => string }> = {
  'five-point': { en: ['star'], kh: ['ផ្កាយ'], draw: (ink) => `<polygon points="${starPoints(C, 270, 5, 230, 92)}" fill="${ink.fill}"/>` },
  'six-point': { en: ['star', 'six point'], kh: ['ផ្កាយ'], draw: (ink) => `<polygon points="${starPoints(C, C, 6, 225, 120)}" fill="${ink.fill}"/>` },
  burst: { en: ['starburst', 'burst', 'badge'], kh: ['ផ្កាយ', 'ផ្ទុះ'], draw: (ink) => `<polygon points="${starPoints(C, C, 18, 230, 180)}" fill="${ink.fill}"/>` },
  'three-stars': {
    en: ['stars', 'three stars', 'champions'],
    kh: ['ផ្កាយ', 'ផ្កាយបី'],
    draw: (ink) => `<polygon points="${starPoints(C, 200, 5, 110, 44)}" fill="${ink.fill}"/><polygon points="${starPoints(100, 320, 5, 80, 32)}" fill="${ink.fill}"/><polygon points="${starPoints(412, 320, 5, 80, 32)}" fill="${ink.fill}"/>`,
  },
};

function branch(ink: Ink, leaves: number, from: number, to: number): string {
  const parts: string[] = [];
  const leafFill = ink.flat ? ink.fill : ink.colour.main;
  parts.push(`<path d="M${polar(C, C, 190, from).join(' ')}A190 190 0 0 0 ${polar(C, C, 190, to).join(' ')}" fill="none" stroke="${leafFill}" stroke-width="10"/>`);
  for (let index = 0; index < leaves; index += 1) {
    const angle = from + ((to - from) * (index + 0.5)) / leaves;
    const [x, y] = polar(C, C, 190, angle);
    parts.push(`<ellipse cx="${x - 26}" cy="${y}" rx="34" ry="14" transform="rotate(${angle + 60} ${x} ${y})" fill="${leafFill}"/>`);
    parts.push(`<ellipse cx="${x + 26}" cy="${y}" rx="34" ry="14" transform="rotate(${angle - 60} ${x} ${y})" fill="${leafFill}"/>`);
  }
  return parts.join('');
}

const LAURELS: Record<string, { en: string[]; kh: string[]; draw: (ink: Ink) => string }> = {
  wreath: { en: ['laurel', 'wreath'], kh: ['កម្រងស្លឹក', 'ភ្លៅ'], draw: (ink) => mirrored(branch(ink, 8, 200, 350)) },
  open: { en: ['laurel', 'wreath', 'open'], kh: ['កម្រងស្លឹក'], draw: (ink) => mirrored(branch(ink, 6, 210, 320)) },
  'with-star': {
    en: ['laurel', 'wreath', 'star', 'winner'],
    kh: ['កម្រងស្លឹក', 'ផ្កាយ', 'អ្នកឈ្នះ'],
    draw: (ink) => `${mirrored(branch(ink, 7, 200, 335))}<polygon points="${starPoints(C, 270, 5, 90, 36)}" fill="${ink.fill}"/>`,
  },
};

function family(prefix: string, shapes: typeof STARS, base: { en: string[]; kh: string[] }, colours: Array<[ArtColour, boolean]>): ArtEntry[] {
  return Object.entries(shapes).flatMap(([shape, drawing]) =>
    colours.map(([colour, flat]) => {
      const ink = inkOf(colour, flat);
      const tags = colourTags(ink);
      return {
        id: `${prefix}-${shape}-${colour.id}`,
        type: 'vector' as const,
        transparent: true,
        en: [...base.en, ...drawing.en, ...tags.en],
        kh: [...base.kh, ...drawing.kh, ...tags.kh],
        svg: svgDocument(drawing.draw(ink), ink.defs),
      };
    }),
  );
}

/** Trophies in gold, silver, bronze and flat black; stars and laurels. */
export function awardArt(): ArtEntry[] {
  return [
    ...family('trophy', TROPHIES, { en: ['trophy', 'award', 'prize', 'winner'], kh: ['ពានរង្វាន់', 'រង្វាន់', 'អ្នកឈ្នះ'] }, [
      [GOLD, false],
      [SILVER, false],
      [BRONZE, false],
      [BLACK, true],
    ]),
    ...family('star', STARS, { en: [], kh: [] }, [
      [GOLD, false],
      [RED, true],
      [BLACK, true],
    ]),
    ...family('laurel', LAURELS, { en: ['award'], kh: ['រង្វាន់'] }, [
      [GOLD, false],
      [GREEN, true],
      [BLACK, true],
    ]),
  ];
}
