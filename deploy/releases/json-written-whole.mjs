// A JSON file replaced whole: written under another name beside it, flushed, and renamed over the
// old one, so that a reader (the gateway, nginx, a ConfigMap made from it, a CI run) never sees a
// half-written file. remotes.json and the record of what is released are written this way.
import fs from 'node:fs';
import path from 'node:path';

export function writeJsonWhole(file, value) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  const descriptor = fs.openSync(partial, 'w');
  try {
    fs.writeSync(descriptor, `${JSON.stringify(value, null, 2)}\n`);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  fs.renameSync(partial, file);
}
