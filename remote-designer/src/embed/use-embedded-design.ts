import { useEffect, useState } from 'react';
import { useTenant } from '@teamwear/shared/tenant';
import { createDesignStore, type DesignStore, type Product } from '@teamwear/design';
import type { DraftTarget } from '../ui/saving/drafts';
import { readDraft } from '../ui/saving/read-draft';
import { newStudioDesign } from '../ui/state/new-design';
import { keepDraft } from './keep-draft';
import { openEmbedded, type OpenNotice } from './opening';
import type { StudioEvent } from '@teamwear/shared/federation';

export interface EmbeddedDesign {
  store: DesignStore;
  /** Why the design the partner's page gave was not opened, or null. */
  notice: OpenNotice | null;
}

/**
 * The design on a partner's page: opened once (see openEmbedded), its draft kept on this device
 * under the shop's key, each change told to the partner's page (`changed`).
 */
export function useEmbeddedDesign(product: Product, given: unknown, onEvent: (event: StudioEvent) => void): EmbeddedDesign {
  const tenantId = useTenant()?.id ?? 'unknown';
  const [target] = useState<DraftTarget>(() => ({ tenantId, product, designId: null }));
  const [opened] = useState(() => {
    const opening = openEmbedded(product, given, readDraft(target), newStudioDesign(product));
    return { store: createDesignStore(opening.doc), notice: opening.notice };
  });
  const { store, notice } = opened;

  useEffect(() => keepDraft(store, target), [store, target]);

  useEffect(() => {
    let doc = store.getState().doc;
    return store.subscribe(() => {
      const next = store.getState().doc;
      if (next === doc) return;
      doc = next;
      onEvent({ type: 'changed', garment: product });
    });
  }, [store, product, onEvent]);

  useEffect(() => {
    if (!notice) return;
    const message = notice === 'designOtherGarment' ? `The design given is not a ${product} design` : 'The design given could not be read';
    onEvent({ type: 'error', code: 'DESIGN_UNREADABLE', message: `${message}: the studio opened this device’s draft or a new design instead` });
  }, [notice, product, onEvent]);

  return { store, notice };
}
