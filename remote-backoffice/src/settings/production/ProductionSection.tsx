import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import type { ProductionSettings } from '@teamwear/shared/contracts';
import { visuallyHidden } from '@teamwear/shared/ui/kit';
import { Heading, Paragraph, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useStaffAnswer } from '../../common/use-staff-answer';
import { useTranslation } from '../../strings';
import { fetchProductionSettings } from '../api/settings-api';
import { SectionFailed } from '../SectionFailed';
import { areasByGarment } from './print-area-grid';
import { SettingsUpload } from './SettingsUpload';

// The garment outlines come with the pictures, once a garment's areas are opened: not in the page's first load.
const PrintAreaPicture = lazy(() => import('./PrintAreaPicture'));

/** The inks the proof names and the print areas per garment, size and side (`settings inks|print-areas` in the CLI). */
export function ProductionSection() {
  const { t } = useTranslation();
  const answer = useStaffAnswer('settings/production', (signal) => fetchProductionSettings(signal));
  const saved = (data: ProductionSettings) => answer.replace({ data });
  return (
    <>
      <SurfaceCard testId="ink-settings">
        <Heading level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {t('settings.production.inksTitle')}
        </Heading>
        {answer.kind === 'loading' ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
        {answer.kind === 'failed' ? <SectionFailed offline={answer.status === 0} onRetry={answer.reload} /> : null}
        {answer.kind === 'ready' ? <Inks settings={answer.data.data} onSaved={saved} /> : null}
      </SurfaceCard>
      <div style={{ height: 24 }} />
      <SurfaceCard testId="print-area-settings">
        <Heading level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {t('settings.production.printAreasTitle')}
        </Heading>
        {answer.kind === 'loading' ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
        {answer.kind === 'ready' ? <PrintAreas settings={answer.data.data} onSaved={saved} /> : null}
      </SurfaceCard>
    </>
  );
}

function Inks({ settings, onSaved }: { settings: ProductionSettings; onSaved: (settings: ProductionSettings) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        <span data-testid="inks-summary">
          {settings.inksAreDefault ? t('settings.production.inksDefault', { count: settings.inks.length }) : t('settings.production.inksOwn', { count: settings.inks.length })}
        </span>
      </Paragraph>
      <ul data-testid="ink-list" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: token.marginXS, maxHeight: 320, overflowY: 'auto' }} tabIndex={0} aria-label={t('settings.production.inksTitle')}>
        {settings.inks.map((ink) => (
          <li key={ink.name} style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, minWidth: 0 }}>
            <span aria-hidden="true" style={{ flex: 'none', width: 20, height: 20, borderRadius: 4, background: ink.hex, border: `1px solid ${token.colorBorder}` }} />
            <span style={{ overflowWrap: 'anywhere' }}>{ink.name}</span>
            <Text tone="secondary" style={{ fontFamily: 'monospace' }}>
              {ink.hex}
            </Text>
          </li>
        ))}
      </ul>
      <SettingsUpload list="inks" isDefault={settings.inksAreDefault} onSaved={onSaved} />
    </>
  );
}

function PrintAreas({ settings, onSaved }: { settings: ProductionSettings; onSaved: (settings: ProductionSettings) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const garments = areasByGarment(settings.printAreas);
  const own = garments.reduce((sum, garment) => sum + garment.shopSet, 0);
  const cell: CSSProperties = { padding: `${token.paddingXXS}px ${token.paddingXS}px`, borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, textAlign: 'start', whiteSpace: 'nowrap' };
  const cm = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);
  // A garment's pictures are drawn while its list is open (eight garments × sizes × sides are many).
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggled = (garment: string, isOpen: boolean) =>
    setOpen((before) => {
      const after = new Set(before);
      if (isOpen) after.add(garment);
      else after.delete(garment);
      return after;
    });
  return (
    <>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        <span data-testid="print-areas-summary">{own > 0 ? t('settings.production.areasOwn', { count: own }) : t('settings.production.areasDefault')}</span>
      </Paragraph>
      {garments.map((garment) => (
        <details key={garment.garment} data-testid={`print-areas-${garment.garment}`} style={{ marginBottom: token.marginXS }} onToggle={(event) => toggled(garment.garment, event.currentTarget.open)}>
          <summary style={{ cursor: 'pointer', padding: `${token.paddingXXS}px 0` }}>
            {t(`products.${garment.garment}`)}
            {garment.shopSet > 0 ? ` · ${t('settings.production.setByShop', { count: garment.shopSet })}` : ''}
          </summary>
          <div style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', margin: `${token.marginXS}px 0` }}>
              <caption style={visuallyHidden}>{t('settings.production.areasCaption', { garment: t(`products.${garment.garment}`) })}</caption>
              <thead>
                <tr>
                  <th scope="col" style={cell}>
                    {t('settings.production.size')}
                  </th>
                  {garment.sides.map((side) => (
                    <th key={side} scope="col" style={cell}>
                      {t(`settings.production.sides.${side}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {garment.sizes.map((row) => (
                  <tr key={row.size}>
                    <th scope="row" style={cell}>
                      {row.size}
                    </th>
                    {row.areas.map((area, index) => (
                      <td key={garment.sides[index]} style={{ ...cell, fontWeight: area?.shopSet ? token.fontWeightStrong : undefined }}>
                        <span style={{ display: 'flex', alignItems: 'center', gap: token.marginXS }}>
                          {area && open.has(garment.garment) ? (
                            <Suspense fallback={<span style={{ width: 56, height: 56, flex: 'none' }} />}>
                              <PrintAreaPicture
                                area={area}
                                label={t('settings.production.areaPicture', { garment: t(`products.${garment.garment}`), side: t(`settings.production.sides.${area.side}`), size: area.size, width: cm(area.widthCm), height: cm(area.heightCm) })}
                              />
                            </Suspense>
                          ) : null}
                          <span>
                            {area ? t('settings.production.areaSize', { width: cm(area.widthCm), height: cm(area.heightCm) }) : '—'}
                            {area?.shopSet ? <span style={visuallyHidden}> ({t('settings.production.setByShopOne')})</span> : null}
                            {area?.shopSet ? <span aria-hidden="true"> *</span> : null}
                          </span>
                        </span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ))}
      <Text tone="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
        {t('settings.production.starMeans')}
      </Text>
      <SettingsUpload list="printAreas" isDefault={own === 0} onSaved={onSaved} />
    </>
  );
}
