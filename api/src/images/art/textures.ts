import type { ArtEntry } from './art-entry';
import { BLUE, GREEN, ORANGE, RED, type ArtColour } from './palette';
import { ART_SIZE, C, polar, svgDocument } from './svg';

const full = (fill: string) => `<rect width="${ART_SIZE}" height="${ART_SIZE}" fill="${fill}"/>`;

/** Photo-like grounds: noise (feTurbulence) and fine patterns over a colour; they fill the picture. */
const TEXTURES: Record<string, { en: string[]; kh: string[]; draw: (colour: ArtColour) => { body: string; defs: string } }> = {
  grunge: {
    en: ['grunge', 'distressed', 'rough'],
    kh: ['ចាស់', 'គ្រើម'],
    draw: (colour) => ({
      defs: `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="4" seed="7"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -2.2 1.3"/></filter>`,
      body: `${full(colour.main)}<rect width="${ART_SIZE}" height="${ART_SIZE}" filter="url(#grain)"/>`,
    }),
  },
  carbon: {
    en: ['carbon', 'carbon fibre', 'weave'],
    kh: ['កាបូន', 'ត្បាញ'],
    draw: (colour) => ({
      defs: `<pattern id="weave" width="32" height="32" patternUnits="userSpaceOnUse"><rect width="32" height="32" fill="${colour.dark}"/><rect width="16" height="16" fill="${colour.main}"/><rect x="16" y="16" width="16" height="16" fill="${colour.main}"/><rect width="16" height="4" fill="${colour.light}" opacity="0.35"/><rect x="16" y="16" width="16" height="4" fill="${colour.light}" opacity="0.35"/></pattern>`,
      body: `<rect width="${ART_SIZE}" height="${ART_SIZE}" fill="url(#weave)"/>`,
    }),
  },
  mesh: {
    en: ['mesh', 'net', 'jersey'],
    kh: ['សំណាញ់', 'អាវកីឡា'],
    draw: (colour) => ({
      defs: `<pattern id="holes" width="18" height="18" patternUnits="userSpaceOnUse"><rect width="18" height="18" fill="${colour.main}"/><circle cx="9" cy="9" r="5" fill="${colour.dark}"/></pattern>`,
      body: `<rect width="${ART_SIZE}" height="${ART_SIZE}" fill="url(#holes)"/>`,
    }),
  },
  camouflage: {
    en: ['camouflage', 'camo', 'army'],
    kh: ['ក្លែងបន្លំ', 'យោធា'],
    draw: (colour) => ({
      defs: `<filter id="blobs" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="2" seed="3"/><feComponentTransfer><feFuncR type="discrete" tableValues="${[colour.dark, colour.main, colour.light].map((hex) => (parseInt(hex.slice(1, 3), 16) / 255).toFixed(2)).join(' ')}"/><feFuncG type="discrete" tableValues="${[colour.dark, colour.main, colour.light].map((hex) => (parseInt(hex.slice(3, 5), 16) / 255).toFixed(2)).join(' ')}"/><feFuncB type="discrete" tableValues="${[colour.dark, colour.main, colour.light].map((hex) => (parseInt(hex.slice(5, 7), 16) / 255).toFixed(2)).join(' ')}"/><feFuncA type="linear" slope="0" intercept="1"/></feComponentTransfer></filter>`,
      body: `<rect width="${ART_SIZE}" height="${ART_SIZE}" filter="url(#blobs)"/>`,
    }),
  },
  marble: {
    en: ['marble', 'stone'],
    kh: ['ថ្មម៉ាប', 'ថ្ម'],
    draw: (colour) => ({
      defs: `<filter id="veins" x="0" y="0" width="100%" height="100%"><feTurbulence type="turbulence" baseFrequency="0.008 0.03" numOctaves="5" seed="11"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  -1.4 0 0 0 1"/></filter>`,
      body: `${full(colour.dark)}<rect width="${ART_SIZE}" height="${ART_SIZE}" filter="url(#veins)" opacity="0.8"/>`,
    }),
  },
  halftone: {
    en: ['halftone', 'dots', 'comic'],
    kh: ['ចំណុច'],
    draw: (colour) => ({
      defs: `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour.dark}"/><stop offset="1" stop-color="${colour.light}"/></linearGradient>`,
      body:
        `<rect width="${ART_SIZE}" height="${ART_SIZE}" fill="url(#fade)"/>` +
        Array.from({ length: 16 * 16 }, (_, index) => {
          const x = (index % 16) * 32 + 16;
          const y = Math.floor(index / 16) * 32 + 16;
          return `<circle cx="${x}" cy="${y}" r="${(2 + ((x + y) / 1024) * 12).toFixed(1)}" fill="#ffffff" opacity="0.55"/>`;
        }).join(''),
    }),
  },
  'brushed-metal': {
    en: ['brushed metal', 'metal', 'steel'],
    kh: ['ដែក', 'លោហៈ'],
    draw: (colour) => ({
      defs: `<filter id="brush" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.002 0.6" numOctaves="2" seed="5"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 0.6 0"/></filter>`,
      body: `${full(colour.main)}<rect width="${ART_SIZE}" height="${ART_SIZE}" filter="url(#brush)"/>`,
    }),
  },
  concrete: {
    en: ['concrete', 'wall', 'urban'],
    kh: ['បេតុង', 'ជញ្ជាំង'],
    draw: (colour) => ({
      defs: `<filter id="speckle" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="9"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1 0.7"/></filter>`,
      body: `${full(colour.light)}<rect width="${ART_SIZE}" height="${ART_SIZE}" filter="url(#speckle)" opacity="0.6"/>`,
    }),
  },
};

/** Scenes drawn flat (illustrations): grounds and courts to put under a team's name. */
const ILLUSTRATIONS: Record<string, { en: string[]; kh: string[]; body: string }> = {
  'stadium-night': {
    en: ['stadium', 'night', 'lights', 'arena'],
    kh: ['កីឡដ្ឋាន', 'យប់', 'ភ្លើង'],
    body: `${full('#0b1a3a')}<path d="M0 360Q256 280 512 360V512H0Z" fill="#166534"/><path d="M0 360Q256 300 512 360" stroke="#ffffff" stroke-width="4" fill="none"/><g fill="#fef9c3">${[60, 150, 362, 452].map((x) => `<rect x="${x - 30}" y="70" width="60" height="24" rx="4"/><rect x="${x - 3}" y="94" width="6" height="200" fill="#94a3b8"/>`).join('')}</g>`,
  },
  'sunset-mountains': {
    en: ['sunset', 'mountains', 'sun', 'outdoor'],
    kh: ['ថ្ងៃលិច', 'ភ្នំ', 'ព្រះអាទិត្យ'],
    body: `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs><rect width="512" height="512" fill="url(#sky)"/><circle cx="256" cy="300" r="90" fill="#fff7ed"/><path d="M0 512V330L120 220L220 330L320 180L512 360V512Z" fill="#7c2d12"/><path d="M0 512V400L160 320L300 420L420 340L512 400V512Z" fill="#431407"/>`,
  },
  'basketball-court': {
    en: ['basketball', 'court', 'floor'],
    kh: ['បាល់បោះ', 'ទីលាន'],
    body: `${full('#d97706')}<g fill="none" stroke="#ffffff" stroke-width="6"><rect x="30" y="30" width="452" height="452"/><path d="M30 256H482"/><circle cx="256" cy="256" r="60"/><rect x="196" y="30" width="120" height="140"/><rect x="196" y="342" width="120" height="140"/><path d="M80 30V100A176 176 0 0 0 432 100V30M80 482V412A176 176 0 0 1 432 412V482"/></g>`,
  },
  'football-pitch': {
    en: ['football', 'soccer', 'pitch', 'field', 'grass'],
    kh: ['បាល់ទាត់', 'ទីលាន', 'ស្មៅ'],
    body: `${Array.from({ length: 8 }, (_, index) => `<rect x="0" y="${index * 64}" width="512" height="64" fill="${index % 2 ? '#15803d' : '#16a34a'}"/>`).join('')}<g fill="none" stroke="#ffffff" stroke-width="6"><rect x="30" y="30" width="452" height="452"/><path d="M30 256H482"/><circle cx="256" cy="256" r="64"/><rect x="156" y="30" width="200" height="90"/><rect x="156" y="392" width="200" height="90"/></g>`,
  },
  'running-track': {
    en: ['running', 'track', 'athletics', 'lanes'],
    kh: ['រត់', 'ផ្លូវរត់', 'អត្តពលកម្ម'],
    body: `${full('#b91c1c')}<g stroke="#ffffff" stroke-width="5">${Array.from({ length: 7 }, (_, index) => `<path d="M0 ${60 + index * 64}H512"/>`).join('')}</g><g fill="#ffffff" font-family="sans-serif" font-size="36" font-weight="700">${Array.from({ length: 6 }, (_, index) => `<text x="40" y="${108 + index * 64}">${index + 1}</text>`).join('')}</g>`,
  },
  waves: {
    en: ['waves', 'sea', 'water', 'surf'],
    kh: ['រលក', 'សមុទ្រ', 'ទឹក'],
    body: `${full('#0c4a6e')}${Array.from({ length: 6 }, (_, index) => `<path d="M0 ${100 + index * 70}Q64 ${60 + index * 70} 128 ${100 + index * 70}T256 ${100 + index * 70}T384 ${100 + index * 70}T512 ${100 + index * 70}V512H0Z" fill="${['#0369a1', '#0284c7', '#0ea5e9', '#38bdf8', '#7dd3fc', '#bae6fd'][index]}"/>`).join('')}`,
  },
  'city-skyline': {
    en: ['city', 'skyline', 'phnom penh', 'urban'],
    kh: ['ទីក្រុង', 'ភ្នំពេញ'],
    body: `${full('#312e81')}<circle cx="400" cy="110" r="46" fill="#fef3c7"/><g fill="#0f172a">${[
      [20, 300, 70],
      [100, 220, 60],
      [170, 260, 80],
      [260, 160, 50],
      [320, 240, 70],
      [400, 200, 90],
    ]
      .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${512 - (y ?? 0)}"/>`)
      .join('')}</g>`,
  },
  'sun-rays': {
    en: ['sun', 'rays', 'burst', 'retro'],
    kh: ['ព្រះអាទិត្យ', 'ពន្លឺ'],
    body: `${full('#fbbf24')}${Array.from({ length: 12 }, (_, index) => {
      const [x1, y1] = polar(C, C, 400, index * 30);
      const [x2, y2] = polar(C, C, 400, index * 30 + 15);
      return `<path d="M${C} ${C}L${x1} ${y1}L${x2} ${y2}Z" fill="#f59e0b"/>`;
    }).join('')}<circle cx="${C}" cy="${C}" r="90" fill="#fff7ed"/>`,
  },
};

/** Photo-like textures in two colours each, and the illustrations. */
export function groundArt(): ArtEntry[] {
  const textures = Object.entries(TEXTURES).flatMap(([name, texture]) =>
    [[RED, BLUE], [GREEN, ORANGE]][name.length % 2 === 0 ? 0 : 1]!.map((colour) => {
      const { body, defs } = texture.draw(colour);
      return {
        id: `texture-${name}-${colour.id}`,
        type: 'photo' as const,
        transparent: false,
        en: [...texture.en, 'texture', 'background', colour.en],
        kh: [...texture.kh, 'វាយនភាព', 'ផ្ទៃខាងក្រោយ', colour.kh],
        svg: svgDocument(body, defs),
      };
    }),
  );
  const illustrations = Object.entries(ILLUSTRATIONS).map(([name, illustration]) => ({
    id: `illustration-${name}`,
    type: 'illustration' as const,
    transparent: false,
    en: [...illustration.en, 'illustration', 'background'],
    kh: [...illustration.kh, 'គំនូរ', 'ផ្ទៃខាងក្រោយ'],
    svg: svgDocument(illustration.body),
  }));
  return [...textures, ...illustrations];
}
