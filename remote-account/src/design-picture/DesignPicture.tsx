import { useState, type CSSProperties } from 'react';
import type { DesignSummary } from '@teamwear/shared/contracts';
import { chosenPicture, FILL } from './chosen-picture';
import { loadDesignerThumbnail } from './designer-thumbnail';
import { useDesignerComponent } from './use-designer-component';
import { useInView } from './use-in-view';

export interface DesignPictureProps {
  design: Pick<DesignSummary, 'id' | 'version' | 'thumbnail'>;
  /** What the picture shows, for screen readers ("Front of Angkor FC"). */
  label: string;
  /** About how wide it is drawn, in CSS pixels (the SVG scales to its box anyway). */
  size: number;
  style?: CSSProperties;
}

/**
 * The front of a saved design, in a square box.
 *
 * 1. The PNG the studio stores with each save (it comes with the list, no request of its own,
 *    drawn by the studio's own renderer). The studio removes it when a save has none, so it is
 *    never an older look of the design.
 * 2. Without one (a design made through the API, a save whose picture was too large), the
 *    designer remote's SVG thumbnail, loaded through federation once the card is near the
 *    viewport; it fetches that design's document itself.
 * 3. Meanwhile, and for good when the designer remote is down or the document cannot be drawn,
 *    a plain shirt: the card stays usable.
 */
export function DesignPicture({ design, label, size, style }: DesignPictureProps) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const [storedFailed, setStoredFailed] = useState(false);
  const stored = design.thumbnail && !storedFailed ? design.thumbnail : null;
  const Thumbnail = useDesignerComponent(loadDesignerThumbnail, !stored && inView);
  const { source, picture } = chosenPicture({
    stored,
    label,
    onStoredFailed: () => setStoredFailed(true),
    draw: Thumbnail && ((placeholder) => <Thumbnail design={{ id: design.id, version: design.version }} size={size} label={label} fallback={placeholder} style={FILL} />),
  });

  return (
    <div
      ref={ref}
      data-testid="design-picture"
      data-picture={source}
      style={{ aspectRatio: '1 / 1', width: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', ...style }}
    >
      {picture}
    </div>
  );
}
