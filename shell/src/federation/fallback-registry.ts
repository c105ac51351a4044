/**
 * The runtime plugin runs before shared modules (React among them) can be used, so it must
 * not import React. The shell registers the fallback component here once React is loaded.
 */
let fallbackComponent: unknown = null;

export function setRemoteFallback(component: unknown): void {
  fallbackComponent = component;
}

export function getRemoteFallback(): unknown {
  return fallbackComponent;
}

/** Marks the module the plugin hands back in place of an unreachable remote's module. */
export const REMOTE_UNAVAILABLE = Symbol.for('teamwear.remote-unavailable');
