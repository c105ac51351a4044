// The federation plugin lists in mf-stats.json (and mf-manifest.json) which exposed modules use each
// shared module (`usedIn`) in the order its modules happened to finish building, which varies from
// one build to the next: sorted, the same sources give the same files, and the same release id.
import fs from 'node:fs';
import path from 'node:path';

function sortUsedIn(value) {
  if (Array.isArray(value)) return value.map(sortUsedIn);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === 'usedIn' && Array.isArray(inner) ? [...inner].sort() : sortUsedIn(inner)]));
}

/** Rewrites every mf-stats.json and mf-manifest.json under `dist` with its `usedIn` lists sorted. */
export function stabiliseFederationStats(dist) {
  for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!['mf-stats.json', 'mf-manifest.json'].includes(path.basename(file))) continue;
    const full = path.join(dist, file);
    const text = fs.readFileSync(full, 'utf8');
    const sorted = JSON.stringify(sortUsedIn(JSON.parse(text)), null, 2);
    if (sorted !== text) fs.writeFileSync(full, sorted);
  }
}
