#!/usr/bin/env node
// Renders every garment of src/garments to PNG for a person to look at:
//   node packages/design/scripts/preview-garments.mjs [slug ...]
// Writes /tmp/garments/<slug>.png (parts in distinct colours, print areas dashed) and
// /tmp/garments/<slug>-dressed.png (default colours, stripes on, shading), /tmp/garments/<slug>-views.png
// (the default selection, large), plus the SVGs.
// The TypeScript sources are transpiled to /tmp/garments/build; PNGs come from resvg
// (`npx --yes @resvg/resvg-js-cli`), so nothing is installed in the repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, '../../src/garments');
const out = '/tmp/garments';
const build = join(out, 'build');
const require = createRequire(import.meta.url);
const ts = require('typescript');

function transpile(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      transpile(file);
      continue;
    }
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
      },
    });
    const target = join(build, relative(source, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
}
mkdirSync(build, { recursive: true });
writeFileSync(join(build, 'package.json'), '{"type":"commonjs"}\n');
transpile(source);
const garments = createRequire(join(build, 'index.js'))(join(build, 'index.js'));

const PALETTE = [
  '#60a5fa',
  '#f87171',
  '#34d399',
  '#fbbf24',
  '#a78bfa',
  '#f472b6',
  '#22d3ee',
  '#a3e635',
  '#fb923c',
  '#94a3b8',
  '#2dd4bf',
  '#e879f9',
  '#facc15',
  '#4ade80',
];
const STRIPE_COLOURS = {
  second: '#facc15',
  bottom: '#22c55e',
  sleeve: '#ef4444',
  shorts: '#a855f7',
};

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One view as an SVG group, 1000×1000 units. */
function viewSvg(def, view, selection, dressed) {
  const r = garments.resolveView(def, view, selection, {});
  const colourOf = (id) => {
    if (dressed) return def.parts.find((p) => p.id === id)?.defaultColour ?? '#888';
    const i = def.parts.findIndex((p) => p.id === id);
    return PALETTE[(i < 0 ? 0 : i) % PALETTE.length];
  };
  const body = [];
  for (const p of r.parts) {
    body.push(`<path d="${p.d}" fill="${colourOf(p.id)}"/>`);
    if (dressed) {
      for (const s of r.stripes.filter((x) => x.paintAfter === p.id)) {
        body.push(`<path d="${s.d}" fill="${STRIPE_COLOURS[s.zone]}" fill-opacity="0.9"/>`);
      }
    }
  }
  for (const s of r.shading) {
    body.push(`<path d="${s.d}" fill="${s.color}" fill-opacity="${s.alpha}" style="mix-blend-mode:${s.blend}"/>`);
  }
  body.push(`<path d="${r.outline}" fill="none" stroke="#1f2937" stroke-width="2.2" stroke-linejoin="round" stroke-linecap="round"/>`);
  if (!dressed) {
    for (const [id, a] of Object.entries(r.printAreas)) {
      body.push(
        `<rect x="${a.x}" y="${a.y}" width="${a.width}" height="${a.height}" fill="none" stroke="#e11d48" stroke-width="2" stroke-dasharray="8 6"/>`,
        `<text x="${a.x + 4}" y="${a.y + 16}" font-size="14" fill="#e11d48" font-family="sans-serif">${esc(id)}</text>`,
      );
    }
  }
  return `<g style="isolation:isolate">${body.join('')}</g>`;
}

/** Every sleeve × collar combination, with pocket, buttons, hood and drawstring shown once each. */
function variants(def) {
  const o = def.options;
  const list = [];
  for (const sleeves of o.sleeves) {
    for (const collar of o.collars) list.push({ ...def.defaults, sleeves, collar });
  }
  if (o.pocket) list.push({ ...def.defaults, pocket: !def.defaults.pocket });
  if (o.buttons) for (const b of o.buttonCounts.filter((b) => b !== def.defaults.buttons)) list.push({ ...def.defaults, buttons: b });
  if (o.hood) list.push({ ...def.defaults, hood: !def.defaults.hood });
  if (o.drawstring) list.push({ ...def.defaults, drawstring: !def.defaults.drawstring });
  return list;
}

const label = (s) =>
  `${s.sleeves} / ${s.collar}${s.pocket ? ' / pocket' : ''}${s.buttons ? ` / ${s.buttons} buttons` : ''}${s.hood ? ' / hood' : ''}${s.drawstring ? ' / drawstring' : ''}`;

function sheet(def, dressed) {
  const cell = 500;
  const rows = variants(def);
  const width = cell * 2;
  const height = rows.length * (cell + 30);
  const cells = rows.flatMap((sel, i) =>
    ['front', 'back'].map((view, j) => {
      const x = j * cell;
      const y = i * (cell + 30);
      return (
        `<text x="${x + 10}" y="${y + 22}" font-size="18" font-family="sans-serif" fill="#111">${def.slug} ${view}: ${esc(label(sel))}</text>` +
        `<g transform="translate(${x} ${y + 30}) scale(${cell / 1000})"><rect width="1000" height="1000" fill="#f1f5f9" stroke="#cbd5e1"/>${viewSvg(def, view, sel, dressed)}</g>`
      );
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#fff"/>${cells.join('')}</svg>`;
}

function toPng(svgFile, pngFile) {
  execFileSync('npx', ['--yes', '@resvg/resvg-js-cli', svgFile, pngFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The default selection (or PREVIEW_SELECTION), front and back side by side, large enough to judge the details. */
function pair(def) {
  const cell = 800;
  const cells = ['front', 'back'].map(
    (view, j) =>
      `<g transform="translate(${j * cell} 0) scale(${cell / 1000})"><rect width="1000" height="1000" fill="#f1f5f9" stroke="#cbd5e1"/>${viewSvg(def, view, { ...def.defaults, ...chosen }, true)}</g>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${cell * 2}" height="${cell}" viewBox="0 0 ${cell * 2} ${cell}">${cells.join('')}</svg>`;
}

const wanted = process.argv.slice(2);
// PREVIEW_SELECTION='{"collar":"mandarin"}' shows that selection in the large views instead of the defaults.
const chosen = JSON.parse(process.env.PREVIEW_SELECTION ?? '{}');
const defs = Object.values(garments.GARMENTS).filter((d) => wanted.length === 0 || wanted.includes(d.slug));
for (const def of defs) {
  writeFileSync(join(out, `${def.slug}-views.svg`), pair(def));
  toPng(join(out, `${def.slug}-views.svg`), join(out, `${def.slug}-views.png`));
  console.log(join(out, `${def.slug}-views.png`));
  for (const dressed of [false, true]) {
    const name = `${def.slug}${dressed ? '-dressed' : ''}`;
    writeFileSync(join(out, `${name}.svg`), sheet(def, dressed));
    toPng(join(out, `${name}.svg`), join(out, `${name}.png`));
    console.log(join(out, `${name}.png`));
  }
}
