import { AppstoreAddOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { Suspense, useState } from 'react';
import type { ImageHit } from '@teamwear/shared/contracts';
import { isSignedInCustomer, useSession } from '@teamwear/shared/session';
import { showToast } from '@teamwear/shared/ui';
import { isUnedited, noEdits, type ImageEdits, type ImageLayerKind } from '@teamwear/design';
import { LazyImageEditor } from '../image-editor/lazy-editor';
import { uploadMessage } from '../image-editor/PictureTools';
import { useDesignState } from '../state/use-design-store';
import { useEdit, useStudio } from '../studio-context';
import { useTranslation } from '../../strings';
import { LazyImageLibrary } from './lazy-library';
import type { LibrarySource } from './library-pages';
import { pictureFromMyUploads } from './my-uploads';
import { libraryAddress, pictureFromLibrary } from './picture-source';
import { placePictureCommand } from './place-library-picture';

type Chosen = { kind: ImageLayerKind; src: string; width: number; height: number };

/**
 * Opens the image library; a chosen picture opens in the editor, then is placed as a logo,
 * sponsor, front or back image where that kind goes (one undo step with its edits).
 */
export function ImageLibraryButton() {
  const { t } = useTranslation();
  const { store } = useStudio();
  const edit = useEdit();
  const { selection } = useDesignState(store);
  const signedIn = useSession(isSignedInCustomer);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);

  const choose = async (hit: ImageHit, kind: ImageLayerKind, source: LibrarySource) => {
    setBusy(true);
    void LazyImageEditor.preload();
    const picture = source === 'mine' ? await pictureFromMyUploads(hit) : await pictureFromLibrary(libraryAddress(hit.webformatURL));
    setBusy(false);
    if ('code' in picture) {
      showToast({ severity: 'error', summary: t('designer.imageLibrary.placeFailed'), detail: uploadMessage(picture, t), life: 6000 });
      return;
    }
    setOpen(false);
    setChosen({ kind, ...picture });
  };

  const place = (edits: ImageEdits) => {
    if (!chosen) return;
    const doc = store.getState().doc;
    edit(placePictureCommand(doc, selection.view, chosen.kind, chosen, isUnedited(edits) ? {} : { edits }));
    setChosen(null);
  };

  const defaultKind: ImageLayerKind = selection.view === 'back' ? 'backImage' : 'logo';

  return (
    <>
      <Button icon={<AppstoreAddOutlined aria-hidden />} block data-testid="open-image-library" onClick={() => setOpen(true)} onPointerEnter={() => void LazyImageLibrary.preload()}>
        {t('designer.imageLibrary.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LazyImageLibrary initialKind={defaultKind} busy={busy} signedIn={signedIn} onChoose={(hit, kind, source) => void choose(hit, kind, source)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {chosen && (
        <Suspense fallback={null}>
          <LazyImageEditor src={chosen.src} initial={noEdits(chosen.width, chosen.height)} applyLabel={t('designer.imageEditor.place')} onApply={place} onCancel={() => setChosen(null)} />
        </Suspense>
      )}
    </>
  );
}
