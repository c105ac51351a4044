import {
  BorderOutlined,
  ColumnWidthOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  ScissorOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Slider from 'antd/es/slider';
import Switch from 'antd/es/switch';
import theme from 'antd/es/theme';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useState, type ReactNode } from 'react';
import {
  clampCrop,
  flipped,
  isSquareCrop,
  noEdits,
  pictureSource,
  squareCrop,
  turned,
  WHOLE_PICTURE,
  type Crop,
  type ImageEdits,
} from '@teamwear/design';
import { PaintButton } from '../colour/PaintButton';
import { FieldRow } from '../panels/PanelSection';
import { useTranslation } from '../../strings';

type CropMode = 'none' | 'free' | 'square';

const percent = (value: number) => Math.round(value * 100);

function cropModeOf(edits: ImageEdits): CropMode {
  const { crop } = edits;
  if (crop.x === 0 && crop.y === 0 && crop.width === 1 && crop.height === 1) return 'none';
  return isSquareCrop(edits) ? 'square' : 'free';
}

/**
 * The picture editor (issue 19): crop (free or square), quarter turns, flips, brightness,
 * contrast, saturation, recolour, a colour removed. It edits a copy of the edits and hands them
 * back on Apply, so that what it changes is one undo step; the original picture is never changed.
 */
export function ImageEditor({
  src,
  initial,
  applyLabel,
  onApply,
  onCancel,
}: {
  src: string;
  initial: ImageEdits;
  applyLabel: string;
  onApply: (edits: ImageEdits) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [edits, setEdits] = useState<ImageEdits>(initial);
  const [cropMode, setCropMode] = useState<CropMode>(cropModeOf(initial));
  const set = (patch: Partial<ImageEdits>) => setEdits((current) => ({ ...current, ...patch }));
  const setCrop = (patch: Partial<Crop>) => {
    setEdits((current) => {
      const crop = clampCrop({ ...current.crop, ...patch });
      return { ...current, crop: cropMode === 'square' ? squareCrop({ ...current, crop }) : crop };
    });
  };
  const chooseCropMode = (mode: CropMode) => {
    setCropMode(mode);
    if (mode === 'none') set({ crop: WHOLE_PICTURE });
    if (mode === 'square') set({ crop: squareCrop({ ...edits, crop: WHOLE_PICTURE }) });
    if (mode === 'free' && cropMode === 'none') set({ crop: { x: 0.1, y: 0.1, width: 0.8, height: 0.8 } });
  };
  const slider = (label: string, key: 'brightness' | 'contrast' | 'saturation'): ReactNode => (
    <FieldRow label={label}>
      <Slider style={{ width: 170 }} min={-100} max={100} value={percent(edits[key])} onChange={(value: number) => set({ [key]: value / 100 })} ariaLabelForHandle={label} data-testid={`image-editor-${key}`} />
    </FieldRow>
  );

  return (
    <Modal
      open
      title={t('designer.imageEditor.title')}
      onCancel={onCancel}
      width={720}
      destroyOnHidden
      footer={
        <Flex justify="space-between">
          <Button icon={<UndoOutlined aria-hidden />} onClick={() => { setEdits(noEdits(initial.sourceWidth, initial.sourceHeight)); setCropMode('none'); }}>
            {t('designer.imageEditor.reset')}
          </Button>
          <Flex gap={8}>
            <Button onClick={onCancel}>{t('designer.common.cancel')}</Button>
            <Button type="primary" data-testid="image-editor-apply" onClick={() => onApply(edits)}>
              {applyLabel}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex gap={16} wrap>
        <div
          style={{
            flex: '1 1 260px',
            minHeight: 260,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 8,
            // A checkerboard shows what became transparent.
            background: `repeating-conic-gradient(${token.colorFillSecondary} 0% 25%, transparent 0% 50%) 50% / 20px 20px`,
          }}
        >
          <img src={pictureSource({ src, edits })} alt={t('designer.imageEditor.preview')} data-testid="image-editor-preview" style={{ maxWidth: 300, maxHeight: 300 }} />
        </div>
        <Flex vertical gap={8} style={{ flex: '1 1 300px' }}>
          <FieldRow label={t('designer.imageEditor.crop')}>
            <Segmented
              size="small"
              aria-label={t('designer.imageEditor.crop')}
              value={cropMode}
              onChange={(mode) => chooseCropMode(mode as CropMode)}
              options={[
                { value: 'none', label: t('designer.imageEditor.crops.none') },
                { value: 'free', icon: <ScissorOutlined aria-hidden />, label: t('designer.imageEditor.crops.free') },
                { value: 'square', icon: <BorderOutlined aria-hidden />, label: t('designer.imageEditor.crops.square') },
              ]}
            />
          </FieldRow>
          {cropMode !== 'none' && (
            <>
              <FieldRow label={t('designer.imageEditor.cropLeft')}>
                <Slider style={{ width: 170 }} min={0} max={99} value={percent(edits.crop.x)} onChange={(value: number) => setCrop({ x: value / 100 })} ariaLabelForHandle={t('designer.imageEditor.cropLeft')} />
              </FieldRow>
              <FieldRow label={t('designer.imageEditor.cropTop')}>
                <Slider style={{ width: 170 }} min={0} max={99} value={percent(edits.crop.y)} onChange={(value: number) => setCrop({ y: value / 100 })} ariaLabelForHandle={t('designer.imageEditor.cropTop')} />
              </FieldRow>
              <FieldRow label={t('designer.imageEditor.cropWidth')}>
                <Slider
                  style={{ width: 170 }}
                  min={1}
                  max={100}
                  value={percent(edits.crop.width)}
                  onChange={(value: number) => (cropMode === 'square' ? setCrop({ width: value / 100, height: (value / 100) * (edits.sourceWidth / edits.sourceHeight) }) : setCrop({ width: value / 100 }))}
                  ariaLabelForHandle={t('designer.imageEditor.cropWidth')}
                />
              </FieldRow>
              {cropMode === 'free' && (
                <FieldRow label={t('designer.imageEditor.cropHeight')}>
                  <Slider style={{ width: 170 }} min={1} max={100} value={percent(edits.crop.height)} onChange={(value: number) => setCrop({ height: value / 100 })} ariaLabelForHandle={t('designer.imageEditor.cropHeight')} />
                </FieldRow>
              )}
            </>
          )}
          <FieldRow label={t('designer.imageEditor.rotate')}>
            <Tooltip title={t('designer.imageEditor.rotateLeft')}>
              <Button size="small" icon={<RotateLeftOutlined aria-hidden />} aria-label={t('designer.imageEditor.rotateLeft')} onClick={() => setEdits(turned(edits, -1))} />
            </Tooltip>
            <Tooltip title={t('designer.imageEditor.rotateRight')}>
              <Button size="small" icon={<RotateRightOutlined aria-hidden />} aria-label={t('designer.imageEditor.rotateRight')} onClick={() => setEdits(turned(edits, 1))} />
            </Tooltip>
            <Tooltip title={t('designer.imageEditor.flipHorizontal')}>
              <Button size="small" icon={<ColumnWidthOutlined aria-hidden />} aria-pressed={edits.flipX} aria-label={t('designer.imageEditor.flipHorizontal')} onClick={() => setEdits(flipped(edits, 'x'))} />
            </Tooltip>
            <Tooltip title={t('designer.imageEditor.flipVertical')}>
              <Button size="small" icon={<ColumnWidthOutlined aria-hidden rotate={90} />} aria-pressed={edits.flipY} aria-label={t('designer.imageEditor.flipVertical')} onClick={() => setEdits(flipped(edits, 'y'))} />
            </Tooltip>
          </FieldRow>
          {slider(t('designer.imageEditor.brightness'), 'brightness')}
          {slider(t('designer.imageEditor.contrast'), 'contrast')}
          {slider(t('designer.imageEditor.saturation'), 'saturation')}
          <FieldRow label={t('designer.imageEditor.recolour')}>
            <Switch size="small" checked={edits.recolour !== null} aria-label={t('designer.imageEditor.recolourOn')} onChange={(on) => set({ recolour: on ? '#111827' : null })} />
            {edits.recolour !== null && (
              <PaintButton name="image-recolour" label={t('designer.imageEditor.recolourOn')} alpha={false} value={{ kind: 'solid', color: edits.recolour }} onChange={(paint) => paint.kind === 'solid' && set({ recolour: paint.color.slice(0, 7) })} />
            )}
          </FieldRow>
          <FieldRow label={t('designer.imageEditor.removeColour')}>
            <Switch
              size="small"
              checked={edits.removeColour !== null}
              aria-label={t('designer.imageEditor.removeOn')}
              onChange={(on) => set({ removeColour: on ? { color: '#ffffff', tolerance: 0.1 } : null })}
            />
            {edits.removeColour !== null && (
              <PaintButton
                name="image-remove-colour"
                label={t('designer.imageEditor.removeOn')}
                alpha={false}
                value={{ kind: 'solid', color: edits.removeColour.color }}
                onChange={(paint) => paint.kind === 'solid' && edits.removeColour && set({ removeColour: { ...edits.removeColour, color: paint.color.slice(0, 7) } })}
              />
            )}
          </FieldRow>
          {edits.removeColour !== null && (
            <FieldRow label={t('designer.imageEditor.tolerance')}>
              <Slider
                style={{ width: 170 }}
                min={0}
                max={100}
                value={percent(edits.removeColour.tolerance)}
                onChange={(value: number) => edits.removeColour && set({ removeColour: { ...edits.removeColour, tolerance: value / 100 } })}
                ariaLabelForHandle={t('designer.imageEditor.tolerance')}
              />
            </FieldRow>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {edits.sourceWidth} × {edits.sourceHeight}
          </Typography.Text>
        </Flex>
      </Flex>
    </Modal>
  );
}
