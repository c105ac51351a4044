// The shell's entry keeps one name (main.js, see webpack-app.mjs) so that a page's start-up script
// and preloads never name a file a deploy removed; a query in index.html's <script src> keeps
// browsers from running an old one after a deploy. HtmlWebpackPlugin's own `hash: true` puts the
// compilation's hash there, which webpack makes from module identifiers holding absolute paths: the
// same sources built in another folder (the gateway image's /src) gave another index.html, and so
// another shell release id (issue 40). This query is a hash of the entry file's final bytes
// instead: written once webpack has put the chunks' real content hashes into the entry (its
// RealContentHashPlugin, at the OPTIMIZE_HASH stage), since the hashes before that hold the paths too.
import { createHash } from 'node:crypto';

const PLACEHOLDER = '__ENTRY_CONTENT_QUERY__';

/** The query for a file's bytes: 20 hex digits of their sha-256. */
export function contentQuery(bytes) {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 20);
}

/** index.html with each `<entry>?PLACEHOLDER` given the entry's content query. */
export function withEntryQueries(html, queries) {
  return Object.entries(queries).reduce((page, [src, query]) => page.split(`${src}?${PLACEHOLDER}`).join(`${src}?${query}`), html);
}

/** Adds `?<hash of its bytes>` to the script tags index.html has for these files of the build
 *  (`names`, e.g. ['assets/main.js']), whose names carry no hash of their own. */
export function entryQueryFromContent({ HtmlWebpackPlugin, names, html = 'index.html' }) {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.compilation.tap('EntryQueryFromContent', (compilation) => {
        const tagged = new Map();
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('EntryQueryFromContent', (data) => {
          for (const tag of data.assetTags.scripts) {
            const src = tag.attributes.src;
            const name = typeof src === 'string' ? names.find((candidate) => src === candidate || src.endsWith(`/${candidate}`)) : undefined;
            if (!name) continue;
            tagged.set(src, name);
            tag.attributes.src = `${src}?${PLACEHOLDER}`;
          }
          return data;
        });
        compilation.hooks.processAssets.tap({ name: 'EntryQueryFromContent', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
          const page = compilation.getAsset(html);
          if (!page || tagged.size === 0) return;
          const queries = Object.fromEntries([...tagged].map(([src, name]) => {
            const asset = compilation.getAsset(name);
            if (!asset) throw new Error(`${html} names ${name}, which this build did not write`);
            return [src, contentQuery(asset.source.buffer())];
          }));
          compilation.updateAsset(html, new sources.RawSource(withEntryQueries(page.source.source().toString(), queries)));
        });
      });
    },
  };
}
