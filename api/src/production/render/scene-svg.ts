import { editedPicture } from '@teamwear/design';
import type { SceneImage, ScenePaint, ScenePattern, SceneLayer, SceneText, ThumbnailScene } from '@teamwear/design/scene';
import { italicOf } from '../fonts/catalogue-print-fonts';
import { serverFontStack } from '../fonts/server-fonts';
import { cjkLinePath, hasCjk } from './cjk-outlines';
import { hasKhmer, khmerLinePath } from './khmer-outlines';
import { patternTileUrl } from './pattern-tiles';

/**
 * A design's scene (the studio's SVG thumbnail scene, remote-designer/src/render/thumbnail) written
 * as an SVG document for resvg: the same shapes, shading, outline and layers GarmentThumbnail draws
 * in the browser, with the same text geometry (centred lines, Pixi's line height), so the server's
 * picture is the studio's. Pattern tiles are the designer's, converted to PNG for resvg
 * (pattern-tiles.ts).
 */

/** Pixi's default line height for a text layer's lines, as a factor of the font size (as GarmentThumbnail). */
const LINE_HEIGHT = 1.15;
/** The slant a browser gives a face that has no italic (Skia skews by a quarter of the height). */
const SYNTHETIC_ITALIC_DEGREES = -14;
const OUTLINE = { color: '#1f2937', opacity: 0.85, width: 2.4 };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
const attr = (value: string | number) => `"${escapeXml(String(value))}"`;

export interface SvgBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SceneSvgOptions {
  /** The part of the artboard to draw (garment units); the scene's own box by default. */
  box?: SvgBox;
  /** Pixel size of the picture. */
  width: number;
  height: number;
  /** Draw the garment (parts, shading, outline) or only the layers: print files carry only what is printed. */
  garment: boolean;
}

class Defs {
  private readonly items: string[] = [];
  private readonly masks = new Map<string, string | null>();
  private count = 0;
  nextId(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  add(markup: string): void {
    if (markup) this.items.push(markup);
  }
  fill(paint: ScenePaint, units: 'userSpaceOnUse' | 'objectBoundingBox'): string {
    if (paint.kind === 'solid') return paint.color;
    const id = `g${this.items.length}`;
    const stops = paint.stops.map((stop) => `<stop offset=${attr(stop.offset)} stop-color=${attr(stop.color)}/>`).join('');
    this.items.push(
      paint.kind === 'linear'
        ? `<linearGradient id="${id}" gradientUnits="${units}" x1=${attr(paint.x1)} y1=${attr(paint.y1)} x2=${attr(paint.x2)} y2=${attr(paint.y2)}>${stops}</linearGradient>`
        : `<radialGradient id="${id}" gradientUnits="${units}" cx=${attr(paint.cx)} cy=${attr(paint.cy)} r=${attr(paint.r)}>${stops}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /**
   * A pattern's tile repeated over `area` as an alpha mask, as GarmentThumbnail draws it: one mask
   * per tile and size, each part shows it through its own outline. Null without the tile.
   */
  patternMask(pattern: ScenePattern, area: SvgBox): string | null {
    const key = `${pattern.file}@${pattern.tile}`;
    const known = this.masks.get(key);
    if (known !== undefined) return known;
    const href = patternTileUrl(pattern.file);
    let url: string | null = null;
    if (href) {
      const id = this.nextId('m');
      const [x, y, width, height] = [area.x, area.y, area.width, area.height].map(attr);
      this.items.push(
        `<pattern id="${id}p" patternUnits="userSpaceOnUse" x="0" y="0" width=${attr(pattern.tile)} height=${attr(pattern.tile)}>` +
          `<image href=${attr(href)} width=${attr(pattern.tile)} height=${attr(pattern.tile)} preserveAspectRatio="none"/></pattern>` +
          `<mask id="${id}" maskUnits="userSpaceOnUse" x=${x} y=${y} width=${width} height=${height} mask-type="alpha" style="mask-type:alpha">` +
          `<rect x=${x} y=${y} width=${width} height=${height} fill="url(#${id}p)"/></mask>`,
      );
      url = `url(#${id})`;
    }
    this.masks.set(key, url);
    return url;
  }
  toString(): string {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : '';
  }
}

function textSvg(layer: SceneText, defs: Defs): string {
  const first = (-(layer.lines.length - 1) / 2) * layer.fontSize * LINE_HEIGHT;
  // Unquoted names: resvg reads a list of plain names, and a family never needs more than these characters.
  const family = serverFontStack(layer.fontFamily.replace(/[^\w -]/g, '').trim() || 'sans-serif').join(', ');
  const stroke = layer.stroke ? ` stroke=${attr(layer.stroke.color)} stroke-width=${attr(layer.stroke.width)} stroke-linejoin="round" paint-order="stroke"` : '';
  // Outlines are drawn from upright faces (the Khmer and CJK families have no italic): an italic is
  // slanted as the browser slants a face it lacks (Skia's 1/4 skew, about 14°).
  const slant = layer.fontStyle === 'italic' ? ` transform="skewX(${SYNTHETIC_ITALIC_DEGREES})"` : '';
  if (layer.lines.some(hasKhmer)) {
    // Khmer as fontkit's outlines: resvg misplaces Khmer vowel signs past a word's first syllable (khmer-outlines.ts).
    const bold = layer.fontWeight >= 600;
    const d = layer.lines.map((line, index) => khmerLinePath(line, layer.fontSize, bold, first + index * layer.fontSize * LINE_HEIGHT)).join('');
    return `<path d=${attr(d)}${slant} fill=${attr(defs.fill(layer.fill, 'objectBoundingBox'))}${stroke}/>`;
  }
  if (layer.lines.some(hasCjk)) {
    // Japanese, Korean, Chinese as outlines from the catalogue's pieces that hold their letters (cjk-outlines.ts).
    const d = layer.lines.map((line, index) => cjkLinePath(line, layer.fontFamily, layer.fontWeight, layer.fontSize, first + index * layer.fontSize * LINE_HEIGHT)).join('');
    return `<path d=${attr(d)}${slant} fill=${attr(defs.fill(layer.fill, 'objectBoundingBox'))}${stroke}/>`;
  }
  const lines = layer.lines
    .map((line, index) => `<tspan x="0" y=${attr(first + index * layer.fontSize * LINE_HEIGHT)}>${escapeXml(line)}</tspan>`)
    .join('');
  const italic = layer.fontStyle !== 'italic' ? '' : italicOf(layer.fontFamily) === 'face' ? ' font-style="italic"' : ` transform="skewX(${SYNTHETIC_ITALIC_DEGREES})"`;
  return `<text text-anchor="middle" dominant-baseline="central" font-family=${attr(family)} font-size=${attr(layer.fontSize)} font-weight=${attr(layer.fontWeight)}${italic} fill=${attr(defs.fill(layer.fill, 'objectBoundingBox'))}${stroke}>${lines}</text>`;
}

/** A picture in its box; an edited one is the studio's edited-picture SVG written inline (resvg loads no picture inside a picture). */
function imageSvg(layer: SceneImage, defs: Defs): string {
  const box = `x=${attr(-layer.width / 2)} y=${attr(-layer.height / 2)} width=${attr(layer.width)} height=${attr(layer.height)} preserveAspectRatio="xMidYMid meet"`;
  if (!layer.edits) return `<image href=${attr(layer.src)} ${box}/>`;
  const picture = editedPicture(layer.src, layer.edits, defs.nextId('edit'));
  defs.add(picture.defs);
  return `<svg ${box} viewBox="0 0 ${picture.width} ${picture.height}">${picture.body}</svg>`;
}

function layerSvg(layer: SceneLayer, defs: Defs): string {
  const body = layer.kind === 'text' ? textSvg(layer, defs) : imageSvg(layer, defs);
  return `<g transform="translate(${layer.x} ${layer.y}) rotate(${layer.rotation}) scale(${layer.scale})" opacity=${attr(layer.opacity)}>${body}</g>`;
}

/** What the scene draws, as SVG elements in garment units (no root element): the garment if asked, then the layers. */
export function sceneSvgContent(scene: ThumbnailScene, garment: boolean): string {
  const defs = new Defs();
  const parts: string[] = [];
  if (garment) {
    for (const shape of scene.shapes) {
      parts.push(`<path d=${attr(shape.d)} fill=${attr(defs.fill(shape.paint, 'userSpaceOnUse'))}/>`);
      // The tile's white ink tinted with the pattern's colour over the part's paint.
      const mask = shape.pattern && defs.patternMask(shape.pattern, scene.viewBox);
      if (shape.pattern && mask) parts.push(`<path d=${attr(shape.d)} fill=${attr(shape.pattern.color)} fill-opacity=${attr(shape.pattern.opacity)} mask=${attr(mask)}/>`);
    }
    for (const shade of scene.shading) parts.push(`<path d=${attr(shade.d)} fill=${attr(shade.color)} fill-opacity=${attr(shade.alpha)}/>`);
    parts.push(
      `<path d=${attr(scene.outline)} fill="none" stroke="${OUTLINE.color}" stroke-opacity="${OUTLINE.opacity}" stroke-width="${OUTLINE.width}" stroke-linejoin="round" stroke-linecap="round"/>`,
    );
  }
  for (const layer of scene.layers) parts.push(layerSvg(layer, defs));
  return `${defs.toString()}${parts.join('')}`;
}

/** SVG elements in garment units as a document of `width`×`height` pixels showing `box` (aspect kept, centred). */
export function svgDocument(content: string, box: SvgBox, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}" preserveAspectRatio="xMidYMid meet">${content}</svg>`;
}

/** The scene as an SVG document of `width`×`height` pixels showing `box` (aspect kept, centred). */
export function sceneSvg(scene: ThumbnailScene, options: SceneSvgOptions): string {
  return svgDocument(sceneSvgContent(scene, options.garment), options.box ?? scene.viewBox, options.width, options.height);
}
