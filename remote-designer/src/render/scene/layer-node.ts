import { Container, type FillGradient, Graphics, Rectangle, Sprite, Text, type TextStyleOptions } from 'pixi.js';
import { isImageLayer, pictureSource, type ImageLayer, type Layer, type TextLayer } from '@teamwear/design';
import { fontStack } from '../fonts/fonts';
import type { TextureStore } from './assets';
import { localPaintFill } from './paint';
import { textBaselineShift } from './measure-text-baseline';
import { TEXT_LINE_HEIGHT } from './text-baseline';

/** What an empty picture layer (a logo not uploaded yet) says, by kind; set by the UI in its language. */
export type PlaceholderLabels = Record<ImageLayer['kind'], string>;

export interface LayerNodeContext {
  textures: TextureStore;
  placeholderLabels: PlaceholderLabels;
  /** Pixels per garment unit the text is rasterised at (screen zoom × device pixels, or the export scale). */
  textResolution: number;
}

/**
 * One layer on the canvas: a container at the layer's centre, turned and scaled, holding a
 * Text, a Sprite, or a placeholder box for a picture not chosen yet. `update` applies a new
 * version of the layer, redoing only what changed.
 */
export class LayerNode {
  readonly container = new Container();
  private text: Text | null = null;
  private sprite: Sprite | null = null;
  private frame: Graphics | null = null;
  private placeholderLabel: Text | null = null;
  private gradients: FillGradient[] = [];
  private layer: Layer | null = null;
  private textureSrc: string | null = null;
  private textResolution = 0;
  private labels = '';
  private framePlaceholder = false;
  /** The text resolution the node was last drawn at. */
  resolution = 0;
  /** A picture it shows is still loading: draw it again when the texture store changes. */
  waitingForTexture = false;
  /** The content's own box (before the layer's scale), centred on 0,0. */
  size = { width: 1, height: 1 };

  constructor(readonly id: string) {
    this.container.label = `layer-${id}`;
  }

  get current(): Layer | null {
    return this.layer;
  }

  update(layer: Layer, ctx: LayerNodeContext): void {
    const previous = this.layer;
    this.layer = layer;
    this.resolution = ctx.textResolution;
    this.applyTransform(layer);
    this.container.alpha = layer.opacity;
    this.container.visible = layer.visible;
    if (isImageLayer(layer)) this.updateImage(layer, previous, ctx);
    else this.updateText(layer, previous, ctx);
    this.container.hitArea = new Rectangle(-this.size.width / 2, -this.size.height / 2, this.size.width, this.size.height);
    this.container.cursor = layer.locked ? 'default' : 'move';
  }

  /** Position, rotation and scale, also used during a gesture before the edit is committed. */
  applyTransform(t: { x: number; y: number; rotation: number; scale: number }): void {
    this.container.position.set(t.x, t.y);
    this.container.angle = t.rotation;
    this.container.scale.set(t.scale);
  }

  private updateText(layer: TextLayer, previous: Layer | null, ctx: LayerNodeContext) {
    this.clearImage();
    this.waitingForTexture = false;
    const sameStyle =
      previous !== null &&
      !isImageLayer(previous) &&
      previous.fontFamily === layer.fontFamily &&
      previous.fontSize === layer.fontSize &&
      previous.fontWeight === layer.fontWeight &&
      previous.fontStyle === layer.fontStyle &&
      previous.fill === layer.fill &&
      previous.align === layer.align &&
      previous.stroke === layer.stroke &&
      this.text !== null;
    if (!this.text) {
      this.text = new Text({ text: '', anchor: 0.5 });
      this.container.addChild(this.text);
    }
    if (!sameStyle) {
      const old = this.gradients;
      this.gradients = [];
      const keep = (gradient: FillGradient) => this.gradients.push(gradient);
      const stroke = layer.stroke.width > 0 ? { color: layer.stroke.color, width: layer.stroke.width, join: 'round' as const } : undefined;
      const style: TextStyleOptions = {
        fontFamily: fontStack(layer.fontFamily),
        fontSize: layer.fontSize,
        fontWeight: String(layer.fontWeight) as TextStyleOptions['fontWeight'],
        fontStyle: layer.fontStyle,
        fill: localPaintFill(layer.fill, keep),
        align: layer.align,
        // As the thumbnails and the print files set lines (./text-baseline).
        lineHeight: layer.fontSize * TEXT_LINE_HEIGHT,
        // Khmer stacks vowels and subscripts above and below the line, and a stroke grows the
        // glyphs outwards: without room the canvas clips them.
        padding: Math.ceil(layer.stroke.width + layer.fontSize * 0.35),
        ...(stroke ? { stroke } : {}),
      };
      this.text.style = style;
      for (const gradient of old) gradient.destroy();
    }
    if (this.text.text !== layer.text) this.text.text = layer.text;
    // Where the thumbnails and the print files put the lines, not where Pixi's measure of the ink does.
    this.text.y = textBaselineShift(layer.text, this.text.style, layer.stroke.width);
    if (this.textResolution !== ctx.textResolution) {
      this.textResolution = ctx.textResolution;
      this.text.resolution = ctx.textResolution;
    }
    // Alignment moves the lines inside the block; the block itself stays centred on x, y.
    const bounds = this.text.getLocalBounds();
    this.size = { width: Math.max(8, bounds.width), height: Math.max(8, bounds.height) };
  }

  private updateImage(layer: ImageLayer, previous: Layer | null, ctx: LayerNodeContext) {
    this.clearText();
    // The picture as edited (model/image-edits): its original, or an SVG drawing it edited.
    const src = pictureSource(layer);
    const loaded = src ? ctx.textures.get(src) : null;
    const failed = src !== '' && ctx.textures.hasFailed(src);
    this.waitingForTexture = src !== '' && !loaded && !failed;
    // While an edit's picture loads, the one shown stays (no placeholder flashing between two edits).
    const texture = loaded ?? (this.waitingForTexture && this.sprite && this.textureSrc ? ctx.textures.get(this.textureSrc) : null);
    this.size = { width: layer.width, height: layer.height };
    if (texture) {
      this.clearPlaceholderLabel();
      if (!this.sprite) {
        this.sprite = new Sprite({ anchor: 0.5 });
        this.container.addChildAt(this.sprite, 0);
      }
      if (loaded && this.textureSrc !== src) {
        this.sprite.texture = loaded;
        this.textureSrc = src;
      }
      // Contain: the whole picture inside the layer's box, its proportions kept.
      const fit = Math.min(layer.width / Math.max(1, texture.width), layer.height / Math.max(1, texture.height));
      this.sprite.scale.set(fit);
    } else if (this.sprite) {
      this.sprite.destroy();
      this.sprite = null;
      this.textureSrc = null;
    }
    const labels = `${ctx.placeholderLabels[layer.kind]}|${failed}|${ctx.textResolution}`;
    const placeholder = texture === null;
    const frameChanged =
      !previous ||
      !isImageLayer(previous) ||
      previous.width !== layer.width ||
      previous.height !== layer.height ||
      previous.stroke !== layer.stroke ||
      !this.frame ||
      this.framePlaceholder !== placeholder ||
      this.labels !== labels;
    if (frameChanged) this.drawFrame(layer, placeholder, ctx, failed, labels);
  }

  private drawFrame(layer: ImageLayer, placeholder: boolean, ctx: LayerNodeContext, failed: boolean, labels: string) {
    this.labels = labels;
    this.framePlaceholder = placeholder;
    if (!this.frame) {
      this.frame = new Graphics();
      this.container.addChild(this.frame);
    }
    const frame = this.frame.clear();
    const w = layer.width;
    const h = layer.height;
    if (placeholder) {
      frame.roundRect(-w / 2, -h / 2, w, h, Math.min(w, h) * 0.08).fill({ color: 0xffffff, alpha: 0.55 });
      // A dashed edge, drawn as short segments: Pixi strokes have no dash pattern.
      const dash = 12;
      const edges: [number, number, number, number][] = [
        [-w / 2, -h / 2, w / 2, -h / 2],
        [w / 2, -h / 2, w / 2, h / 2],
        [w / 2, h / 2, -w / 2, h / 2],
        [-w / 2, h / 2, -w / 2, -h / 2],
      ];
      for (const [x1, y1, x2, y2] of edges) {
        const length = Math.hypot(x2 - x1, y2 - y1);
        for (let at = 0; at < length; at += dash * 2) {
          const t1 = at / length;
          const t2 = Math.min(1, (at + dash) / length);
          frame.moveTo(x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1).lineTo(x1 + (x2 - x1) * t2, y1 + (y2 - y1) * t2);
        }
      }
      frame.stroke({ width: 3, color: failed ? 0xdc2626 : 0x475569, alpha: 0.9 });
      if (!this.placeholderLabel) {
        this.placeholderLabel = new Text({ text: '', anchor: 0.5 });
        this.container.addChild(this.placeholderLabel);
      }
      this.placeholderLabel.style = {
        fontFamily: fontStack('Arial'),
        fontSize: Math.max(14, Math.min(w, h) * 0.2),
        fontWeight: '700',
        fill: failed ? '#dc2626' : '#334155',
        align: 'center',
        padding: 8,
      };
      this.placeholderLabel.text = ctx.placeholderLabels[layer.kind];
      this.placeholderLabel.resolution = ctx.textResolution;
      const fits = Math.min(1, (w * 0.9) / Math.max(1, this.placeholderLabel.width));
      this.placeholderLabel.scale.set(fits);
    } else {
      this.clearPlaceholderLabel();
    }
    if (layer.stroke.width > 0) {
      const s = layer.stroke.width;
      frame.rect(-w / 2 - s / 2, -h / 2 - s / 2, w + s, h + s).stroke({ width: s, color: layer.stroke.color });
    }
  }

  private clearPlaceholderLabel() {
    this.placeholderLabel?.destroy();
    this.placeholderLabel = null;
  }

  private clearText() {
    if (this.text) {
      this.text.destroy();
      this.text = null;
    }
    for (const gradient of this.gradients) gradient.destroy();
    this.gradients = [];
  }

  private clearImage() {
    this.sprite?.destroy();
    this.sprite = null;
    this.textureSrc = null;
    this.frame?.destroy();
    this.frame = null;
    this.clearPlaceholderLabel();
    this.labels = '';
  }

  destroy(): void {
    this.clearText();
    this.clearImage();
    this.container.destroy({ children: true });
  }
}
