// A JSON file the gateway serves from while someone may edit or rebuild it (remotes.json,
// the shell's csp.json): read again whenever it changes, without a restart.
import fs from 'node:fs/promises';

/**
 * Answers a function resolving to the file's parsed content, read again when the file is
 * modified or replaced. The first read must succeed (a start-up error names the file); later, a file that is
 * being rewritten or is broken keeps the last good content, with one warning per change.
 * @param {string} file
 * @param {(json: unknown) => unknown} check throws an Error saying what is wrong, or answers the value
 */
export async function watchedJsonFile(file, check) {
  const read = async () => check(JSON.parse(await fs.readFile(file, 'utf8')));
  let value;
  try {
    value = await read();
  } catch (error) {
    throw new Error(`${file}: ${error.message}`, { cause: error });
  }
  // The inode too: a file replaced by a rename (npm run promote) within the same millisecond as
  // the last write still counts as changed.
  const versionOf = (stat) => `${stat.ino}:${stat.mtimeMs}`;
  let readAt = versionOf(await fs.stat(file));
  return async () => {
    const modifiedAt = await fs.stat(file).then(versionOf, () => readAt);
    if (modifiedAt === readAt) return value;
    readAt = modifiedAt;
    try {
      value = await read();
    } catch (error) {
      console.warn(`${file} changed and cannot be used (${error.message}); keeping what it said before.`);
    }
    return value;
  };
}
