// Tables on the terminal and JSON files in bench/results/.
import fs from 'node:fs';
import path from 'node:path';
import { resultsDir } from './env.mjs';

/** A plain-text table; numbers are right-aligned. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => (cell === undefined || cell === null ? '' : String(cell))));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const numeric = headers.map((_, column) => rows.length > 0 && rows.every((row) => /^[<>]?[-+]?[\d.,]+( ?[%a-zA-Z×]+)?$|^$|^—$/.test(String(row[column] ?? ''))));
  const line = (row) =>
    row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd();
  return [line(cells[0]), widths.map((width) => '─'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const ms = (value) => (value === undefined || value === null ? '—' : Math.round(value).toLocaleString('en-US'));

export function writeResult(name, data) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}
