// One promotion of a remotes.json at a time: a lock file beside it (`remotes.json.lock`), made
// with O_EXCL, so that two promotes run together (marketing and account from two terminals, two
// pipeline jobs) do not both read the old file and the second write lose the first's update. The
// lock names its holder; one left by a process that is gone (killed mid-promotion) is taken over.
import fs from 'node:fs';
import os from 'node:os';

function holderOf(lock) {
  try {
    return JSON.parse(fs.readFileSync(lock, 'utf8'));
  } catch {
    return null; // being written, or already gone
  }
}

function isGone(holder) {
  if (!holder || holder.host !== os.hostname() || !Number.isInteger(holder.pid)) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/**
 * Runs `work` holding the lock of `file`; waits for another holder up to `timeoutMs`, then throws
 * naming it.
 * @template T
 * @param {string} file
 * @param {() => Promise<T> | T} work
 * @returns {Promise<T>}
 */
export async function withFileLock(file, work, { timeoutMs = 120_000, what = 'a promotion' } = {}) {
  const lock = `${file}.lock`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const descriptor = fs.openSync(lock, 'wx');
      fs.writeSync(descriptor, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }));
      fs.closeSync(descriptor);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = holderOf(lock);
      if (isGone(holder)) {
        // Taken over by renaming it away first: of two waiters, only one removes it.
        const stale = `${lock}.${process.pid}.stale`;
        try {
          fs.renameSync(lock, stale);
          if (holderOf(stale)?.pid === holder.pid) fs.rmSync(stale, { force: true });
          else fs.renameSync(stale, lock); // a new holder's: put it back
        } catch {
          // someone else took it over first
        }
        continue;
      }
      if (Date.now() > deadline) {
        throw new Error(`${lock} is held by ${holder ? `process ${holder.pid} on ${holder.host} since ${holder.since}` : 'another process'} (${what} of the same file): wait for it, or remove the lock if that process is gone`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
