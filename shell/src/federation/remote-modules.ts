import type { RemoteOwner } from '@teamwear/shared/routes';

/** The remotes the shell loads, as remotes.json and the mount table name them. */
export const REMOTE_NAMES = ['marketing', 'designer', 'account', 'backoffice'] as const satisfies readonly RemoteOwner[];
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * A module a remote exposes, as the federation runtime names it: `<remote>/<module>`. The shell
 * does not know what each remote exposes (a remote's pages come from its manifest, and remotes
 * ask each other for modules by name); a module that does not exist fails to load like one whose
 * remote is down, and shows the same fallback.
 */
export type RemoteModuleId = `${RemoteName}/${string}`;

export function remoteOf(id: string): RemoteName | null {
  const name = id.split('/')[0];
  return REMOTE_NAMES.find((known) => known === name) ?? null;
}

export function isRemoteModuleId(id: string): id is RemoteModuleId {
  return remoteOf(id) !== null && /^[a-z]+\/[A-Za-z][\w-]*$/.test(id);
}

/** The id of the module a remote's page list names ('./DesignEditor' → 'designer/DesignEditor'). */
export function remoteModuleId(remote: RemoteName, module: string): RemoteModuleId {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}
