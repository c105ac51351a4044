import type { Page } from '@playwright/test';

/** One `securitypolicyviolation` event, as much of it as tells what was refused and where. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

/**
 * Records what the browser reports against the page's Content-Security-Policy from the first
 * script on: the `securitypolicyviolation` events of every document the page loads (an init
 * script, so it listens before the page's own scripts run) and console messages naming the policy
 * (which also cover a worker's or a refused eval's). `collect()` answers both, as lines to read
 * in a failure, and starts afresh; call it before the page navigates away.
 */
export async function recordCspReports(page: Page): Promise<{ collect: () => Promise<string[]> }> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      });
    });
  });
  let consoleReports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) consoleReports.push(`console: ${message.text()}`);
  });
  return {
    async collect() {
      const events = await page.evaluate(() => window.__cspViolations?.splice(0) ?? []);
      const lines = [...events.map((v) => `${v.directive} refused ${v.blocked || '(inline)'} at ${v.source}:${v.line} ${v.sample}`.trim()), ...consoleReports];
      consoleReports = [];
      return lines;
    },
  };
}

/** The directives of a Content-Security-Policy header, by name. */
export function cspDirectives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}
