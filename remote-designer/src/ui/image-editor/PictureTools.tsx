import { EditOutlined, UploadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { Suspense, useRef, useState } from 'react';
import { isSignedInCustomer, useSession } from '@teamwear/shared/session';
import { showToast } from '@teamwear/shared/ui';
import { editedSize, isUnedited, noEdits, type ImageEdits, type ImageLayer, type LayerPatch } from '@teamwear/design';
import { boxForPicture, readPicture, type UploadProblem } from '../panels/image-upload';
import { keepUpload } from '../image-library/my-uploads';
import { useTranslation } from '../../strings';
import { LazyImageEditor } from './lazy-editor';
import { pictureSize } from './picture-size';

type Editing = { src: string; initial: ImageEdits; placing: boolean };

export function uploadMessage(problem: UploadProblem, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (problem.code === 'size') return t('designer.layers.upload.size', { size: problem.sizeMb, max: problem.maxMb });
  return t(`designer.layers.upload.${problem.code}`);
}

/**
 * A picture layer's picture: upload one (the editor opens on it before it replaces the layer's
 * picture) or edit the one there. Either way the change is one edit, so one undo step.
 */
export function PictureTools({ layer, update }: { layer: ImageLayer; update: (props: LayerPatch) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const signedIn = useSession(isSignedInCustomer);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const result = await readPicture(file);
    setBusy(false);
    if ('code' in result) {
      showToast({ severity: 'error', summary: t('designer.layers.upload.failed'), detail: uploadMessage(result, t), life: 6000 });
      return;
    }
    // A signed-in customer finds the picture again in the library's "My uploads"; a visitor's
    // stays in the design alone (its data URL), as the layer's own copy does either way.
    if (signedIn) void keepUpload(result, file.name);
    setEditing({ src: result.src, initial: noEdits(result.width, result.height), placing: true });
  };

  const editPlaced = async () => {
    if (!layer.src) return;
    setBusy(true);
    const size = layer.edits ? null : await pictureSize(layer.src);
    const initial = layer.edits ?? noEdits(size?.width ?? 512, size?.height ?? 512);
    setBusy(false);
    setEditing({ src: layer.src, initial, placing: false });
  };

  const apply = (edits: ImageEdits) => {
    if (!editing) return;
    const box = boxForPicture(layer, editedSize(edits));
    // No edit is no `edits` at all: an unedited picture is drawn from its original.
    const kept = isUnedited(edits) ? noEdits(edits.sourceWidth, edits.sourceHeight) : edits;
    update({ ...(editing.placing ? { src: editing.src } : {}), ...box, edits: kept });
    setEditing(null);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
        data-testid="layer-upload"
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Flex gap={8}>
        <Button icon={<UploadOutlined aria-hidden />} loading={busy && !editing} onClick={() => input.current?.click()} style={{ flex: 1 }}>
          {layer.src ? t('designer.layers.upload.replace') : t('designer.layers.upload.choose')}
        </Button>
        <Button icon={<EditOutlined aria-hidden />} disabled={!layer.src} onClick={() => void editPlaced()} onPointerEnter={() => void LazyImageEditor.preload()} data-testid="edit-picture">
          {t('designer.imageEditor.open')}
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('designer.layers.upload.hint', { max: 8 })}
      </Typography.Text>
      {editing && (
        <Suspense fallback={null}>
          <LazyImageEditor
            src={editing.src}
            initial={editing.initial}
            applyLabel={editing.placing ? t('designer.imageEditor.place') : t('designer.imageEditor.apply')}
            onApply={apply}
            onCancel={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
