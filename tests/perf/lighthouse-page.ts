import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Lighthouse's mobile preset (its default: simulated slow 4G, 4× CPU) or its desktop one. */
export type LighthousePreset = 'mobile' | 'desktop';
export const LIGHTHOUSE_PRESETS: readonly LighthousePreset[] = ['mobile', 'desktop'];

/** One Lighthouse run's numbers (mobile preset: simulated slow 4G and 4× CPU). */
export interface LighthouseSample {
  /** Performance score, 0–100. */
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  /**
   * The element Lighthouse took for the largest paint (its text, or its tag), so that a fast
   * LCP can be told from one that only measured the start screen.
   */
  lcpElement: string | null;
  tbtMs: number | null;
  cls: number | null;
  /** Bytes of JavaScript transferred (the network's encoding, as served). */
  jsTransferBytes: number | null;
  /** Requests the page made during the load, and how many of them were scripts. */
  requests: number | null;
  scriptRequests: number | null;
  /** Main-thread work during the load (Lighthouse's breakdown, simulated CPU). */
  mainThreadMs: number | null;
  /** Where the page ended up: a signed-in page that lands on /entrar lost its session. */
  finalUrl: string;
}

type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>;

type LcpElementDetails =
  { items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[] } | undefined;

function lcpElement(audits: Audits): string | null {
  const details = audits['largest-contentful-paint-element']?.details as LcpElementDetails;
  const node = details?.items?.[0]?.items?.[0]?.node;
  const label = (node?.nodeLabel ?? node?.snippet)?.trim();
  if (!label) return null;
  return label.length > 32 ? `${label.slice(0, 31)}…` : label;
}

function numeric(audits: Audits, id: string): number | null {
  return audits[id]?.numericValue ?? null;
}

type ResourceSummary =
  { items?: { resourceType?: string; transferSize?: number; requestCount?: number }[] } | undefined;

function resourceSummary(audits: Audits, type: 'script' | 'total') {
  const details = audits['resource-summary']?.details as ResourceSummary;
  return details?.items?.find((item) => item.resourceType === type);
}

/**
 * Runs Lighthouse's default (mobile) performance audit on `url` in the Chromium listening on
 * `port`. Lighthouse opens its own tab in that browser, so the tab sees the profile's
 * localStorage. Its storage reset before the load still empties the HTTP cache (a cold load,
 * as a first visit); `clearStorageTypes` lists what else it wipes, and leaves localStorage out
 * on purpose so the signed-in session survives (12.x's default list leaves it out too; naming
 * it keeps that true if the default changes). `disableStorageReset: true` would keep the
 * session as well but also the HTTP cache, which would measure a repeat visit instead.
 */
export async function runLighthouse(
  url: string,
  port: number,
  preset: LighthousePreset = 'mobile',
  /** A repeat visit: nothing is reset, so the service worker and its precache stay warm. */
  visit: 'first' | 'repeat' = 'first',
): Promise<LighthouseSample> {
  const result = await lighthouse(
    url,
    {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The report's language; the page's is the browser's (--lang, debuggable-chromium.ts).
      locale: 'pt',
      ...(visit === 'repeat'
        ? { disableStorageReset: true }
        : {
            clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
          }),
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
  const audits = lhr.audits as Audits;
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: numeric(audits, 'first-contentful-paint'),
    lcpMs: numeric(audits, 'largest-contentful-paint'),
    lcpElement: lcpElement(audits),
    tbtMs: numeric(audits, 'total-blocking-time'),
    cls: numeric(audits, 'cumulative-layout-shift'),
    jsTransferBytes: resourceSummary(audits, 'script')?.transferSize ?? null,
    requests: resourceSummary(audits, 'total')?.requestCount ?? null,
    scriptRequests: resourceSummary(audits, 'script')?.requestCount ?? null,
    mainThreadMs: numeric(audits, 'mainthread-work-breakdown'),
    finalUrl: lhr.finalDisplayedUrl,
  };
}
