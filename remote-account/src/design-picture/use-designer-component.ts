import { useEffect, useState } from 'react';

/**
 * A component the designer remote draws pictures with, once `wanted`: undefined until then and
 * while it loads, null when the designer remote cannot be reached (`load` answers null).
 */
export function useDesignerComponent<T>(load: () => Promise<T | null>, wanted: boolean): T | null | undefined {
  const [component, setComponent] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void load().then((loaded) => {
      // A component kept in state must be wrapped: a bare function would be called as an updater.
      if (current) setComponent(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [load, wanted]);
  return component;
}
