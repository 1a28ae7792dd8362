import type { APIRequestContext, Page } from '@playwright/test';

/** One `securitypolicyviolation` event, as the page saw it. */
export interface PageViolation {
  directive: string;
  blocked: string;
  document: string;
  source: string;
}

/**
 * Collects every CSP violation the page's documents fire, across navigations (the binding
 * survives them; the listener is installed in each new document before its scripts run).
 */
export async function recordCspViolations(page: Page): Promise<PageViolation[]> {
  const violations: PageViolation[] = [];
  await page.exposeBinding('__clubeCspViolation', (_source, violation: PageViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)
        .__clubeCspViolation;
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        document: event.documentURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return violations;
}

/** The sandbox's count of CSP reports so far, to ask later for the ones after it. */
export async function cspReportMark(request: APIRequestContext): Promise<number> {
  const response = await request.get('/__csp-report');
  return ((await response.json()) as { last: number }).last;
}

/** Reports browsers posted to the sandbox (`report-uri`) after `mark`. */
export async function cspReportsSince(
  request: APIRequestContext,
  mark: number,
): Promise<unknown[]> {
  const response = await request.get(`/__csp-report?since=${mark}`);
  return ((await response.json()) as { reports: unknown[] }).reports;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Aborts every request to a host other than loopback and returns the list of URLs it stopped,
 * so a test can fail when the app tried to reach another site. Other routes of the page
 * (registered earlier) still see loopback requests.
 */
export async function keepRequestsOnLoopback(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || LOOPBACK.has(url.hostname)) {
      await route.fallback();
      return;
    }
    blocked.push(url.href);
    await route.abort('blockedbyclient');
  });
  return blocked;
}
