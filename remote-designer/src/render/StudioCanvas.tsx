import { useEffect, useRef, type CSSProperties } from 'react';
import type { DesignStore } from '../model';
import { attachProbe } from './probe';
import type { PlaceholderLabels } from './scene/layer-node';
import { StudioRenderer, type DisplayMode, type SceneState } from './studio-renderer';

export interface StudioCanvasProps {
  /** The editor's store: the canvas follows it and edits layers through it. */
  store?: DesignStore;
  /** Without a store (the preview): the scene to show. */
  scene?: SceneState;
  mode: DisplayMode;
  placeholderLabels: PlaceholderLabels;
  onRenderer?: (renderer: StudioRenderer | null) => void;
  style?: CSSProperties;
  className?: string;
  label: string;
}

/**
 * Hosts the Pixi canvas. The renderer is created once per store; React StrictMode mounts,
 * unmounts and mounts again, and the renderer's init/destroy pair copes with a destroy that
 * arrives while init is still running (pixi-react #602, #613), so each mount gets a whole canvas.
 */
export function StudioCanvas({ store, scene, mode, placeholderLabels, onRenderer, style, className, label }: StudioCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const rendererRef = useRef<StudioRenderer | null>(null);
  const latest = useRef({ scene, mode, placeholderLabels, onRenderer });
  useEffect(() => {
    latest.current = { scene, mode, placeholderLabels, onRenderer };
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const renderer = new StudioRenderer({ store, placeholderLabels: latest.current.placeholderLabels });
    renderer.setDisplayMode(latest.current.mode);
    if (latest.current.scene) renderer.setScene(latest.current.scene);
    let alive = true;
    let detachProbe: (() => void) | null = null;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) renderer.resize(box.width, box.height);
    });
    void renderer.init(host).then((ok) => {
      if (!ok || !alive) return;
      rendererRef.current = renderer;
      observer.observe(host);
      detachProbe = attachProbe(renderer, host);
      latest.current.onRenderer?.(renderer);
    });
    return () => {
      alive = false;
      observer.disconnect();
      detachProbe?.();
      if (rendererRef.current === renderer) {
        rendererRef.current = null;
        latest.current.onRenderer?.(null);
      }
      renderer.destroy();
    };
  }, [store]);

  useEffect(() => {
    rendererRef.current?.setDisplayMode(mode);
  }, [mode]);

  useEffect(() => {
    if (scene) rendererRef.current?.setScene(scene);
  }, [scene]);

  useEffect(() => {
    rendererRef.current?.setPlaceholderLabels(placeholderLabels);
  }, [placeholderLabels]);

  return (
    <div
      ref={hostRef}
      className={className}
      role="img"
      aria-label={label}
      data-testid="studio-canvas"
      data-studio-canvas
      style={{ position: 'relative', overflow: 'hidden', touchAction: 'none', ...style }}
    />
  );
}
