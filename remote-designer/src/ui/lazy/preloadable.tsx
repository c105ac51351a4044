import { lazy, useState, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component whose code is downloaded when it is first drawn, or earlier by `preload()` (when
 * what opens it is pointed at). Once its code is there it is drawn at once: React.lazy alone shows
 * its fallback for a moment even then (and React keeps a revealed fallback for a few hundred ms).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download is tried again on the next draw or hover.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    // Chosen once per element. React can commit this element drawing Lazy: when the code arrives
    // while a time-sliced render is under way (a busy phone), React replays only the suspended
    // Lazy and keeps this element's output. Switching to the loaded component on the next render
    // (any edit) would then put another component type in the same place, and React would mount
    // the panel afresh, dropping its state: the part chosen, a colour being typed.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
