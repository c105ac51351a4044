import { useMemo } from 'react';
import { useTranslation } from '../../strings';
import type { PlaceholderLabels } from '../../render/scene/layer-node';

/** What an image layer without its picture says on the canvas, in the page's language. */
export function usePlaceholderLabels(): PlaceholderLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      logo: t('designer.layers.placeholder.logo'),
      sponsor: t('designer.layers.placeholder.sponsor'),
      frontImage: t('designer.layers.placeholder.image'),
      backImage: t('designer.layers.placeholder.image'),
    }),
    [t],
  );
}
