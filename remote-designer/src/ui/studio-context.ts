import { createContext, useContext } from 'react';
import type { ApplyOptions, DesignEdit, DesignStore, Product } from '@teamwear/design';
import type { StudioController } from '../render/studio-controller';

export interface StudioContextValue {
  store: DesignStore;
  product: Product;
  /** The canvas, through its controller (the renderer once it is up). */
  controller: StudioController;
}

export const StudioContext = createContext<StudioContextValue | null>(null);

export function useStudio(): StudioContextValue {
  const value = useContext(StudioContext);
  if (!value) throw new Error('useStudio outside the studio');
  return value;
}

/**
 * Dispatches an edit; `continuous` edits (a slider moving, a field being typed in) share one
 * undo step per `key` until another kind of edit comes.
 */
export function useEdit(): (edit: DesignEdit, continuous?: { key: string } | false) => void {
  const { store } = useStudio();
  return (edit, continuous) => {
    const options: ApplyOptions | undefined = continuous ? { coalesceKey: continuous.key } : undefined;
    store.dispatch(edit, options);
  };
}

/** Ends the current undo step (a slider released, a field left): the next change is a step of its own. */
export function useCloseStep(): () => void {
  const { store } = useStudio();
  return () => store.closeStep();
}
