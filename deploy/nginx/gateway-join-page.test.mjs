// The players' page of a size collection (/join/<code>, issue 37) is a page of its own in the
// shell's join/ folder: nginx must answer its paths with it, not with the shell's index.html (which
// `location /` would), and a missing file under /join/ with a 404, as the local gateway does
// (deploy/local/gateway.test.mjs). Read from the template.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const template = fs.readFileSync(path.join(here, 'gateway.conf.template'), 'utf8');

/** The `location ^~ /join/ { … }` block with its nested location, without comments. */
function joinBlock() {
  const start = template.indexOf('location ^~ /join/ {');
  if (start === -1) return null;
  let depth = 0;
  let end = start;
  for (let i = template.indexOf('{', start); i < template.length; i += 1) {
    // `${TEAMWEAR_ROOT}`'s braces are the template's variables, not blocks.
    if (template[i] === '$' && template[i + 1] === '{') {
      i = template.indexOf('}', i);
      continue;
    }
    if (template[i] === '{') depth += 1;
    if (template[i] === '}') depth -= 1;
    if (depth === 0) {
      end = i + 1;
      break;
    }
  }
  return template
    .slice(start, end)
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
}

describe("the players' page in the production gateway", () => {
  const block = joinBlock();

  test('/join/<code> is answered with the page of the shell’s join/ folder', () => {
    expect(block).not.toBeNull();
    expect(block).toContain('root ${TEAMWEAR_ROOT}/shell;');
    expect(block).toMatch(/\n {8}try_files \$uri \/join\/index\.html;/);
  });

  test('its files are files: a missing script is a 404, never the page', () => {
    expect(block).toMatch(/location ~\* \\\.\(\?:js\|[^)]*\)\$ \{[^}]*try_files \$uri =404;/);
  });

  test('it has the cache rule and the security headers (the page policy on its HTML) of every shell file', () => {
    expect(block?.match(/add_header Cache-Control \$teamwear_cache_control always;/g)).toHaveLength(2);
    expect(block?.match(/include teamwear\/security-headers\.conf;/g)).toHaveLength(2);
  });
});
