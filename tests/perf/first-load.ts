import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/**
 * Gzip bytes (level 9, as `pnpm size` counts them) of every script the page loaded by the
 * time the network went idle, lazy chunks included: what the page really needed, whatever the
 * server's own compression.
 */
export async function pageJavaScriptGzipBytes(page: Page, path: string): Promise<number> {
  const scripts: Response[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response);
  };
  page.on('response', collect);
  try {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', collect);
  }
  let total = 0;
  const seen = new Set<string>();
  for (const response of scripts) {
    if (seen.has(response.url())) continue;
    seen.add(response.url());
    total += gzipSync(await response.body(), { level: 9 }).length;
  }
  return total;
}
