import type { ArtEntry } from './art-entry';
import { awardArt } from './awards';
import { ballArt } from './balls';
import { emblemArt } from './emblems';
import { khmerArt } from './khmer';
import { mascotArt } from './mascots';
import { groundArt } from './textures';

let library: readonly ArtEntry[] | null = null;

/** The built-in library, drawn once per process (a few hundred KB of SVG text), vectors first. */
export function builtInArt(): readonly ArtEntry[] {
  library ??= [...awardArt(), ...ballArt(), ...emblemArt(), ...mascotArt(), ...khmerArt(), ...groundArt()];
  return library;
}

export function findArt(id: string): ArtEntry | undefined {
  return builtInArt().find((entry) => entry.id === id);
}
