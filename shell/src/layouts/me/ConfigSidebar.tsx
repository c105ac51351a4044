import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Radio from 'antd/es/radio';
import Segmented from 'antd/es/segmented';
import Switch from 'antd/es/switch';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { CheckOutlined } from '@ant-design/icons';
import { useStore } from 'zustand';
import { useTenant } from '@teamwear/shared/tenant';
import {
  layoutConfigStore,
  PRESETS,
  PRIMARY_COLOURS,
  SURFACES,
  updateLayoutConfig,
  type PrimaryColourName,
  type SurfaceName,
} from '@teamwear/shared/ui';
import { FALLBACK_COLOUR } from '@teamwear/shared/tenant/favicon-look';
import { setDarkMode } from '../../app/dark-mode';
import { useTranslation } from '@teamwear/shared/i18n';

function Swatch({ color, label, selected, onSelect }: { color: string; label: string; selected: boolean; onSelect: () => void }) {
  return (
    <Tooltip title={label}>
      <button
        type="button"
        className="swatch"
        aria-label={label}
        aria-pressed={selected}
        onClick={onSelect}
        style={{ background: color }}
      >
        {selected ? <CheckOutlined aria-hidden style={{ color: '#fff' }} /> : null}
      </button>
    </Tooltip>
  );
}

/** The config sidebar: preset, primary colour, surface, dark mode, menu mode; kept across reloads. */
export function ConfigSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = useStore(layoutConfigStore);
  const tenant = useTenant();
  return (
    <Drawer open={open} onClose={onClose} title={t('config.title')} placement="right" size={340} data-testid="config-sidebar">
      <Flex vertical gap="large">
        <section>
          <Typography.Title level={2} style={{ fontSize: 14 }}>
            {t('config.preset')}
          </Typography.Title>
          <Segmented aria-label={t('config.preset')} options={[...PRESETS]} value={config.preset} onChange={(preset) => updateLayoutConfig({ preset })} />
        </section>
        <section>
          <Typography.Title level={2} style={{ fontSize: 14 }}>
            {t('config.primary')}
          </Typography.Title>
          <Flex wrap gap={8}>
            <Swatch
              color={tenant?.color ?? FALLBACK_COLOUR}
              label={t('config.shopColour')}
              selected={config.primary === null}
              onSelect={() => updateLayoutConfig({ primary: null })}
            />
            {(Object.keys(PRIMARY_COLOURS) as PrimaryColourName[]).map((name) => (
              <Swatch
                key={name}
                color={PRIMARY_COLOURS[name]}
                label={t(`colours.${name}`)}
                selected={config.primary === name}
                onSelect={() => updateLayoutConfig({ primary: name })}
              />
            ))}
          </Flex>
        </section>
        <section>
          <Typography.Title level={2} style={{ fontSize: 14 }}>
            {t('config.surface')}
          </Typography.Title>
          <Radio.Group
            value={config.surface ?? 'none'}
            onChange={(e) => updateLayoutConfig({ surface: e.target.value === 'none' ? null : (e.target.value as SurfaceName) })}
            options={[
              { value: 'none', label: t('config.surfaceNone') },
              ...(Object.keys(SURFACES) as SurfaceName[]).map((name) => ({ value: name, label: t(`colours.${name}`) })),
            ]}
          />
        </section>
        <section>
          <Flex align="center" justify="space-between">
            <Typography.Text id="dark-mode-label">{t('config.darkMode')}</Typography.Text>
            <Switch aria-labelledby="dark-mode-label" checked={config.darkTheme} onChange={(dark) => setDarkMode(dark)} data-testid="dark-mode-switch" />
          </Flex>
        </section>
        <section>
          <Typography.Title level={2} style={{ fontSize: 14 }}>
            {t('config.menuMode')}
          </Typography.Title>
          <Radio.Group
            value={config.menuMode}
            onChange={(e) => updateLayoutConfig({ menuMode: e.target.value })}
            options={[
              { value: 'static', label: t('config.menuStatic') },
              { value: 'overlay', label: t('config.menuOverlay') },
            ]}
          />
        </section>
      </Flex>
    </Drawer>
  );
}
