import { explainAndReport } from './report-failure';

/**
 * The <script> a pinned remote entry is loaded with: the browser runs it only when its bytes
 * match. A file checked for integrity must be fetched with CORS; the remotes' files are served
 * with Access-Control-Allow-Origin (deploy/nginx), and a same-origin one needs nothing. When it
 * fails, why is told (./failure-reports.ts, explainPinnedFailure) and `mismatch` called when its
 * bytes were not the pinned ones.
 */
export function pinnedScript(url: string, integrity: string, mismatch: () => void): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = url;
  script.integrity = integrity;
  script.crossOrigin = 'anonymous';
  script.addEventListener('error', () => explainAndReport(url, integrity, 'remote entry', mismatch));
  return script;
}
