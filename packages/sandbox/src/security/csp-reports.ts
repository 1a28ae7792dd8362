import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** One violation, in the fields both report formats share. */
export interface CspViolation {
  /** Increases with every report received, so a test can ask for the ones after a point. */
  seq: number;
  receivedAt: string;
  documentUri: string | null;
  directive: string | null;
  blockedUri: string | null;
  sourceFile: string | null;
  lineNumber: number | null;
  sample: string | null;
}

export interface CspReportLog {
  record(violation: Omit<CspViolation, 'seq' | 'receivedAt'>): void;
  /** Kept violations with `seq` above `after` (all of them by default), oldest first. */
  since(after?: number): CspViolation[];
  /** The `seq` of the latest report (0 before any). */
  last(): number;
  clear(): void;
}

/** The last `limit` violations, in memory: enough to see what a page tripped over. */
export function createCspReportLog(limit = 200): CspReportLog {
  let kept: CspViolation[] = [];
  let seq = 0;
  return {
    record(violation) {
      seq += 1;
      kept.push({ ...violation, seq, receivedAt: new Date().toISOString() });
      if (kept.length > limit) kept = kept.slice(-limit);
    },
    since: (after = 0) => kept.filter((violation) => violation.seq > after),
    last: () => seq,
    clear() {
      kept = [];
    },
  };
}

type Fields = Record<string, unknown>;

const str = (fields: Fields, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = fields[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
};

const num = (fields: Fields, ...keys: string[]): number | null => {
  for (const key of keys) {
    if (typeof fields[key] === 'number') return fields[key];
  }
  return null;
};

/**
 * The violations in a report body: `report-uri` sends `{"csp-report": {...}}` with kebab-case
 * keys; the Reporting API sends `[{ "type": "csp-violation", "body": {...} }]` in camelCase.
 */
export function violationsOf(payload: unknown): Omit<CspViolation, 'seq' | 'receivedAt'>[] {
  const bodies: Fields[] = [];
  if (Array.isArray(payload)) {
    for (const entry of payload as Fields[]) {
      if (entry?.type === 'csp-violation' && typeof entry.body === 'object' && entry.body) {
        bodies.push(entry.body as Fields);
      }
    }
  } else if (typeof payload === 'object' && payload && 'csp-report' in payload) {
    const report = (payload as Fields)['csp-report'];
    if (typeof report === 'object' && report) bodies.push(report as Fields);
  }
  return bodies.map((body) => ({
    documentUri: str(body, 'document-uri', 'documentURL'),
    directive: str(body, 'effective-directive', 'effectiveDirective', 'violated-directive'),
    blockedUri: str(body, 'blocked-uri', 'blockedURL'),
    sourceFile: str(body, 'source-file', 'sourceFile'),
    lineNumber: num(body, 'line-number', 'lineNumber'),
    sample: str(body, 'script-sample', 'sample'),
  }));
}

/**
 * `POST /__csp-report` records what browsers send; `GET` lists the kept violations
 * (`?since=<seq>` for the ones after a point) and `DELETE` forgets them. For development and
 * tests: a production site sends reports to its monitoring instead.
 */
export function cspReportRoutes(log: CspReportLog): Hono {
  const routes = new Hono();
  routes.post(
    '/',
    bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.body(null, 413) }),
    async (c) => {
      let payload: unknown;
      try {
        payload = JSON.parse(await c.req.text());
      } catch {
        return c.json({ error: 'Relatório CSP inválido: o corpo não é JSON' }, 400);
      }
      const violations = violationsOf(payload);
      if (violations.length === 0) return c.json({ error: 'Nenhuma violação no relatório' }, 400);
      for (const violation of violations) log.record(violation);
      return c.body(null, 204);
    },
  );
  routes.get('/', (c) => {
    const since = Number(c.req.query('since') ?? 0);
    return c.json({ last: log.last(), reports: log.since(Number.isFinite(since) ? since : 0) });
  });
  routes.delete('/', (c) => {
    log.clear();
    return c.body(null, 204);
  });
  return routes;
}
