/**
 * Federated type hints: what each remote exposes, typed from the remote's own source.
 * These are type-only imports, so nothing of a remote is bundled into the shell; at run
 * time the modules come from the remote's server through federation.
 */
export interface RemoteModules {
  'marketing/Home': typeof import('@teamwear/remote-marketing/exposes/Home');
  'marketing/Products': typeof import('@teamwear/remote-marketing/exposes/Products');
  'marketing/Features': typeof import('@teamwear/remote-marketing/exposes/Features');
  'marketing/Contact': typeof import('@teamwear/remote-marketing/exposes/Contact');
  'marketing/NotFound': typeof import('@teamwear/remote-marketing/exposes/NotFound');
  'designer/DesignEditor': typeof import('@teamwear/remote-designer/exposes/DesignEditor');
  'designer/Preview': typeof import('@teamwear/remote-designer/exposes/Preview');
  /** Not a page: the account remote draws saved designs with it (through @teamwear/shared/federation). */
  'designer/SavedDesignThumbnail': typeof import('@teamwear/remote-designer/exposes/SavedDesignThumbnail');
  /** Not a page: the account remote draws an order's design, front and back, with it. */
  'designer/DesignDocumentThumbnail': typeof import('@teamwear/remote-designer/exposes/DesignDocumentThumbnail');
  'account/Dashboard': typeof import('@teamwear/remote-account/exposes/Dashboard');
  'account/Assets': typeof import('@teamwear/remote-account/exposes/Assets');
  'account/Players': typeof import('@teamwear/remote-account/exposes/Players');
  'account/Histories': typeof import('@teamwear/remote-account/exposes/Histories');
  'account/Checkout': typeof import('@teamwear/remote-account/exposes/Checkout');
  'account/Order': typeof import('@teamwear/remote-account/exposes/Order');
  'account/Setting': typeof import('@teamwear/remote-account/exposes/Setting');
}

export type RemoteModuleId = keyof RemoteModules;
export type RemoteName = RemoteModuleId extends `${infer R}/${string}` ? R : never;

/** Every id once, checked against the type in both directions. */
const IDS: Record<RemoteModuleId, true> = {
  'marketing/Home': true,
  'marketing/Products': true,
  'marketing/Features': true,
  'marketing/Contact': true,
  'marketing/NotFound': true,
  'designer/DesignEditor': true,
  'designer/Preview': true,
  'designer/SavedDesignThumbnail': true,
  'designer/DesignDocumentThumbnail': true,
  'account/Dashboard': true,
  'account/Assets': true,
  'account/Players': true,
  'account/Histories': true,
  'account/Checkout': true,
  'account/Order': true,
  'account/Setting': true,
};

export const REMOTE_MODULE_IDS = Object.keys(IDS) as RemoteModuleId[];
export const REMOTE_NAMES = ['marketing', 'designer', 'account'] as const satisfies readonly RemoteName[];

export function isRemoteModuleId(id: string): id is RemoteModuleId {
  return Object.hasOwn(IDS, id);
}

/** The remote module that renders a route, or null for a page of the shell's own (or an
 *  entry no remote exposes). */
export function remoteModuleOf(route: { owner: string; page: string }): RemoteModuleId | null {
  if (route.owner === 'shell') return null;
  const id = `${route.owner}/${route.page.replace(/^\.\//, '')}`;
  return isRemoteModuleId(id) ? id : null;
}
