import type { ArtEntry } from './art-entry';
import { ONE_COLOUR, SPORT_WORDS } from './art-entry';
import { BLACK } from './palette';
import { C, polar, polygonPoints, svgDocument } from './svg';

/** The colours of one ball: its body, its lines and a second colour; a one-colour ball has no body. */
interface BallInk {
  body: string;
  line: string;
  accent: string;
}

interface Ball {
  id: string;
  en: string[];
  kh: string[];
  classic: BallInk;
  draw: (ink: BallInk) => string;
}

const R = 210;
const outline = (ink: BallInk) => `<circle cx="${C}" cy="${C}" r="${R}" fill="${ink.body}" stroke="${ink.line}" stroke-width="14"/>`;
const stroke = (ink: string, width = 12) => `fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round"`;

function soccer(ink: BallInk): string {
  const patches = [0, 72, 144, 216, 288]
    .map((angle) => {
      const [x, y] = polar(C, C, 175, angle);
      return `<polygon points="${polygonPoints(x, y, 5, 52, angle + 180)}" fill="${ink.accent}"/><line x1="${polar(C, C, 70, angle).join('" y1="')}" x2="${polar(C, C, 128, angle).join('" y2="')}" ${stroke(ink.line, 8)}/>`;
    })
    .join('');
  return `<clipPath id="ball"><circle cx="${C}" cy="${C}" r="${R}"/></clipPath>${outline(ink)}<g clip-path="url(#ball)"><polygon points="${polygonPoints(C, C, 5, 68)}" fill="${ink.accent}"/>${patches}</g>`;
}

const basketball = (ink: BallInk) =>
  `${outline(ink)}<path d="M${C} ${C - R}V${C + R}M${C - R} ${C}H${C + R}" ${stroke(ink.line)}/><path d="M120 90C190 170 190 342 120 422M392 90C322 170 322 342 392 422" ${stroke(ink.line)}/>`;

const volleyball = (ink: BallInk) =>
  `${outline(ink)}<path d="M${C} ${C}C${C} 150 320 90 380 80M${C} ${C}C170 300 110 380 90 410M${C} ${C}C340 310 420 300 460 300" ${stroke(ink.line)}/><path d="M200 70C230 150 230 200 ${C} ${C}M70 230C150 240 210 250 ${C} ${C}M330 440C320 360 300 300 ${C} ${C}" ${stroke(ink.accent, 10)}/>`;

const tennis = (ink: BallInk) => `${outline(ink)}<path d="M110 100C200 190 200 322 110 412M402 100C312 190 312 322 402 412" ${stroke(ink.accent, 16)}/>`;

function stitches(path: string, ink: string): string {
  return `<path d="${path}" fill="none" stroke="${ink}" stroke-width="22" stroke-dasharray="4 14"/>`;
}

const baseball = (ink: BallInk) => {
  const left = 'M140 80C210 180 210 332 140 432';
  const right = 'M372 80C302 180 302 332 372 432';
  return `${outline(ink)}<path d="${left}${right}" ${stroke(ink.accent, 6)}/>${stitches(left, ink.accent)}${stitches(right, ink.accent)}`;
};

const cricket = (ink: BallInk) =>
  `${outline(ink)}<path d="M${C - 18} ${C - R + 8}C${C - 60} ${C - 60} ${C - 60} ${C + 60} ${C - 18} ${C + R - 8}M${C + 18} ${C - R + 8}C${C + 60} ${C - 60} ${C + 60} ${C + 60} ${C + 18} ${C + R - 8}" ${stroke(ink.accent, 8)}/>`;

const americanFootball = (ink: BallInk) =>
  `<g transform="rotate(-35 ${C} ${C})"><ellipse cx="${C}" cy="${C}" rx="230" ry="135" fill="${ink.body}" stroke="${ink.line}" stroke-width="14"/><path d="M120 180C100 230 100 282 120 332M392 180C412 230 412 282 392 332" ${stroke(ink.accent, 12)}/><path d="M186 ${C}H326M206 228V284M236 228V284M266 228V284M296 228V284" ${stroke(ink.accent, 12)}/></g>`;

const rugby = (ink: BallInk) =>
  `<g transform="rotate(-35 ${C} ${C})"><ellipse cx="${C}" cy="${C}" rx="230" ry="150" fill="${ink.body}" stroke="${ink.line}" stroke-width="14"/><path d="M170 122C150 200 150 312 170 390M342 122C362 200 362 312 342 390" ${stroke(ink.accent, 18)}/><path d="M${C} 110V402" ${stroke(ink.line, 8)}/></g>`;

const bowling = (ink: BallInk) =>
  `${outline(ink)}<circle cx="210" cy="170" r="26" fill="${ink.accent}"/><circle cx="290" cy="160" r="26" fill="${ink.accent}"/><circle cx="260" cy="240" r="30" fill="${ink.accent}"/>`;

const golf = (ink: BallInk) => {
  const dimples: string[] = [];
  for (let row = -3; row <= 3; row += 1) {
    for (let col = -3; col <= 3; col += 1) {
      const x = C + col * 56 + (row % 2 === 0 ? 0 : 28);
      const y = C + row * 50;
      if ((x - C) ** 2 + (y - C) ** 2 < (R - 30) ** 2) dimples.push(`<circle cx="${x}" cy="${y}" r="14" fill="none" stroke="${ink.accent}" stroke-width="6"/>`);
    }
  }
  return `${outline(ink)}${dimples.join('')}`;
};

const takraw = (ink: BallInk) => {
  const rings = [0, 60, 120, 180, 240, 300].map((angle) => `<circle cx="${polar(C, C, 110, angle)[0]}" cy="${polar(C, C, 110, angle)[1]}" r="72" ${stroke(ink.accent, 12)}/>`).join('');
  return `<clipPath id="ball"><circle cx="${C}" cy="${C}" r="${R}"/></clipPath>${outline(ink)}<g clip-path="url(#ball)"><circle cx="${C}" cy="${C}" r="72" ${stroke(ink.accent, 12)}/>${rings}</g>`;
};

const tableTennis = (ink: BallInk) =>
  `<g transform="rotate(-30 ${C} ${C})"><rect x="232" y="300" width="48" height="170" rx="18" fill="${ink.accent}" stroke="${ink.line}" stroke-width="10"/><ellipse cx="${C}" cy="200" rx="150" ry="160" fill="${ink.body}" stroke="${ink.line}" stroke-width="14"/></g><circle cx="420" cy="110" r="52" fill="${ink.body === 'none' ? 'none' : '#ffffff'}" stroke="${ink.line}" stroke-width="12"/>`;

const shuttlecock = (ink: BallInk) => {
  const feathers = [-40, -20, 0, 20, 40]
    .map((angle) => `<line x1="${C}" y1="380" x2="${polar(C, 380, 300, angle).join('" y2="')}" ${stroke(ink.line, 10)}/>`)
    .join('');
  return `<path d="M${polar(C, 380, 300, -44).join(' ')}Q${C} 20 ${polar(C, 380, 300, 44).join(' ')}L${C} 380Z" fill="${ink.body}" stroke="${ink.line}" stroke-width="12" stroke-linejoin="round"/>${feathers}<path d="M${C - 60} 380A60 70 0 0 0 ${C + 60} 380Z" fill="${ink.accent}" stroke="${ink.line}" stroke-width="12"/><path d="M${C - 60} 380H${C + 60}" ${stroke(ink.line, 12)}/>`;
};

const BALLS: Ball[] = [
  { id: 'soccer', en: ['football', 'soccer', 'ball'], kh: ['បាល់ទាត់', 'បាល់'], classic: { body: '#ffffff', line: '#111827', accent: '#111827' }, draw: soccer },
  { id: 'basketball', en: ['basketball', 'ball'], kh: ['បាល់បោះ', 'បាល់'], classic: { body: '#ea580c', line: '#111827', accent: '#111827' }, draw: basketball },
  { id: 'volleyball', en: ['volleyball', 'ball'], kh: ['បាល់ទះ', 'បាល់'], classic: { body: '#facc15', line: '#1d4ed8', accent: '#1d4ed8' }, draw: volleyball },
  { id: 'tennis', en: ['tennis', 'ball'], kh: ['តិន្នីស', 'បាល់'], classic: { body: '#c6e03a', line: '#4d7c0f', accent: '#ffffff' }, draw: tennis },
  { id: 'baseball', en: ['baseball', 'ball'], kh: ['បេស្បល', 'បាល់'], classic: { body: '#ffffff', line: '#6b7280', accent: '#d62828' }, draw: baseball },
  { id: 'cricket', en: ['cricket', 'ball'], kh: ['គ្រីឃីត', 'បាល់'], classic: { body: '#b91c1c', line: '#7f1d1d', accent: '#fef3c7' }, draw: cricket },
  { id: 'american-football', en: ['american football', 'ball'], kh: ['បាល់ទាត់អាមេរិក', 'បាល់'], classic: { body: '#8b4513', line: '#3f1d0b', accent: '#ffffff' }, draw: americanFootball },
  { id: 'rugby', en: ['rugby', 'ball'], kh: ['រ៉ាកប៊ី', 'បាល់'], classic: { body: '#ffffff', line: '#111827', accent: '#1d4ed8' }, draw: rugby },
  { id: 'bowling', en: ['bowling', 'ball'], kh: ['ប៊ូលីង', 'បាល់'], classic: { body: '#1e3a8a', line: '#111827', accent: '#0b1020' }, draw: bowling },
  { id: 'golf', en: ['golf', 'ball'], kh: ['វាយកូនហ្គោល', 'បាល់'], classic: { body: '#ffffff', line: '#6b7280', accent: '#cbd5e1' }, draw: golf },
  { id: 'sepak-takraw', en: ['sepak takraw', 'takraw', 'ball'], kh: ['សីដក់', 'បាល់'], classic: { body: '#f5deb3', line: '#92400e', accent: '#b45309' }, draw: takraw },
  { id: 'table-tennis', en: ['table tennis', 'ping pong', 'paddle'], kh: ['វាយកូនឃ្លីលើតុ', 'ប៉េងប៉ុង'], classic: { body: '#d62828', line: '#111827', accent: '#92400e' }, draw: tableTennis },
  { id: 'badminton', en: ['badminton', 'shuttlecock'], kh: ['វាយសី', 'សី'], classic: { body: '#ffffff', line: '#374151', accent: '#1d4ed8' }, draw: shuttlecock },
];

/** Every ball in its own colours, and once more as a one-colour outline. */
export function ballArt(): ArtEntry[] {
  return BALLS.flatMap((ball) => [
    { id: `ball-${ball.id}`, type: 'vector', transparent: true, en: [...ball.en, ...SPORT_WORDS.en], kh: [...ball.kh, ...SPORT_WORDS.kh], svg: svgDocument(ball.draw(ball.classic)) },
    {
      id: `ball-${ball.id}-outline`,
      type: 'vector',
      transparent: true,
      en: [...ball.en, ...SPORT_WORDS.en, 'outline', ...ONE_COLOUR.en],
      kh: [...ball.kh, ...SPORT_WORDS.kh, 'គ្រោង', ...ONE_COLOUR.kh],
      svg: svgDocument(ball.draw({ body: 'none', line: BLACK.main, accent: BLACK.main })),
    },
  ]);
}
