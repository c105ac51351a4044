import theme from 'antd/es/theme';
import { useMemo, useState } from 'react';
import { partPaint, resolvedViewOf, setPartPaint, type Design, type Paint } from '@teamwear/design';
import { ColourPicker } from '../colour/ColourPicker';
import { paintBackground } from '../colour/Swatch';
import { useDesignState } from '../state/use-design-store';
import { useEdit, useStudio } from '../studio-context';
import { PanelSection } from './PanelSection';
import { Text } from '@teamwear/shared/ui/kit/themed';
import { groupParts, hasPairs } from './part-groups';
import { useTranslation } from '../../strings';
import { LightSwitch } from '../light/controls';

/** Part ids the garment draws for the design's options, front then back, in catalogue order. */
export function drawnParts(doc: Design, catalogueOrder: readonly string[]): string[] {
  const drawn = new Set<string>();
  for (const view of ['front', 'back'] as const) for (const part of resolvedViewOf(doc, view).parts) drawn.add(part.id);
  // Buttons are coloured with the other button options.
  return catalogueOrder.filter((id) => drawn.has(id) && id !== 'buttons');
}

export function PartsPanel({ catalogueOrder }: { catalogueOrder: readonly string[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { store } = useStudio();
  const edit = useEdit();
  const { doc } = useDesignState(store);
  const [apart, setApart] = useState(false);
  const parts = useMemo(() => drawnParts(doc, catalogueOrder), [doc, catalogueOrder]);
  const groups = groupParts(parts, !apart);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = groups.find((group) => group.key === selectedKey) ?? groups[0];

  const paintGroup = (paint: Paint, continuous: boolean) => {
    if (!selected) return;
    const ids = selected.parts;
    edit((current) => ids.reduce((acc, partId) => setPartPaint(acc, { partId, paint }), current), continuous ? { key: `part:${selected.key}` } : false);
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PanelSection
        title={t('designer.parts.title')}
        extra={
          hasPairs(parts) ? (
            <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <Text tone="secondary" style={{ fontSize: 12 }}>
                {t('designer.parts.apart')}
              </Text>
              <LightSwitch checked={apart} onChange={setApart} aria-label={t('designer.parts.apart')} />
            </div>
          ) : undefined
        }
      >
        <div role="listbox" aria-label={t('designer.parts.title')} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: 6 }}>
          {groups.map((group) => {
            const isSelected = group.key === selected?.key;
            const paint = partPaint(doc, group.parts[0] ?? '');
            return (
              <button
                key={group.key}
                type="button"
                role="option"
                aria-selected={isSelected}
                data-testid={`part-${group.key}`}
                onClick={() => setSelectedKey(group.key)}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  padding: '6px 8px',
                  borderRadius: 8,
                  cursor: 'pointer',
                  textAlign: 'start',
                  background: isSelected ? token.colorPrimaryBg : token.colorBgContainer,
                  border: `1px solid ${isSelected ? token.colorPrimary : token.colorBorderSecondary}`,
                  color: token.colorText,
                  font: 'inherit',
                  fontSize: 13,
                }}
              >
                <span aria-hidden style={{ width: 20, height: 20, flex: 'none', borderRadius: 5, border: '1px solid rgba(0,0,0,.15)', background: paintBackground(paint, 6) }} />
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{t(group.label)}</span>
              </button>
            );
          })}
        </div>
      </PanelSection>
      {selected && (
        <PanelSection title={t('designer.parts.colourOf', { part: t(selected.label) })}>
          <ColourPicker
            key={selected.key}
            name="part"
            value={partPaint(doc, selected.parts[0] ?? '')}
            onChange={(paint, change) => paintGroup(paint, change.continuous)}
            onGestureStart={() => store.beginGesture()}
            onGestureEnd={() => store.endGesture()}
          />
        </PanelSection>
      )}
    </div>
  );
}
