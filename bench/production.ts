// The print files of a 40-player order (issue 20), made as the API's worker makes them, timed:
//
//   cd api && node --import tsx ../bench/production.ts        (BENCH_PLAYERS=40)
//
// A soccer kit with the team name on the front and each player's name and number on the back
// (five of them Khmer, five Japanese, Korean or Chinese), players in sizes S to 2XL, two extra pieces; the default size chart, so
// every PNG is 300 dpi at its real print size. Made: both proofs (en, kh) and every PNG, as
// makeProductionFiles does it in the worker. Prints the time, the files and bytes, the load average
// before and after, and writes bench/results/production.json. Target: under 60 s for 40 players.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_INKS } from '@teamwear/design/print';
import { makeProductionFiles } from '../api/src/production/jobs/make-production-files';
import { proofPdf } from '../api/src/production/proof/proof-pdf';
import { renderDesignPicture } from '../api/src/production/render/render-print-file';
import { migrateDesign } from '@teamwear/design';
import type { Order } from '../shared/src/contracts/orders';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 40);
const SIZES = ['S', 'M', 'L', 'XL', '2XL'];
const KHMER = ['សុខា', 'ស្រីពៅ', 'វណ្ណា', 'ចាន់ថា', 'សំណាង'];
// Drawn from the catalogue's CJK pieces (render/cjk-outlines.ts): the pieces a name needs are read per process.
const CJK = ['田中', '김민준', '山本 さくら', '王芳', '이서연'];
const NAMES = [...KHMER, ...CJK];

const text = (kind: string, view: string, y: number, fontSize: number, value: string) => ({
  id: `${kind}-${view}`,
  kind,
  view,
  x: 500,
  y,
  text: value,
  fontFamily: 'Arial',
  fontSize,
  fontWeight: 700,
  fill: { kind: 'solid', color: '#ffffff' },
  stroke: { width: 3, color: '#0f172a' },
});

const document = {
  schemaVersion: 2,
  product: 'soccer',
  teamName: 'Angkor FC',
  parts: { body: { kind: 'solid', color: '#1d4ed8' } },
  layers: [text('text', 'front', 300, 60, 'ANGKOR FC'), text('playerName', 'back', 150, 44, 'PLAYER'), text('backNumber', 'back', 300, 170, '10')],
};

const players = Array.from({ length: PLAYERS }, (_, index) => ({
  playerId: null,
  name: index < NAMES.length ? (NAMES[index] as string) : `Player ${index + 1}`,
  number: index + 1,
  size: SIZES[index % SIZES.length] as string,
  shortsSize: SIZES[index % SIZES.length] as string,
}));

const now = new Date().toISOString();
const order: Order = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 1001,
  status: 'APPROVED',
  product: 'soccer',
  productType: 'SOCCER_KIT',
  model: 'Angkor FC',
  thumbnail: null,
  quantity: PLAYERS + 2,
  totalPriceCents: 100_000,
  grandTotalCents: 100_500,
  paidAmountCents: 0,
  designedAt: now,
  orderedAt: now,
  approvedAt: now,
  deliveredAt: null,
  receivedAt: null,
  designId: null,
  document: document as Order['document'],
  players,
  extras: [{ size: 'XL', shortsSize: 'XL', quantity: 2 }],
  prices: {
    currency: 'USD',
    productType: 'SOCCER_KIT',
    quantity: PLAYERS + 2,
    unitPriceCents: 2100,
    tier: { minQuantity: 25, nextMinQuantity: null },
    lines: [{ kind: 'garments', quantity: PLAYERS + 2, unitCents: 2100, totalCents: (PLAYERS + 2) * 2100 }],
    totalPriceCents: 100_000,
    grandTotalCents: 100_500,
  },
  address: 'No. 5, Street 7, Siem Reap',
  phone: '+855 12 345 678',
  note: '',
  events: [],
  proofApprovedAt: now,
  shipment: null,
};

const design = migrateDesign(document);
if (!design.ok) throw new Error(design.error.message);
const loadBefore = os.loadavg();
const started = performance.now();
let files = 0;
const zip = await makeProductionFiles(
  {
    order,
    overrides: {},
    proofs: async () => {
      const pictures = { front: await renderDesignPicture(design.doc, 'front', 1000), back: await renderDesignPicture(design.doc, 'back', 1000) };
      const proof = (language: 'en' | 'kh') =>
        proofPdf({ language, shopName: 'Angkor Athletics', order, design: design.doc, pictures, inks: DEFAULT_INKS, orderUrl: 'https://angkor.example/me/order?id=1', sizeOrder: SIZES });
      return [
        { name: 'proof-1001-en.pdf', pdf: await proof('en') },
        { name: 'proof-1001-kh.pdf', pdf: await proof('kh') },
      ];
    },
  },
  async (done, total) => {
    files = total;
    if (done <= 3 || done % 10 === 0 || done === total) process.stdout.write(`  ${done}/${total} steps, ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  },
);
const seconds = (performance.now() - started) / 1000;
const result = {
  benchmark: 'production',
  players: PLAYERS,
  steps: files,
  seconds: Number(seconds.toFixed(1)),
  zipBytes: zip.length,
  targetSeconds: 60,
  loadBefore: loadBefore.map((load) => Number(load.toFixed(2))),
  loadAfter: os.loadavg().map((load) => Number(load.toFixed(2))),
  cpus: os.cpus().length,
  node: process.version,
  at: new Date().toISOString(),
};
console.log(
  `${PLAYERS} players: ${files} steps (proofs and PNGs) in ${result.seconds} s, ZIP ${(zip.length / 1024 / 1024).toFixed(1)} MB; load ${result.loadBefore[0]} → ${result.loadAfter[0]} on ${result.cpus} CPUs (target < 60 s)`,
);
const out = path.join(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'production.json'), `${JSON.stringify(result, null, 2)}\n`);
