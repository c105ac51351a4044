import { useMemo, useState } from 'react';
import type { DesignSlug } from '@teamwear/shared/routes';
import { createDesignStore } from '../model';
import { StudioCanvas } from '../render/StudioCanvas';
import { newStudioDesign } from '../ui/state/new-design';
import { useDesignState } from '../ui/state/use-design-store';

export interface DesignEditorProps {
  product: DesignSlug;
}

const LABELS = { logo: 'Logo', sponsor: 'Sponsor', frontImage: 'Image', backImage: 'Image' };

export function DesignEditorPage({ product }: DesignEditorProps) {
  const store = useMemo(() => createDesignStore(newStudioDesign(product)), [product]);
  const state = useDesignState(store);
  const [mode] = useState<'single' | 'both'>('both');
  return (
    <section data-remote="designer" data-product={product} style={{ padding: 16 }}>
      <button onClick={() => store.dispatch({ type: 'addLayer', args: { kind: 'text', view: 'front' } })}>add</button>
      <span>{state.doc.layers.length}</span>
      <StudioCanvas store={store} mode={mode} placeholderLabels={LABELS} label="canvas" style={{ height: 600, background: '#f1f5f9' }} />
    </section>
  );
}
