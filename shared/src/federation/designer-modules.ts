import type { ComponentType, CSSProperties, ReactNode } from 'react';
import type { Design, Product, View } from '@teamwear/design';

/**
 * What the designer remote exposes to the other apps, declared here rather than imported from
 * its source: the shell and the account area load these modules at run time from whatever
 * designer is released, so they may only rely on a declaration both sides depend on by name. The
 * designer's modules are typed by these (its exposes/ files use `satisfies`), so a change here
 * fails the build of whichever side no longer matches.
 */

/** `designer/DesignDocumentThumbnail`: one side of a design the caller already holds, as SVG (no Pixi). */
export interface DocumentThumbnailProps {
  /** A design document as stored (an order's snapshot, a design read with GET /api/designs/{id}). */
  document: unknown;
  view?: View;
  /** The square it fits in, in CSS pixels. */
  size: number;
  /** What the picture shows, for screen readers; without it the picture is decorative. */
  label?: string;
  /** Shown for good when the document cannot be read (a newer schema, a broken one). */
  fallback: ReactNode;
  style?: CSSProperties;
}

/** A saved design as a list shows it (GET /api/designs): enough to fetch its document. */
export interface SavedDesignRef {
  id: string;
  version: number;
}

/** `designer/SavedDesignThumbnail`: the front of a saved design, its document fetched by the module. */
export interface SavedDesignThumbnailProps {
  design: SavedDesignRef;
  /** The square it fits in, in CSS pixels. */
  size: number;
  /** What the picture shows, for screen readers; without it the picture is decorative. */
  label?: string;
  /** Shown while the document loads, and for good when it cannot be read or drawn. */
  fallback: ReactNode;
  style?: CSSProperties;
}

/**
 * What the studio tells the partner's page (the `onEvent` of TeamwearDesigner.mount). Never a
 * token, nor the hand-off link: it carries one, and the partner's page has no business with it.
 */
export type StudioEvent =
  | { type: 'ready'; garment: Product }
  | { type: 'changed'; garment: Product }
  | { type: 'handed-off'; garment: Product; expiresAt: string }
  | { type: 'error'; code: StudioErrorCode; message: string };

/** Why the studio could not do what it was asked; `message` says it in English, for developers. */
export type StudioErrorCode =
  /** mount() was given options it cannot use. */
  | 'INVALID_OPTIONS'
  /** The shop's scripts (the studio's start) could not be loaded. */
  | 'LOAD_FAILED'
  /** The shop did not answer this page: unreachable, or this origin is not on its allow-list. */
  | 'SHOP_UNREACHABLE'
  | 'UNKNOWN_SHOP'
  | 'NOT_OFFERED'
  /** The designer remote could not be loaded (its fallback shows, with Try again). */
  | 'STUDIO_UNAVAILABLE'
  /** The `design` given could not be read (or is another garment's): a new design was started. */
  | 'DESIGN_UNREADABLE'
  | 'HANDOFF_FAILED';

/** `designer/EmbeddedStudio`: the studio on a partner's page, mounted by the embed host. */
export interface EmbeddedStudioProps {
  product: Product;
  /** A design the partner's page gives (e.g. what getDesign() answered on an earlier visit). */
  design?: unknown;
  /** Told to the partner's page: ready, changed, handed-off, error. Keep it the same function. */
  onEvent: (event: StudioEvent) => void;
  /** Receives the reader of the design being edited (the partner's getDesign()). */
  onDesignReader: (read: () => Design) => void;
}

/** The modules as federation hands them over (a default export each). */
export interface DocumentThumbnailModule {
  default: ComponentType<DocumentThumbnailProps>;
}
export interface SavedDesignThumbnailModule {
  default: ComponentType<SavedDesignThumbnailProps>;
}
export interface EmbeddedStudioModule {
  default: ComponentType<EmbeddedStudioProps>;
}
