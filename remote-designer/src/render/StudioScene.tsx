import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { DesignStore, GarmentLook } from '@teamwear/design';
import { attachProbe, probeAsked } from './probe';
import type { PlaceholderLabels } from './scene/layer-node';
import type { StudioController } from './studio-controller';
import { StudioRenderer, type DisplayMode, type SceneState } from './studio-renderer';
import { usePixiApplication } from './use-pixi-application';

export interface StudioSceneProps {
  /** The element around the canvas: sizes the canvas and takes the zoom and pan gestures. */
  hostRef: RefObject<HTMLDivElement | null>;
  store?: DesignStore;
  scene?: SceneState;
  mode: DisplayMode;
  look: GarmentLook;
  bottomInset: number;
  placeholderLabels: PlaceholderLabels;
  /** Told when the renderer is up and when it goes (the studio's components reach it there). */
  controller?: StudioController;
}

/**
 * The studio's Pixi application (use-pixi-application) and the StudioRenderer on it. The garment
 * and the layers are not React elements: they are reconciled by id with their own caches, and a
 * drag moves one node per pointer event without a render, which is what keeps a drag frame cheap
 * on a software GPU.
 *
 * A layout effect for the renderer: on unmount it lets go of its scene before the application's
 * own (passive) effect destroys the application.
 */
export function StudioScene({ hostRef, store, scene, mode, look, bottomInset, placeholderLabels, controller }: StudioSceneProps) {
  const pixi = usePixiApplication(hostRef, () => controller?.fail());
  const rendererRef = useRef<StudioRenderer | null>(null);
  const latest = useRef({ scene, mode, look, placeholderLabels });
  useLayoutEffect(() => {
    latest.current = { scene, mode, look, placeholderLabels };
  });

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host || !pixi) return;
    const { app, viewport } = pixi;
    const renderer = new StudioRenderer(app, { store, placeholderLabels: latest.current.placeholderLabels, bottomInset });
    renderer.setDisplayMode(latest.current.mode);
    renderer.setLook(latest.current.look);
    if (latest.current.scene) renderer.setScene(latest.current.scene);
    // Set now: a mode or scene that changes while the fonts load is kept for the first frame.
    rendererRef.current = renderer;
    let alive = true;
    let detachProbe: (() => void) | null = null;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) renderer.resize(box.width, box.height);
    });
    renderer.start(host, viewport).then(
      (ok) => {
        if (!ok || !alive) return;
        observer.observe(host);
        // Only for a page that asked (tests, the benchmark): nothing is measured otherwise.
        if (probeAsked()) detachProbe = attachProbe(renderer, host);
        controller?.attach(renderer);
      },
      (error: unknown) => {
        console.error('[designer] the canvas could not start', error);
        if (alive) controller?.fail();
      },
    );
    return () => {
      alive = false;
      observer.disconnect();
      detachProbe?.();
      if (rendererRef.current === renderer) rendererRef.current = null;
      controller?.detach(renderer);
      renderer.destroy();
    };
  }, [pixi, store, hostRef, bottomInset, controller]);

  useEffect(() => {
    rendererRef.current?.setDisplayMode(mode);
  }, [mode]);

  useEffect(() => {
    rendererRef.current?.setLook(look);
  }, [look]);

  useEffect(() => {
    if (scene) rendererRef.current?.setScene(scene);
  }, [scene]);

  useEffect(() => {
    rendererRef.current?.setPlaceholderLabels(placeholderLabels);
  }, [placeholderLabels]);

  return null;
}
