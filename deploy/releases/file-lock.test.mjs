import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withFileLock } from './file-lock.mjs';

let dir;
let file;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-lock-test-'));
  file = path.join(dir, 'remotes.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('holders take turns: the second starts after the first is done, and the lock is gone after', async () => {
  const steps = [];
  const holder = (name) =>
    withFileLock(file, async () => {
      steps.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      steps.push(`${name} out`);
    });
  await Promise.all([holder('a'), holder('b')]);
  expect([steps.slice(0, 2), steps.slice(2)].map((pair) => pair[0].split(' ')[0] === pair[1].split(' ')[0])).toEqual([true, true]);
  expect(fs.existsSync(`${file}.lock`)).toBe(false);
});

test('a lock left by a process that is gone is taken over', async () => {
  const gone = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => gone.on('exit', resolve));
  fs.writeFileSync(`${file}.lock`, JSON.stringify({ pid: gone.pid, host: os.hostname(), since: new Date().toISOString() }));
  expect(await withFileLock(file, () => 'done', { timeoutMs: 2000 })).toBe('done');
});

test('a lock held by a live process is waited for, then named', async () => {
  fs.writeFileSync(`${file}.lock`, JSON.stringify({ pid: process.pid, host: os.hostname(), since: 'just now' }));
  await expect(withFileLock(file, () => 'never', { timeoutMs: 300 })).rejects.toThrow(`${file}.lock is held by process ${process.pid} on ${os.hostname()} since just now`);
});

test('the lock is given back when the work fails', async () => {
  await expect(withFileLock(file, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  expect(fs.existsSync(`${file}.lock`)).toBe(false);
});
