// The Content-Security-Policy allows index.html's inline scripts by their sha256 hashes. They are
// taken from the page as written (HtmlWebpackPlugin minifies the inline code after it is put in),
// and emitted beside it for the gateways: csp.json for the local one, csp-nginx.conf for nginx.
import crypto from 'node:crypto';

/** An opening <script> tag (attribute values may hold '>' inside quotes), its text, its end. */
const SCRIPT_ELEMENT = /<script((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>([\s\S]*?)<\/script\s*>/gi;
/** One attribute of a tag: its name, and its value quoted or not. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

function hasSrc(attributes) {
  for (const [, name] of attributes.matchAll(ATTRIBUTE)) if (name.toLowerCase() === 'src') return true;
  return false;
}

/** The CSP source expressions ('sha256-…') of the inline scripts of an HTML page, in page order,
 *  each hashed over its text's UTF-8 bytes as the browser does. Scripts with src are left out. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (hasSrc(attributes)) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** An nginx snippet that sets $teamwear_script_hashes, for `include` in the server block. */
export function nginxScriptHashes(hashes) {
  return `# Written by the shell's build (build/csp-hashes.mjs): the hashes of index.html's inline scripts.\nset $teamwear_script_hashes "${hashes.join(' ')}";\n`;
}

/** Emits csp.json ({ scriptHashes }) and csp-nginx.conf beside `html` (index.html). Runs at the
 *  last stage of processAssets, on the bytes webpack then writes to disk. */
export function cspHashesOf({ html = 'index.html' } = {}) {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('CspHashes', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'CspHashes', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const page = compilation.getAsset(html);
          if (!page) {
            compilation.errors.push(new Error(`CspHashes: ${html} was not emitted`));
            return;
          }
          const hashes = inlineScriptHashes(page.source.buffer().toString('utf8'));
          compilation.emitAsset('csp.json', new sources.RawSource(`${JSON.stringify({ scriptHashes: hashes }, null, 2)}\n`));
          compilation.emitAsset('csp-nginx.conf', new sources.RawSource(nginxScriptHashes(hashes)));
        });
      });
    },
  };
}
