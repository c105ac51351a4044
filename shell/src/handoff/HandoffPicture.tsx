import Spin from 'antd/es/spin';
import { useEffect, useState, type ComponentType } from 'react';
import type { DocumentThumbnailModule, DocumentThumbnailProps } from '@teamwear/shared/federation';
import { loadRemoteModule } from '@teamwear/shared/federation';

type DocumentThumbnail = ComponentType<DocumentThumbnailProps>;

/** The designer's drawing of a document (SVG, no Pixi), through the federation runtime, as the account's order pages borrow it; null when the designer remote cannot be reached. */
async function loadDocumentThumbnail(): Promise<DocumentThumbnail | null> {
  try {
    const loaded = await loadRemoteModule<DocumentThumbnailModule>('designer/DesignDocumentThumbnail');
    return typeof loaded?.default === 'function' ? loaded.default : null;
  } catch {
    return null;
  }
}

const SIZE = 220;

/**
 * The handed-over design, front, as the studio would draw it: what the customer looks at before
 * keeping it. While the designer remote loads, a spinner; when it cannot be reached, the name and
 * the question below still say what is asked.
 */
export function HandoffPicture({ document, label }: { document: unknown; label: string }) {
  const [Thumbnail, setThumbnail] = useState<DocumentThumbnail | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadDocumentThumbnail().then((loaded) => {
      if (current) setThumbnail(() => loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  const box = { width: SIZE, height: SIZE, margin: '0 auto', display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;
  if (Thumbnail === undefined) return <div style={box}><Spin /></div>;
  if (Thumbnail === null) return null;
  return (
    <div style={box} data-testid="handoff-picture">
      <Thumbnail document={document} size={SIZE} label={label} fallback={null} />
    </div>
  );
}
