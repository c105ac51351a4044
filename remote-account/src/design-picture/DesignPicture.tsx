import { useEffect, useState, type CSSProperties } from 'react';
import type { DesignSummary } from '@teamwear/shared/contracts';
import { loadDesignerThumbnail, type DesignerThumbnail } from './designer-thumbnail';
import { PlaceholderPicture } from './PlaceholderPicture';
import { ThumbnailBoundary } from './ThumbnailBoundary';
import { useInView } from './use-in-view';

export interface DesignPictureProps {
  design: Pick<DesignSummary, 'id' | 'version' | 'thumbnail'>;
  /** What the picture shows, for screen readers ("Front of Angkor FC"). */
  label: string;
  /** About how wide it is drawn, in CSS pixels (the SVG scales to its box anyway). */
  size: number;
  style?: CSSProperties;
}

const FILL: CSSProperties = { display: 'block', width: '100%', height: '100%', objectFit: 'contain' };

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
  // undefined: not asked for (yet); null: the designer remote cannot be reached.
  const [Thumbnail, setThumbnail] = useState<DesignerThumbnail | null | undefined>(undefined);
  const stored = design.thumbnail && !storedFailed ? design.thumbnail : null;

  useEffect(() => {
    if (stored || !inView) return;
    let current = true;
    void loadDesignerThumbnail().then((loaded) => {
      // A component kept in state must be wrapped: a bare function would be called as an updater.
      if (current) setThumbnail(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [stored, inView]);

  const placeholder = <PlaceholderPicture label={label} />;
  let picture = placeholder;
  // Which picture this is, for tests and for whoever inspects the page.
  let source: 'stored' | 'waiting' | 'designer' | 'placeholder' = Thumbnail === null ? 'placeholder' : 'waiting';
  if (stored) {
    source = 'stored';
    picture = <img src={stored} alt={label} style={FILL} onError={() => setStoredFailed(true)} />;
  } else if (Thumbnail) {
    source = 'designer';
    picture = (
      <ThumbnailBoundary fallback={placeholder}>
        <Thumbnail design={{ id: design.id, version: design.version }} size={size} label={label} fallback={placeholder} style={FILL} />
      </ThumbnailBoundary>
    );
  }

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
