// What an app's mf-manifest.json says of it besides what the federation runtime needs: the shell
// contract it was built against (build/shell-contract.mjs), for the designer the design schema it
// writes (build/design-schema.mjs), and, for a remote, its pages and the files of its strings. The shell
// knows only which prefix each remote owns (@teamwear/shared/routes, MOUNTS); which pages are
// below it, and which exposed module draws each, the remote says here, from its own pages.json,
// so a remote adds or moves a page with no shell release.
import fs from 'node:fs';
import path from 'node:path';
import { designSchema } from './design-schema.mjs';
import { shellContract } from './shell-contract.mjs';

/** The remote's pages.json, checked: every page a path and an exposed module. A mistake fails
 *  the build rather than shipping a page the shell could not draw. */
export function pagesOf(appDir, exposes = {}) {
  const file = path.join(appDir, 'pages.json');
  if (!fs.existsSync(file)) return undefined;
  const pages = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(pages)) throw new Error(`${file} must be a list of pages`);
  for (const page of pages) {
    if (typeof page?.path !== 'string' || !(page.path === '*' || page.path.startsWith('/'))) {
      throw new Error(`${file}: ${JSON.stringify(page)} has no path ('/…' or '*')`);
    }
    if (!Object.hasOwn(exposes, page.module)) {
      throw new Error(`${file}: the page ${page.path} is drawn by ${page.module}, which the app does not expose`);
    }
  }
  return pages;
}

/** The files of a remote's strings chunks (`<name>-strings-<language>`, src/strings/index.ts), by
 *  language: index.html's start-up script fetches the visitor's beside the page's own scripts,
 *  instead of after the page has run and asked for them. */
export function stringsFilesOf(compilation, name) {
  const files = {};
  for (const language of ['en', 'kh']) {
    const chunk = compilation?.namedChunks?.get(`${name}-strings-${language}`);
    const file = chunk ? [...chunk.files].find((candidate) => candidate.endsWith('.js')) : undefined;
    if (file) files[language] = file;
  }
  return Object.keys(files).length > 0 ? files : undefined;
}

/** The enhanced ModuleFederationPlugin's `manifest` option that adds them to metaData
 *  (mf-stats.json's metaData is copied whole into mf-manifest.json). An app that writes design
 *  documents (the designer) also says which schema version it writes (build/design-schema.mjs). */
export function manifestMetaData(appDir, exposes, { writesDesigns = false } = {}) {
  const contract = shellContract(appDir);
  const schema = writesDesigns ? designSchema(appDir) : undefined;
  const pages = pagesOf(appDir, exposes);
  return {
    additionalData({ stats, compilation }) {
      stats.metaData.shellContract = contract;
      if (schema !== undefined) stats.metaData.designSchema = schema;
      if (pages) stats.metaData.pages = pages;
      const strings = stringsFilesOf(compilation, stats.metaData.name);
      if (strings) stats.metaData.strings = strings;
      return stats;
    },
  };
}
