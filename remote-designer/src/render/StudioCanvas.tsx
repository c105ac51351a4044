// Before any renderer starts: Pixi's shader and uniform code without `new Function`, which the
// app's Content-Security-Policy (no 'unsafe-eval') refuses. Without it Pixi throws at start.
import 'pixi.js/unsafe-eval';
// Also before: the batches' texture count a software GPU can afford (see batch-textures).
import './batch-textures';
import { memo, useRef, type CSSProperties } from 'react';
import { WORN, type DesignStore, type GarmentLook } from '@teamwear/design';
import { StudioScene } from './StudioScene';
import type { PlaceholderLabels } from './scene/layer-node';
import type { StudioController } from './studio-controller';
import type { DisplayMode, SceneState } from './studio-renderer';
import { loadStudioFonts } from './fonts/fonts';

// Asked for as soon as a page that draws a canvas loads, while React draws the page: the
// renderer waits for the Khmer font before its first frame, and Pixi for its renderer's code,
// which it would otherwise download one after the other once the canvas has mounted.
void loadStudioFonts();
void import('./pixi-start').catch(() => undefined);

export interface StudioCanvasProps {
  /** The editor's store: the canvas follows it and edits layers through it. */
  store?: DesignStore;
  /** Without a store (the preview): the scene to show. */
  scene?: SceneState;
  mode: DisplayMode;
  /** On the mannequin (the default) or on its own. */
  look?: GarmentLook;
  /** CSS pixels along the bottom kept clear of the fitted garment, for controls over the canvas. */
  bottomInset?: number;
  placeholderLabels: PlaceholderLabels;
  /** Where the canvas hands its renderer once it is up (and takes it back when it goes). */
  controller?: StudioController;
  style?: CSSProperties;
  className?: string;
  label: string;
}

/**
 * The studio's canvas: <StudioScene> makes the Pixi application and its canvas inside the host
 * and tears them down with the component, and hands them to the renderer. The application
 * draws on demand only (no ticker). The host is `touch-action: pan-y`: a
 * finger that does not edit scrolls the page (see viewport-gestures).
 */
export function StudioCanvas({ store, scene, mode, look = WORN, bottomInset = 0, placeholderLabels, controller, style, className, label }: StudioCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={hostRef}
      className={className}
      role="img"
      aria-label={label}
      data-testid="studio-canvas"
      data-studio-canvas
      style={{ position: 'relative', overflow: 'hidden', touchAction: 'pan-y', ...style }}
    >
      <Scene hostRef={hostRef} store={store} scene={scene} mode={mode} look={look} bottomInset={bottomInset} placeholderLabels={placeholderLabels} controller={controller} />
    </div>
  );
}

/** Memoised: the canvas's page re-renders for every edit, the scene follows the store instead. */
const Scene = memo(StudioScene);
