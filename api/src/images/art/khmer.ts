import type { ArtEntry } from './art-entry';
import { BLACK, GOLD, RED, type ArtColour } from './palette';
import { C, mirrored, svgDocument } from './svg';

/** Khmer ornaments: the lotus, Angkor's towers, kbach flame-leaves and a kbach border; one colour each. */
const LOTUS_PETAL = 'M256 430C200 360 200 240 256 120C312 240 312 360 256 430Z';

const ORNAMENTS: Record<string, { en: string[]; kh: string[]; draw: (ink: string) => string }> = {
  lotus: {
    en: ['lotus', 'flower', 'khmer', 'cambodia'],
    kh: ['ផ្កាឈូក', 'ផ្កា', 'ខ្មែរ', 'កម្ពុជា'],
    draw: (ink) =>
      [-64, -32, 0, 32, 64].map((angle) => `<path d="${LOTUS_PETAL}" transform="rotate(${angle} 256 430)" fill="${ink}" fill-opacity="${angle === 0 ? 1 : 0.85}" stroke="#ffffff" stroke-width="6"/>`).join('') +
      `<path d="M120 440H392" stroke="${ink}" stroke-width="16" stroke-linecap="round"/>`,
  },
  angkor: {
    en: ['angkor', 'temple', 'towers', 'khmer', 'cambodia'],
    kh: ['អង្គរ', 'ប្រាសាទ', 'អង្គរវត្ត', 'ខ្មែរ', 'កម្ពុជា'],
    draw: (ink) => {
      const tower = (x: number, top: number, width: number) => `<path d="M${x - width / 2} 420V${top + 120}Q${x - width / 2} ${top + 40} ${x} ${top}Q${x + width / 2} ${top + 40} ${x + width / 2} ${top + 120}V420Z" fill="${ink}"/>`;
      return `${tower(C, 70, 110)}${tower(140, 170, 80)}${tower(372, 170, 80)}${tower(60, 250, 60)}${tower(452, 250, 60)}<rect x="20" y="410" width="472" height="40" fill="${ink}"/>`;
    },
  },
  kbach: {
    en: ['kbach', 'ornament', 'flame leaf', 'khmer', 'pattern'],
    kh: ['ក្បាច់', 'ក្បាច់ភ្ញី', 'ខ្មែរ'],
    draw: (ink) =>
      mirrored(`<path d="M256 470C200 430 150 380 150 300C150 230 200 200 230 150C240 120 236 90 220 60C280 100 290 160 270 220C300 190 320 160 318 120C360 180 350 260 300 320C330 310 350 290 360 260C380 330 330 420 256 470Z" fill="${ink}" transform="translate(-40 0)"/>`),
  },
  border: {
    en: ['kbach', 'border', 'band', 'ornament', 'khmer'],
    kh: ['ក្បាច់', 'គែម', 'ខ្មែរ'],
    draw: (ink) => {
      const motifs = [0, 1, 2, 3].map((index) => {
        const x = 64 + index * 128;
        return `<path d="M${x} 300C${x - 40} 280 ${x - 50} 230 ${x} 200C${x + 50} 230 ${x + 40} 280 ${x} 300Z" fill="${ink}"/><circle cx="${x}" cy="180" r="14" fill="${ink}"/>`;
      });
      return `<rect x="0" y="310" width="512" height="24" fill="${ink}"/><rect x="0" y="160" width="512" height="8" fill="${ink}"/>${motifs.join('')}`;
    },
  },
};

/** Each ornament in gold, red and black. */
export function khmerArt(): ArtEntry[] {
  return Object.entries(ORNAMENTS).flatMap(([name, ornament]) =>
    [GOLD, RED, BLACK].map((colour: ArtColour) => ({
      id: `khmer-${name}-${colour.id}`,
      type: 'vector' as const,
      transparent: true,
      en: [...ornament.en, colour.en],
      kh: [...ornament.kh, colour.kh],
      svg: svgDocument(ornament.draw(colour.main)),
    })),
  );
}

