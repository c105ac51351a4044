import { isChunkLoadError } from './chunk-load-error';

function named(name: string, message: string, cause?: unknown): Error {
  const error = new Error(message, { cause });
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it('knows webpack’s and the federation runtime’s failed scripts, also as a cause', () => {
    expect(isChunkLoadError(named('ChunkLoadError', 'Loading chunk 231 failed.\n(error: http://x/assets/231.b36e51e34d.js)'))).toBe(true);
    expect(isChunkLoadError(named('ScriptNetworkError', 'ScriptNetworkError: Failed to load script "http://x/remoteEntry.js"'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 ScriptNetworkError: Script "http://x/remoteEntry.js" timed out.'))).toBe(true);
    expect(isChunkLoadError(new Error('loadRemote failed', { cause: named('ChunkLoadError', 'Loading CSS chunk 7 failed.') }))).toBe(true);
  });

  it('is not any other error', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed.')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
