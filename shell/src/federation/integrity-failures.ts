/**
 * Why a pinned file did not load, for the console: the browser refuses a file whose bytes do not
 * match its integrity exactly as it refuses one that is not there. Asked again without the
 * integrity (only after such a failure), a file that comes is one that is not what was promoted.
 * Resolves true for that case.
 */
export async function explainPinnedFailure(url: string, integrity: string, what: string): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return false;
    console.error(`[shell] ${what} at ${url} not run: its bytes do not match the integrity remotes.json pins (${integrity})`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The <script> a pinned remote entry is loaded with: the browser runs it only when its bytes
 * match. A file checked for integrity must be fetched with CORS; the remotes' files are served
 * with Access-Control-Allow-Origin (deploy/nginx), and a same-origin one needs nothing.
 */
export function pinnedScript(url: string, integrity: string, mismatch: () => void): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = url;
  script.integrity = integrity;
  script.crossOrigin = 'anonymous';
  script.addEventListener('error', () => {
    void explainPinnedFailure(url, integrity, 'remote entry').then((refused) => {
      if (refused) mismatch();
    });
  });
  return script;
}
