// What the loader (/embed.js, on the partner's page) and the embed host (/embed/studio-host.js,
// which it loads from the shop) agree on. Types only, and one symbol: the loader must stay small.
import type { StudioEvent } from '@teamwear/shared/federation';
import type { Language } from '@teamwear/shared/i18n';
import type { DesignSlug } from '@teamwear/shared/routes';

export type { StudioErrorCode, StudioEvent } from '@teamwear/shared/federation';

/** What a partner's page passes to TeamwearDesigner.mount (checked by loader/options.ts). */
export interface MountOptions {
  /** The shop's public key (X-Shop-Key). */
  shop: string;
  garment: DesignSlug;
  locale: Language;
  /** A design to open: what getDesign() answered on an earlier visit (an object, or its JSON). */
  design?: unknown;
  onEvent?: (event: StudioEvent) => void;
}

/** What mount answers the partner's page. */
export interface StudioHandle {
  unmount(): void;
  /** The design being edited (a copy), or null until the studio is up. */
  getDesign(): unknown;
  setLocale(locale: Language): void;
}

/** The shop the studio works for: its key, and the origin /embed.js came from (its API and pages). */
export interface EmbedShop {
  key: string;
  origin: string;
}

/** What the loader hands the host for one mounted studio. */
export interface HostMount {
  shop: EmbedShop;
  garment: DesignSlug;
  locale: Language;
  design?: unknown;
  /** The shadow root the studio lives in (antd's styles go here), and the element to draw in. */
  shadowRoot: ShadowRoot;
  root: HTMLElement;
  /** The host has drawn its first frame: the loader's placeholder goes. */
  shown(): void;
  /** The host's own scripts failed: the loader says so, with "Try again". */
  failed(reason: string): void;
  emit(event: StudioEvent): void;
}

export interface HostHandle {
  unmount(): void;
  getDesign(): unknown;
  setLocale(locale: Language): void;
}

export interface EmbedHost {
  mount(mount: HostMount): HostHandle;
}

/** Where the host script announces itself to the loader that asked for it: a registered symbol,
 *  not a name on the partner's window that their own scripts could be using. */
export const HOST_SLOT = Symbol.for('teamwear.embedded-studio.host');

export interface HostSlot {
  hostReady(host: EmbedHost): void;
}
