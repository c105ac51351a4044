import Flex from '../../common/Flex';
import { useState } from 'react';
import { useTranslation } from '../../strings';
import { chosenPicture, FILL } from '../../design-picture/chosen-picture';
import { useDesignerComponent } from '../../design-picture/use-designer-component';
import { loadDocumentThumbnail } from './document-thumbnail';
import { Text } from '@teamwear/shared/ui/kit/themed';

export interface DesignViewsProps {
  /** The design document: the saved design's (order form), or the order's snapshot (order page). */
  document: unknown;
  /** The PNG the studio stored of the front, when there is one. */
  thumbnail: string | null;
  /** The design's name, for what the pictures say to screen readers. */
  name: string;
  /** The side of each square, in CSS pixels. */
  size?: number;
}

/**
 * A design's front and back. The front is the PNG the studio stored when there is one (drawn by
 * the studio's own renderer); otherwise, and for the back, the designer remote draws the document.
 * While it loads, and for good when the designer remote is down, a plain shirt stands in: the
 * page around it works either way.
 */
export function DesignViews({ document, thumbnail, name, size = 160 }: DesignViewsProps) {
  const { t } = useTranslation();
  const [storedFailed, setStoredFailed] = useState(false);
  const stored = thumbnail && !storedFailed ? thumbnail : null;
  const Thumbnail = useDesignerComponent(loadDocumentThumbnail, true);

  const side = (view: 'front' | 'back') => {
    const label = t(view === 'front' ? 'orderDesign.frontOf' : 'orderDesign.backOf', { name });
    const { source, picture } = chosenPicture({
      stored: view === 'front' ? stored : null,
      label,
      onStoredFailed: () => setStoredFailed(true),
      draw: Thumbnail && ((placeholder) => <Thumbnail document={document} view={view} size={size} label={label} fallback={placeholder} style={FILL} />),
    });
    return (
      <figure key={view} style={{ margin: 0, width: size }} data-testid={`design-${view}`} data-picture={source}>
        <div
          style={{
            width: size,
            height: size,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
            borderRadius: 8,
            background: 'var(--ant-color-fill-quaternary, #f5f5f5)',
          }}
        >
          {picture}
        </div>
        <figcaption style={{ textAlign: 'center', marginTop: 4 }}>
          <Text tone="secondary">{t(view === 'front' ? 'orderDesign.front' : 'orderDesign.back')}</Text>
        </figcaption>
      </figure>
    );
  };

  return (
    <Flex gap={16} wrap>
      {side('front')}
      {side('back')}
    </Flex>
  );
}
