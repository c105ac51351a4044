// A backup of the local database (PGlite, `DATA_DIR/pglite`) as one file, and its restore.
//   node scripts/pglite-backup.mjs backup [file]   (default DATA_DIR/backups/pglite-<time>.tar.gz)
//   node scripts/pglite-backup.mjs restore <file>  (into DATA_DIR/pglite, which must not exist)
// PGlite is PostgreSQL inside the API's process: no other process may open its folder while the API
// runs (two would write the same files), and a copy of the folder taken while it writes can be torn.
// So both refuse while the folder is open, which PGlite marks with its postmaster.pid; the backup
// itself is PGlite's own dumpDataDir (a tarball of the data folder, closed cleanly), which
// `new PGlite(dir, { loadDataDir })` unpacks.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// PGlite is the API's dependency, not the repository root's.
const requireFromApi = createRequire(path.join(repoRoot, 'api', 'package.json'));

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Resolves when the database folder is not open; exits with a reason otherwise. */
function refuseWhileOpen(dir) {
  if (fs.existsSync(path.join(dir, 'postmaster.pid'))) {
    fail(
      `${dir} is open (postmaster.pid): stop the API first (Ctrl+C on npm start, or SIGTERM). ` +
        'If it is stopped and the file remains, it was killed: start it once and stop it, so PGlite recovers and closes the folder.',
    );
  }
}

async function openPglite(dir, options) {
  const { PGlite } = await import(pathToFileURL(requireFromApi.resolve('@electric-sql/pglite')).href);
  const pglite = new PGlite(dir, options);
  await pglite.waitReady;
  return pglite;
}

async function backup(dataDir, file) {
  const dir = path.join(dataDir, 'pglite');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) fail(`No PGlite database in ${dir} (DATA_DIR=${dataDir}).`);
  refuseWhileOpen(dir);
  const target = file ?? path.join(dataDir, 'backups', `pglite-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const pglite = await openPglite(dir);
  let dump;
  try {
    dump = await pglite.dumpDataDir('gzip');
  } finally {
    await pglite.close();
  }
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  // Written beside, then renamed: a backup file is whole or absent.
  const partial = `${target}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, target);
  console.log(`Backed up ${dir} to ${target} (${fs.statSync(target).size} bytes).`);
}

async function restore(dataDir, file) {
  if (!file) fail('Which backup? node scripts/pglite-backup.mjs restore <file.tar.gz>');
  if (!fs.existsSync(file)) fail(`${file} does not exist.`);
  const dir = path.join(dataDir, 'pglite');
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    refuseWhileOpen(dir);
    fail(`${dir} holds a database: move it aside first (mv ${dir} ${dir}.old), then restore.`);
  }
  fs.mkdirSync(dir, { recursive: true });
  const pglite = await openPglite(dir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  await pglite.query('select 1');
  await pglite.close();
  console.log(`Restored ${file} into ${dir}: start the API (it migrates the restored database if it is older than the code).`);
}

const [command, file] = process.argv.slice(2);
const dataDir = path.resolve(process.env.DATA_DIR || path.join(repoRoot, '.data'));
if (command === 'backup') await backup(dataDir, file);
else if (command === 'restore') await restore(dataDir, file);
else fail('Usage: node scripts/pglite-backup.mjs backup [file] | restore <file>');
