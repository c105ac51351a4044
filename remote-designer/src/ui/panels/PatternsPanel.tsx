import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Slider from 'antd/es/slider';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { NO_PATTERN, partPaint, type PatternFill } from '@teamwear/design';
import { findPattern, searchPatterns } from '@teamwear/design/patterns';
import { designerAssetUrl } from '../../render/scene/asset-url';
import { PaintButton } from '../colour/PaintButton';
import { ClearIcon } from '../common/ClearIcon';
import { useDesignState } from '../state/use-design-store';
import { useCloseStep, useEdit, useStudio } from '../studio-context';
import { FieldRow, PanelSection } from './PanelSection';
import { drawnParts } from './PartsPanel';
import { useTranslation } from '../../strings';

const WHOLE = '';

/**
 * The pattern library (about 75 tiles): search by name or tag, apply to the whole garment or
 * one part, then its scale, opacity and ink colour. Thumbnails are the tiles' alpha as a CSS
 * mask over the colour they would print in.
 */
export function PatternsPanel({ catalogueOrder }: { catalogueOrder: readonly string[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { store } = useStudio();
  const edit = useEdit();
  const closeStep = useCloseStep();
  const { doc } = useDesignState(store);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [target, setTarget] = useState<string>(WHOLE);
  const results = useMemo(() => searchPatterns(deferredQuery), [deferredQuery]);
  const parts = drawnParts(doc, catalogueOrder);

  const partId = target === WHOLE ? undefined : target;
  const current: PatternFill = partId ? (doc.partPatterns[partId] ?? doc.pattern) : doc.pattern;
  const groundPaint = partPaint(doc, partId ?? 'body');
  const ground = groundPaint.kind === 'solid' ? groundPaint.color : groundPaint.stops[0].color;
  const ink = current.tint ?? '#ffffff';

  const setPattern = (pattern: Partial<PatternFill> | null, continuous = false) =>
    edit({ type: 'setPattern', args: { ...(partId ? { partId } : {}), pattern } }, continuous ? { key: `pattern:${target}` } : false);

  const tile = (id: string | null, name: string) => {
    const entry = id ? findPattern(id) : undefined;
    const chosen = current.id === id;
    return (
      <button
        key={id ?? 'none'}
        type="button"
        role="radio"
        aria-checked={chosen}
        aria-label={name}
        title={name}
        data-testid={`pattern-${id ?? 'none'}`}
        onClick={() => setPattern(id ? { id } : partId ? null : NO_PATTERN)}
        style={{
          position: 'relative',
          aspectRatio: '1',
          padding: 0,
          borderRadius: 8,
          cursor: 'pointer',
          overflow: 'hidden',
          background: ground,
          border: `2px solid ${chosen ? token.colorPrimary : token.colorBorderSecondary}`,
        }}
      >
        {entry ? (
          <span
            aria-hidden
            style={{
              position: 'absolute',
              inset: 0,
              background: ink,
              opacity: current.id === id ? current.opacity : 1,
              maskImage: `url(${designerAssetUrl(entry.thumb)})`,
              WebkitMaskImage: `url(${designerAssetUrl(entry.thumb)})`,
              maskSize: 'cover',
              WebkitMaskSize: 'cover',
            }}
          />
        ) : (
          <span style={{ fontSize: 11, color: token.colorTextSecondary, background: token.colorBgContainer, padding: 2, borderRadius: 4 }}>{name}</span>
        )}
      </button>
    );
  };

  return (
    <Flex vertical gap={14}>
      <FieldRow label={t('designer.patterns.applyTo')}>
        <Select
          size="small"
          style={{ minWidth: 160 }}
          value={target}
          aria-label={t('designer.patterns.applyTo')}
          onChange={setTarget}
          options={[{ value: WHOLE, label: t('designer.patterns.wholeGarment') }, ...parts.map((id) => ({ value: id, label: t(`garment.part.${id}`) }))]}
        />
      </FieldRow>
      {current.id && (
        <PanelSection title={t('designer.patterns.settings', { name: findPattern(current.id)?.name ?? current.id })}>
          <FieldRow label={t('designer.patterns.scale')}>
            <Slider
              style={{ width: 150 }}
              min={0.25}
              max={4}
              step={0.05}
              value={current.scale}
              ariaLabelForHandle={t('designer.patterns.scale')}
              onChange={(scale) => setPattern({ scale }, true)}
              onChangeComplete={closeStep}
            />
          </FieldRow>
          <FieldRow label={t('designer.patterns.opacity')}>
            <Slider
              style={{ width: 150 }}
              min={0}
              max={100}
              value={Math.round(current.opacity * 100)}
              ariaLabelForHandle={t('designer.patterns.opacity')}
              onChange={(opacity) => setPattern({ opacity: opacity / 100 }, true)}
              onChangeComplete={closeStep}
            />
          </FieldRow>
          <FieldRow label={t('designer.patterns.ink')}>
            <Checkbox checked={current.tint === null} onChange={(event) => setPattern({ tint: event.target.checked ? null : '#000000' })}>
              {t('designer.patterns.ownColours')}
            </Checkbox>
            {current.tint !== null && (
              <PaintButton
                name="pattern-ink"
                label={t('designer.patterns.ink')}
                alpha={false}
                value={{ kind: 'solid', color: current.tint }}
                onChange={(paint, change) => paint.kind === 'solid' && setPattern({ tint: paint.color }, change.continuous)}
              />
            )}
          </FieldRow>
          {partId && doc.partPatterns[partId] && (
            <Button size="small" onClick={() => setPattern(null)}>
              {t('designer.patterns.followGarment')}
            </Button>
          )}
        </PanelSection>
      )}
      <Input.Search
        allowClear={{ clearIcon: <ClearIcon /> }}
        placeholder={t('designer.patterns.search')}
        aria-label={t('designer.patterns.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('designer.patterns.count', { count: results.length })}
      </Typography.Text>
      <div role="radiogroup" aria-label={t('designer.patterns.title')} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))', gap: 8 }}>
        {tile(null, t('designer.patterns.none'))}
        {results.map((entry) => tile(entry.id, entry.name))}
      </div>
      {results.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.patterns.noResults')} />}
    </Flex>
  );
}
