import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  BgColorsOutlined,
  CopyOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FontSizeOutlined,
  FormatPainterOutlined,
  LockOutlined,
  MoreOutlined,
  NumberOutlined,
  PictureOutlined,
  PlusOutlined,
  UnlockOutlined,
  UserOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Segmented from 'antd/es/segmented';
import Slider from 'antd/es/slider';
import theme from 'antd/es/theme';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import {
  estimateTextWidth,
  isImageKind,
  newLayerProps,
  partPaint,
  resolvedViewOf,
  isImageLayer,
  isTextLayer,
  LIMITS,
  paintPreviewColour,
  type ImageLayer,
  type Paint,
  type Layer,
  type LayerKind,
  type LayerPatch,
  type ReorderTarget,
  type TextAlign,
  type TextLayer,
  type View,
  viewForNewLayer,
} from '@teamwear/design';
import { mainPartOf, takesShortsNumber } from '@teamwear/design/garments';
import { DEFAULT_STUDIO_FONT } from '../../render/fonts/fonts';
import { faceChoicesOf, faceIn } from '../fonts/font-faces';
import { FontFaceFields } from '../fonts/FontFaceFields';
import { FontPicker } from '../fonts/FontPicker';
import { PaintButton } from '../colour/PaintButton';
import { isSleeveChoice, sleeveLayer, sleevesWithArea } from '../sleeves/sleeve-layers';
import { copyTextStyle, pasteTextStyle } from '../text-style/clipboard-style';
import { useDesignState } from '../state/use-design-store';
import { useCloseStep, useEdit, useStudio } from '../studio-context';
import { ImageLibraryButton } from '../image-library/ImageLibraryButton';
import { PictureTools } from '../image-editor/PictureTools';
import { canvasTextMeasurer } from './canvas-text-measurer';
import { FieldRow, PanelSection } from './PanelSection';
import { useTranslation } from '../../strings';
import { STEP_ICONS } from '@teamwear/shared/ui/kit';

const measureText = canvasTextMeasurer(estimateTextWidth);

/** The add menu's height at most: what fits above or below the button in a window of 720 px. */
const ADD_MENU_STYLE = { maxHeight: 'min(50vh, 360px)', overflowY: 'auto' } as const;

/** White on dark cloth, near-black on light cloth: a new text is readable where it lands. */
export function readableOn(paint: Paint): string {
  const hex = paintPreviewColour(paint).slice(1, 7);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
  return luminance > 0.4 ? '#111827' : '#ffffff';
}

type AddChoice = 'text' | 'teamName' | 'playerName' | 'frontNumber' | 'backNumber' | 'shortsNumber' | 'logo' | 'sponsor' | 'image';

const KIND_OF: Record<AddChoice, (view: View) => LayerKind> = {
  text: () => 'text',
  teamName: () => 'text',
  playerName: () => 'playerName',
  frontNumber: () => 'frontNumber',
  backNumber: () => 'backNumber',
  shortsNumber: () => 'shortsNumber',
  logo: () => 'logo',
  sponsor: () => 'sponsor',
  image: (view) => (view === 'back' ? 'backImage' : 'frontImage'),
};

function kindIcon(kind: LayerKind): ReactNode {
  if (kind === 'playerName') return <UserOutlined aria-hidden />;
  if (kind.endsWith('Number')) return <NumberOutlined aria-hidden />;
  if (kind === 'text') return <FontSizeOutlined aria-hidden />;
  return <PictureOutlined aria-hidden />;
}

export function LayersPanel({ shownViews }: { shownViews: readonly View[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { store, product } = useStudio();
  const edit = useEdit();
  const { doc, selection } = useDesignState(store);

  const add = (choice: string) => {
    const onSleeve = isSleeveChoice(choice) ? sleeveLayer(choice, resolvedViewOf(doc, 'front').printAreas) : null;
    if (!onSleeve && !Object.prototype.hasOwnProperty.call(KIND_OF, choice)) return;
    const kind = onSleeve?.kind ?? KIND_OF[choice as AddChoice](selection.view);
    const view = onSleeve?.view ?? viewForNewLayer(kind, selection.view);
    const isText = !isImageKind(kind);
    const own: LayerPatch = { ...onSleeve?.props };
    if (isText) {
      own.fontFamily = DEFAULT_STUDIO_FONT;
      own.fill = { kind: 'solid', color: readableOn(partPaint(doc, mainPartOf(product))) };
    }
    if (choice === 'teamName') own.text = doc.teamName.trim() || t('designer.layers.defaults.teamName');
    if (choice === 'text') own.text = t('designer.layers.defaults.text');
    if (choice === 'playerName') own.text = t('designer.layers.defaults.playerName');
    // On the print area its kind takes, clear of what is there, a text no wider than that area.
    const props = onSleeve ? own : newLayerProps(doc, kind, view, own, measureText);
    edit({ type: 'addLayer', args: { kind, view, props } });
  };

  const sleeves = sleevesWithArea(resolvedViewOf(doc, 'front').printAreas);
  const sleeveItems: MenuProps['items'] = sleeves.length === 0 ? [] : [
    { type: 'divider' as const },
    ...sleeves.map((sleeve) => ({ key: `sponsor:${sleeve}`, icon: <PictureOutlined aria-hidden />, label: t(`designer.layers.add.${sleeve === 'sleeve-left' ? 'sleeveSponsorLeft' : 'sleeveSponsorRight'}`) })),
    ...sleeves.map((sleeve) => ({ key: `sleeveNumber:${sleeve}`, icon: <NumberOutlined aria-hidden />, label: t(`designer.layers.add.${sleeve === 'sleeve-left' ? 'sleeveNumberLeft' : 'sleeveNumberRight'}`) })),
  ];
  const addItems: MenuProps['items'] = [
    { key: 'text', icon: <FontSizeOutlined aria-hidden />, label: t('designer.layers.add.text') },
    { key: 'teamName', icon: <FontSizeOutlined aria-hidden />, label: t('designer.layers.add.teamName') },
    { key: 'playerName', icon: <UserOutlined aria-hidden />, label: t('designer.layers.add.playerName') },
    { key: 'frontNumber', icon: <NumberOutlined aria-hidden />, label: t('designer.layers.add.frontNumber') },
    { key: 'backNumber', icon: <NumberOutlined aria-hidden />, label: t('designer.layers.add.backNumber') },
    ...(takesShortsNumber(product) ? [{ key: 'shortsNumber', icon: <NumberOutlined aria-hidden />, label: t('designer.layers.add.shortsNumber') }] : []),
    { type: 'divider' as const },
    { key: 'logo', icon: <PictureOutlined aria-hidden />, label: t('designer.layers.add.logo') },
    { key: 'sponsor', icon: <PictureOutlined aria-hidden />, label: t('designer.layers.add.sponsor') },
    { key: 'image', icon: <PictureOutlined aria-hidden />, label: t('designer.layers.add.image') },
    ...sleeveItems,
  ];

  const listed = doc.layers.filter((layer) => shownViews.includes(layer.view)).reverse();
  const selected = doc.layers.find((layer) => layer.id === selection.layerId) ?? null;

  return (
    <Flex vertical gap={16}>
      {/* Up to 14 choices with the sleeves: the list scrolls rather than running past the top of a
          short window (the studio embedded in a partner's page), where no one could reach its first. */}
      <Dropdown menu={{ items: addItems, onClick: ({ key }) => add(key), style: ADD_MENU_STYLE }} trigger={['click']}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} block data-testid="add-layer">
          {t('designer.layers.addLayer')}
        </Button>
      </Dropdown>
      <ImageLibraryButton />
      <PanelSection title={t('designer.layers.title')}>
        {listed.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.layers.empty')} />
        ) : (
          <div role="listbox" aria-label={t('designer.layers.title')} data-layer-list style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            {listed.map((layer) => (
              <LayerRow key={layer.id} layer={layer} selected={layer.id === selection.layerId} token={token} onSelect={() => store.select(layer.id)} />
            ))}
          </div>
        )}
      </PanelSection>
      {selected && <LayerProperties key={selected.id} layer={selected} />}
    </Flex>
  );
}

function layerName(layer: Layer, t: (key: string) => string): string {
  if (isTextLayer(layer) && layer.text.trim()) return layer.text.replace(/\s+/g, ' ').slice(0, 40);
  return t(`designer.layers.kind.${layer.kind}`);
}

function LayerRow({ layer, selected, onSelect, token }: { layer: Layer; selected: boolean; onSelect: () => void; token: ReturnType<typeof theme.useToken>['token'] }) {
  const { t } = useTranslation();
  const edit = useEdit();
  const { store } = useStudio();
  const styleItems: MenuProps['items'] = isTextLayer(layer)
    ? [
        { key: 'copyStyle', icon: <BgColorsOutlined aria-hidden />, label: t('designer.textStyle.copy'), extra: 'Ctrl+Alt+C' },
        { key: 'pasteStyle', icon: <FormatPainterOutlined aria-hidden />, label: t('designer.textStyle.paste'), extra: 'Ctrl+Alt+V' },
        { type: 'divider' },
      ]
    : [];
  const menu: MenuProps['items'] = [
    ...styleItems,
    { key: 'top', icon: <VerticalAlignTopOutlined aria-hidden />, label: t('designer.layers.toTop') },
    { key: 'up', icon: <ArrowUpOutlined aria-hidden />, label: t('designer.layers.up') },
    { key: 'down', icon: <ArrowDownOutlined aria-hidden />, label: t('designer.layers.down') },
    { key: 'bottom', icon: <VerticalAlignBottomOutlined aria-hidden />, label: t('designer.layers.toBottom') },
    { type: 'divider' },
    { key: 'duplicate', icon: <CopyOutlined aria-hidden />, label: t('designer.layers.duplicate') },
    { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: t('designer.layers.delete'), danger: true, disabled: layer.locked },
  ];
  const onMenu = (key: string) => {
    if (key === 'copyStyle') void copyTextStyle(store, layer.id);
    else if (key === 'pasteStyle') void pasteTextStyle(store, layer.id);
    else if (key === 'duplicate') edit({ type: 'duplicateLayer', args: { id: layer.id } });
    else if (key === 'delete') edit({ type: 'deleteLayer', args: { id: layer.id } });
    else edit({ type: 'reorderLayer', args: { id: layer.id, to: key as ReorderTarget } });
  };
  return (
    <div
      role="option"
      aria-selected={selected}
      data-testid={`layer-row-${layer.kind}`}
      onClick={onSelect}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '4px 4px 4px 10px',
        borderRadius: 8,
        cursor: 'pointer',
        background: selected ? token.colorPrimaryBg : 'transparent',
        border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
        opacity: layer.visible ? 1 : 0.55,
      }}
    >
      <span aria-hidden style={{ color: token.colorTextSecondary }}>
        {kindIcon(layer.kind)}
      </span>
      <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
        {layerName(layer, t)}
        <Typography.Text type="secondary" style={{ fontSize: 11, marginInlineStart: 6 }}>
          {t(`designer.views.${layer.view}`)}
        </Typography.Text>
      </Typography.Text>
      <Tooltip title={layer.visible ? t('designer.layers.hide') : t('designer.layers.show')}>
        <Button
          type="text"
          size="small"
          aria-label={layer.visible ? t('designer.layers.hide') : t('designer.layers.show')}
          icon={layer.visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
          onClick={(event) => {
            event.stopPropagation();
            edit({ type: 'updateLayer', args: { id: layer.id, props: { visible: !layer.visible } } });
          }}
        />
      </Tooltip>
      <Tooltip title={layer.locked ? t('designer.layers.unlock') : t('designer.layers.lock')}>
        <Button
          type="text"
          size="small"
          aria-label={layer.locked ? t('designer.layers.unlock') : t('designer.layers.lock')}
          icon={layer.locked ? <LockOutlined aria-hidden /> : <UnlockOutlined aria-hidden />}
          onClick={(event) => {
            event.stopPropagation();
            edit({ type: 'updateLayer', args: { id: layer.id, props: { locked: !layer.locked } } });
          }}
        />
      </Tooltip>
      <Dropdown menu={{ items: menu, onClick: ({ key, domEvent }) => { domEvent.stopPropagation(); onMenu(key); } }} trigger={['click']}>
        <Button type="text" size="small" aria-label={t('designer.layers.more')} icon={<MoreOutlined aria-hidden />} onClick={(event) => event.stopPropagation()} />
      </Dropdown>
    </div>
  );
}

function LayerProperties({ layer }: { layer: Layer }) {
  const { t } = useTranslation();
  const edit = useEdit();
  const closeStep = useCloseStep();
  const update = (props: LayerPatch, key?: string) => edit({ type: 'updateLayer', args: { id: layer.id, props } }, key ? { key: `${key}:${layer.id}` } : false);
  return (
    <PanelSection title={t('designer.layers.properties', { name: layerName(layer, t) })}>
      {isTextLayer(layer) && <TextProperties layer={layer} update={update} closeStep={closeStep} />}
      {isImageLayer(layer) && <ImageProperties layer={layer} update={update} />}
      <FieldRow label={t('designer.layers.props.side')}>
        <Segmented
          size="small"
          aria-label={t('designer.layers.props.side')}
          value={layer.view}
          onChange={(view) => update({ view: view as View })}
          options={[
            { value: 'front', label: t('designer.views.front') },
            { value: 'back', label: t('designer.views.back') },
          ]}
        />
      </FieldRow>
      <FieldRow label={t('designer.layers.props.position')}>
        <InputNumber controls={STEP_ICONS} size="small" style={{ width: 84 }} prefix="X" min={LIMITS.position.min} max={LIMITS.position.max} value={Math.round(layer.x)} disabled={layer.locked} onChange={(x) => x !== null && update({ x }, 'x')} onBlur={closeStep} aria-label="X" />
        <InputNumber controls={STEP_ICONS} size="small" style={{ width: 84 }} prefix="Y" min={LIMITS.position.min} max={LIMITS.position.max} value={Math.round(layer.y)} disabled={layer.locked} onChange={(y) => y !== null && update({ y }, 'y')} onBlur={closeStep} aria-label="Y" />
      </FieldRow>
      <FieldRow label={t('designer.layers.props.rotation')}>
        <Slider style={{ width: 150 }} min={0} max={359} value={Math.round(layer.rotation)} disabled={layer.locked} onChange={(rotation) => update({ rotation }, 'rotation')} onChangeComplete={closeStep} ariaLabelForHandle={t('designer.layers.props.rotation')} tooltip={{ formatter: (value) => `${value}°` }} />
      </FieldRow>
      <FieldRow label={t('designer.layers.props.scale')}>
        <Slider style={{ width: 150 }} min={0.1} max={5} step={0.01} value={layer.scale} disabled={layer.locked} onChange={(scale) => update({ scale }, 'scale')} onChangeComplete={closeStep} ariaLabelForHandle={t('designer.layers.props.scale')} />
      </FieldRow>
      <FieldRow label={t('designer.layers.props.opacity')}>
        <Slider style={{ width: 150 }} min={0} max={100} value={Math.round(layer.opacity * 100)} onChange={(opacity) => update({ opacity: opacity / 100 }, 'opacity')} onChangeComplete={closeStep} ariaLabelForHandle={t('designer.layers.props.opacity')} tooltip={{ formatter: (value) => `${value}%` }} />
      </FieldRow>
      <FieldRow label={t('designer.layers.props.stroke')}>
        <Slider style={{ width: 90 }} min={0} max={20} value={layer.stroke.width} onChange={(width) => update({ stroke: { width } }, 'stroke')} onChangeComplete={closeStep} ariaLabelForHandle={t('designer.layers.props.strokeWidth')} />
        <PaintButton name="stroke" label={t('designer.layers.props.strokeColour')} alpha={false} value={{ kind: 'solid', color: layer.stroke.color }} onChange={(paint, change) => paint.kind === 'solid' && update({ stroke: { color: paint.color } }, change.continuous ? 'stroke-colour' : undefined)} />
      </FieldRow>
    </PanelSection>
  );
}

function TextProperties({ layer, update, closeStep }: { layer: TextLayer; update: (props: LayerPatch, key?: string) => void; closeStep: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  return (
    <>
      <Input.TextArea
        aria-label={t('designer.layers.props.text')}
        data-testid="layer-text"
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={LIMITS.textLength}
        value={text ?? layer.text}
        onChange={(event) => {
          setText(event.target.value);
          update({ text: event.target.value }, 'text');
        }}
        onBlur={() => {
          setText(null);
          closeStep();
        }}
      />
      <FontPicker value={layer.fontFamily} text={layer.text} onChange={(fontFamily, summary) => update({ fontFamily, ...faceIn(faceChoicesOf(summary), layer) })} />
      <FieldRow label={t('designer.layers.props.size')}>
        <Slider style={{ width: 100 }} min={8} max={400} value={layer.fontSize} onChange={(fontSize) => update({ fontSize }, 'size')} onChangeComplete={closeStep} ariaLabelForHandle={t('designer.layers.props.size')} />
        <InputNumber controls={STEP_ICONS} size="small" style={{ width: 64 }} min={LIMITS.fontSize.min} max={LIMITS.fontSize.max} value={layer.fontSize} onChange={(fontSize) => fontSize !== null && update({ fontSize }, 'size')} onBlur={closeStep} aria-label={t('designer.layers.props.size')} />
      </FieldRow>
      <FontFaceFields family={layer.fontFamily} weight={layer.fontWeight} style={layer.fontStyle} onChange={(face) => update(face)} />
      <FieldRow label={t('designer.layers.props.fill')}>
        <PaintButton name="text-fill" label={t('designer.layers.props.fill')} gradients value={layer.fill} onChange={(fill, change) => update({ fill }, change.continuous ? 'fill' : undefined)} />
      </FieldRow>
      <FieldRow label={t('designer.layers.props.align')}>
        <Segmented
          size="small"
          aria-label={t('designer.layers.props.align')}
          value={layer.align}
          onChange={(align) => update({ align: align as TextAlign })}
          options={[
            { value: 'left', icon: <AlignLeftOutlined aria-label={t('designer.layers.props.alignLeft')} />, title: t('designer.layers.props.alignLeft') },
            { value: 'center', icon: <AlignCenterOutlined aria-label={t('designer.layers.props.alignCenter')} />, title: t('designer.layers.props.alignCenter') },
            { value: 'right', icon: <AlignRightOutlined aria-label={t('designer.layers.props.alignRight')} />, title: t('designer.layers.props.alignRight') },
          ]}
        />
      </FieldRow>
    </>
  );
}

function ImageProperties({ layer, update }: { layer: ImageLayer; update: (props: LayerPatch, key?: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <PictureTools layer={layer} update={update} />
      <FieldRow label={t('designer.layers.props.box')}>
        <InputNumber controls={STEP_ICONS} size="small" style={{ width: 84 }} prefix="W" min={LIMITS.imageSize.min} max={LIMITS.imageSize.max} value={Math.round(layer.width)} onChange={(width) => width !== null && update({ width }, 'width')} aria-label={t('designer.layers.props.width')} />
        <InputNumber controls={STEP_ICONS} size="small" style={{ width: 84 }} prefix="H" min={LIMITS.imageSize.min} max={LIMITS.imageSize.max} value={Math.round(layer.height)} onChange={(height) => height !== null && update({ height }, 'height')} aria-label={t('designer.layers.props.height')} />
      </FieldRow>
    </>
  );
}
