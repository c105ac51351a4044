import type { ArtEntry } from './art-entry';
import { ONE_COLOUR } from './art-entry';
import { BLACK, RED, type ArtColour } from './palette';
import { svgDocument } from './svg';

/** Mascot silhouettes: one flat shape each (cut-outs are holes), so any of them can be recoloured. */
const MASCOTS: Record<string, { en: string[]; kh: string[]; d: string }> = {
  eagle: {
    en: ['eagle', 'bird', 'hawk'],
    kh: ['ឥន្ទ្រី', 'សត្វស្លាប'],
    d: 'M120 420C110 300 150 170 260 110C330 70 410 80 460 120C420 130 400 150 396 180C440 190 470 220 470 250C420 230 380 240 350 270C330 290 330 320 350 350C300 340 270 370 260 420ZM330 150A20 20 0 1 0 330.1 150Z',
  },
  bull: {
    en: ['bull', 'ox', 'horns'],
    kh: ['គោ', 'គោឈ្មោល', 'ស្នែង'],
    d: 'M40 120C60 200 120 220 170 210L190 330C200 400 230 450 256 460C282 450 312 400 322 330L342 210C392 220 452 200 472 120C440 160 390 170 340 160C300 140 212 140 172 160C122 170 72 160 40 120ZM210 270A16 16 0 1 0 210.1 270ZM302 270A16 16 0 1 0 302.1 270Z',
  },
  wolf: {
    en: ['wolf', 'dog', 'howl'],
    kh: ['ចចក', 'ឆ្កែ'],
    d: 'M140 60L200 170H312L372 60L400 220C420 280 400 340 350 380L256 470L162 380C112 340 92 280 112 220ZM200 260L240 280L200 290ZM312 260L272 280L312 290Z',
  },
  shark: {
    en: ['shark', 'fish', 'fin'],
    kh: ['ត្រីឆ្លាម', 'ត្រី'],
    d: 'M30 300C120 240 220 220 300 230L330 130L370 240C420 250 460 270 490 300C460 320 420 330 370 340L400 420L320 350C220 360 120 350 30 300ZM420 285A10 10 0 1 0 420.1 285Z',
  },
  horse: {
    en: ['horse', 'stallion', 'mustang'],
    kh: ['សេះ'],
    d: 'M180 470C170 380 190 300 220 250C180 250 130 260 90 240C80 200 130 160 190 130L230 60L250 110C330 100 400 160 420 260C440 350 420 420 400 470ZM210 170A12 12 0 1 0 210.1 170Z',
  },
  paw: {
    en: ['paw', 'paw print', 'tiger', 'cat'],
    kh: ['ក្រញាំ', 'ខ្លា', 'ឆ្មា'],
    d: 'M256 250C320 250 390 330 390 390C390 440 340 450 256 430C172 450 122 440 122 390C122 330 192 250 256 250ZM110 200A45 58 0 1 0 110.1 200ZM200 110A45 60 0 1 0 200.1 110ZM312 110A45 60 0 1 0 312.1 110ZM402 200A45 58 0 1 0 402.1 200Z',
  },
};

/** Each mascot in flat black and in red. */
export function mascotArt(): ArtEntry[] {
  return Object.entries(MASCOTS).flatMap(([name, mascot]) =>
    [BLACK, RED].map((colour: ArtColour) => ({
      id: `mascot-${name}-${colour.id}`,
      type: 'vector' as const,
      transparent: true,
      en: [...mascot.en, 'mascot', 'animal', colour.en, ...ONE_COLOUR.en],
      kh: [...mascot.kh, 'សញ្ញាសម្គាល់', 'សត្វ', colour.kh, ...ONE_COLOUR.kh],
      svg: svgDocument(`<path d="${mascot.d}" fill="${colour.main}" fill-rule="evenodd"/>`),
    })),
  );
}
