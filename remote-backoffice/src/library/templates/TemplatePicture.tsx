import { PictureOutlined } from '@ant-design/icons';
import theme from 'antd/es/theme';
import { Component, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ShopTemplateEntry } from '@teamwear/shared/contracts';
import { loadRemoteModule, type DocumentThumbnailModule, type DocumentThumbnailProps } from '@teamwear/shared/federation';
import { useInView } from '../../customers/detail/use-in-view';
import { useTranslation } from '../../strings';
import { templateAsDesign } from './template-picture';

const PIXELS = 72;
/** A designer remote that could not be reached is asked again only after this pause, not once per row. */
const RETRY_AFTER_MS = 30_000;

type Thumbnail = ComponentType<DocumentThumbnailProps>;
let loading: Promise<Thumbnail | null> | null = null;
let failedAt = 0;

/** The designer remote's drawing of a document (SVG, no Pixi), loaded once for every row of the page. */
function loadThumbnail(): Promise<Thumbnail | null> {
  if (loading) return loading;
  if (Date.now() - failedAt < RETRY_AFTER_MS) return Promise.resolve(null);
  loading = loadRemoteModule<DocumentThumbnailModule>('designer/DesignDocumentThumbnail').then((loaded) => {
    const thumbnail = typeof loaded?.default === 'function' ? loaded.default : null;
    if (!thumbnail) [loading, failedAt] = [null, Date.now()];
    return thumbnail;
  });
  return loading;
}

/** Another remote's picture that fails while drawing takes only itself down, not the list. */
class PictureBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The front of a template's look as the studio draws it (the designer remote's document thumbnail,
 * the same drawing customers see in the studio's Templates panel), asked for once the row nears the
 * screen; without the designer remote, a placeholder that names the template.
 */
export function TemplatePicture({ template }: { template: ShopTemplateEntry }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const near = useInView(box);
  const [thumbnail, setThumbnail] = useState<Thumbnail | null | undefined>(undefined);
  const document = useMemo(() => templateAsDesign(template), [template]);

  useEffect(() => {
    if (!near) return;
    let current = true;
    void loadThumbnail().then((loaded) => {
      if (current) setThumbnail(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [near]);

  const label = t('library.templates.pictureOf', { name: template.name });
  const placeholder = (
    <div role="img" aria-label={label} style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', color: token.colorTextSecondary }}>
      <PictureOutlined aria-hidden style={{ fontSize: 24 }} />
    </div>
  );
  const Drawn = thumbnail;
  return (
    <div ref={box} data-testid="template-picture" data-state={Drawn ? 'drawn' : Drawn === null ? 'placeholder' : 'waiting'} style={{ width: PIXELS, height: PIXELS, flex: 'none', borderRadius: token.borderRadius, background: token.colorFillQuaternary, overflow: 'hidden' }}>
      {Drawn ? (
        <PictureBoundary fallback={placeholder}>
          <Drawn document={document} size={PIXELS} label={label} fallback={placeholder} />
        </PictureBoundary>
      ) : null}
      {Drawn === null ? placeholder : null}
    </div>
  );
}
