/**
 * Whether an error is a script of a remote that failed to load (a chunk, or the entry): what a
 * page sees when its remote was redeployed and the files it was built with are gone. webpack
 * names it ChunkLoadError ("Loading chunk 123 failed."); the federation runtime's script loader
 * ScriptNetworkError; either may come wrapped as the cause of another error.
 */
export function isChunkLoadError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current.name === 'ChunkLoadError' || current.name === 'ScriptNetworkError') return true;
    if (/Loading (CSS )?chunk \S+ failed|ScriptNetworkError/.test(current.message)) return true;
  }
  return false;
}
