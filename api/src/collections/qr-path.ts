import QRCode from 'qrcode';

/**
 * A QR code as one SVG path of its dark modules (a run of modules in a row is one rectangle), in
 * module units with the quiet zone around: the players' page draws it as `<svg viewBox><path d>`
 * with no QR library of its own (its first load stays small) and no markup from the API.
 */
export function qrPathOf(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      path += `M${start + quiet} ${row + quiet}h${column - start}v1h${start - column}z`;
    }
  }
  return { size: modules.size + 2 * quiet, path };
}
