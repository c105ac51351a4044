import type { Font } from 'fontkit';

/** A piece of a line drawn in one font. */
export interface FontRun {
  font: Font;
  text: string;
}

/**
 * One line of runs, each shaped by fontkit in its own font, as SVG path data: centred on x = 0,
 * its central baseline (the middle of `baselineFont`'s ascent and descent, as
 * dominant-baseline="central" places it) at `y`; `size` is the font size. The Khmer and the
 * Japanese/Korean/Chinese outlines of print files both draw their lines this way.
 */
export function shapedLinePath(runs: readonly FontRun[], baselineFont: Font, size: number, y: number): string {
  const laid = runs.map(({ font, text }) => {
    const glyphs = font.layout(text);
    const scale = size / font.unitsPerEm;
    return { glyphs, scale, width: glyphs.positions.reduce((sum, position) => sum + position.xAdvance, 0) * scale };
  });
  const width = laid.reduce((sum, run) => sum + run.width, 0);
  const baseline = y + ((baselineFont.ascent + baselineFont.descent) / 2 / baselineFont.unitsPerEm) * size;
  let pen = -width / 2;
  const paths: string[] = [];
  for (const { glyphs, scale } of laid) {
    glyphs.glyphs.forEach((glyph, index) => {
      const position = glyphs.positions[index];
      if (!position) return;
      const d = glyph.path.transform(scale, 0, 0, -scale, pen + position.xOffset * scale, baseline - position.yOffset * scale).toSVG();
      if (d) paths.push(d);
      pen += position.xAdvance * scale;
    });
  }
  return paths.join('');
}
