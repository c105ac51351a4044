import crypto from 'node:crypto';
import { inlineScriptHashes, nginxScriptHashes } from './csp-hashes.mjs';

// The example of the CSP specification and MDN: this script's hash as browsers compute it.
const HELLO = "alert('Hello, world.');";
const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('inlineScriptHashes', () => {
  test('hashes an inline script as the browser does', () => {
    expect(inlineScriptHashes(`<html><head><script>${HELLO}</script></head></html>`)).toEqual([HELLO_HASH]);
  });

  test('leaves out scripts loaded by src, in any attribute spelling a minifier writes', () => {
    const html = `<script defer src=/assets/main.js?abc></script><script src="/a.js"></script><SCRIPT type=module SRC='/b.js'></SCRIPT><script>${HELLO}</script>`;
    expect(inlineScriptHashes(html)).toEqual([HELLO_HASH]);
  });

  test('reads past an attribute value holding ">" or "src="', () => {
    const html = `<script data-strings='{"en":"/a.js","note":"a > b, src=x"}'>${HELLO}</script>`;
    expect(inlineScriptHashes(html)).toEqual([HELLO_HASH]);
  });

  test('hashes each script on its own, over its UTF-8 bytes, once per distinct text', () => {
    const khmer = 'document.title="ខ្មែរ";';
    const html = `<script>${HELLO}</script><p>between</p><script>${khmer}</script><script>${HELLO}</script>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(HELLO_HASH);
    expect(hashes[1]).toBe(`'sha256-${crypto.createHash('sha256').update(Buffer.from(khmer, 'utf8')).digest('base64')}'`);
  });

  test('an empty inline script has a hash too (the browser checks it)', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
  });

  test('a page without inline scripts has no hashes', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><style>body{}</style>')).toEqual([]);
  });
});

test('nginxScriptHashes sets one variable with every hash', () => {
  expect(nginxScriptHashes([HELLO_HASH, "'sha256-x'"])).toContain(`set $teamwear_script_hashes "${HELLO_HASH} 'sha256-x'";\n`);
});
