import type { CSSProperties, ReactElement } from 'react';
import { PlaceholderPicture } from './PlaceholderPicture';
import { ThumbnailBoundary } from './ThumbnailBoundary';

export const FILL: CSSProperties = { display: 'block', width: '100%', height: '100%', objectFit: 'contain' };

/** Which picture stands in a box, for tests and for whoever inspects the page. */
export type PictureSource = 'stored' | 'waiting' | 'designer' | 'placeholder';

/**
 * A design's picture, best first: the PNG the studio stored; else the designer remote's drawing
 * (`draw`, given the placeholder to fall back on; undefined while the remote loads, null when it
 * cannot be reached); else, meanwhile or for good, a plain shirt.
 */
export function chosenPicture({
  stored,
  label,
  onStoredFailed,
  draw,
}: {
  stored: string | null;
  label: string;
  onStoredFailed: () => void;
  draw: ((placeholder: ReactElement) => ReactElement) | null | undefined;
}): { source: PictureSource; picture: ReactElement } {
  const placeholder = <PlaceholderPicture label={label} />;
  if (stored) return { source: 'stored', picture: <img src={stored} alt={label} style={FILL} onError={onStoredFailed} /> };
  if (draw) return { source: 'designer', picture: <ThumbnailBoundary fallback={placeholder}>{draw(placeholder)}</ThumbnailBoundary> };
  return { source: draw === null ? 'placeholder' : 'waiting', picture: placeholder };
}
