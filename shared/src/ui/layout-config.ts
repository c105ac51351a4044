import { createStore } from 'zustand/vanilla';

export const PRESETS = ['Lara', 'Aura', 'Nora'] as const;
export type Preset = (typeof PRESETS)[number];
export const MENU_MODES = ['static', 'overlay'] as const;
export type MenuMode = (typeof MENU_MODES)[number];

/** Primary colours offered in the config sidebar (Tailwind 600 shades, readable on white). */
export const PRIMARY_COLOURS = {
  emerald: '#059669',
  green: '#16a34a',
  teal: '#0d9488',
  cyan: '#0891b2',
  sky: '#0284c7',
  blue: '#2563eb',
  indigo: '#4f46e5',
  violet: '#7c3aed',
  purple: '#9333ea',
  pink: '#db2777',
  rose: '#e11d48',
  orange: '#ea580c',
  amber: '#d97706',
} as const;
export type PrimaryColourName = keyof typeof PRIMARY_COLOURS;

/** Surface tints for backgrounds; 'none' keeps antd's own greys. */
export const SURFACES = {
  slate: { layout: '#f1f5f9', dark: '#0f172a' },
  gray: { layout: '#f3f4f6', dark: '#111827' },
  zinc: { layout: '#f4f4f5', dark: '#18181b' },
  stone: { layout: '#f5f5f4', dark: '#1c1917' },
} as const;
export type SurfaceName = keyof typeof SURFACES;

/** docs/product.md §3 layout configuration. `primary: null` follows the shop's own colour. */
export interface LayoutConfig {
  preset: Preset;
  primary: PrimaryColourName | null;
  surface: SurfaceName | null;
  darkTheme: boolean;
  menuMode: MenuMode;
}

export const DEFAULT_LAYOUT_CONFIG: LayoutConfig = {
  preset: 'Lara',
  primary: null,
  surface: null,
  darkTheme: false,
  menuMode: 'static',
};

export const LAYOUT_CONFIG_STORAGE_KEY = 'layout-config';

/** Reads a stored config, keeping only values that are still valid. */
export function parseLayoutConfig(raw: string | null): LayoutConfig {
  if (!raw) return DEFAULT_LAYOUT_CONFIG;
  let stored: Partial<Record<keyof LayoutConfig, unknown>>;
  try {
    stored = JSON.parse(raw) as typeof stored;
  } catch {
    return DEFAULT_LAYOUT_CONFIG;
  }
  const pick = <T>(value: unknown, valid: (v: unknown) => v is T, fallback: T): T => (valid(value) ? value : fallback);
  return {
    preset: pick(stored.preset, (v): v is Preset => (PRESETS as readonly unknown[]).includes(v), DEFAULT_LAYOUT_CONFIG.preset),
    primary: pick(stored.primary, (v): v is PrimaryColourName | null => v === null || (typeof v === 'string' && v in PRIMARY_COLOURS), null),
    surface: pick(stored.surface, (v): v is SurfaceName | null => v === null || (typeof v === 'string' && v in SURFACES), null),
    darkTheme: pick(stored.darkTheme, (v): v is boolean => typeof v === 'boolean', false),
    menuMode: pick(stored.menuMode, (v): v is MenuMode => (MENU_MODES as readonly unknown[]).includes(v), 'static'),
  };
}

function readStored(): LayoutConfig {
  try {
    return parseLayoutConfig(globalThis.localStorage?.getItem(LAYOUT_CONFIG_STORAGE_KEY) ?? null);
  } catch {
    return DEFAULT_LAYOUT_CONFIG;
  }
}

export const layoutConfigStore = createStore<LayoutConfig>()(() => readStored());

/** Changes the layout configuration and keeps it across reloads. */
export function updateLayoutConfig(change: Partial<LayoutConfig>): void {
  layoutConfigStore.setState(change);
  try {
    globalThis.localStorage?.setItem(LAYOUT_CONFIG_STORAGE_KEY, JSON.stringify(layoutConfigStore.getState()));
  } catch {
    // Storage unavailable: the change lasts for this visit.
  }
}
