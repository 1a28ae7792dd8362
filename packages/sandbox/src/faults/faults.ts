import type { MiddlewareHandler } from 'hono';

/** Faults for every request of the process (SANDBOX_FAULT_RATE, SANDBOX_LATENCY_MS). */
export interface FaultOptions {
  /** Share of requests (0..1) answered 503 at random. */
  errorRate?: number;
  /** Delay added to every request, in ms. */
  latencyMs?: number;
  /** Source of randomness (tests pass a fixed one). */
  random?: () => number;
}

/** A fault asked for by one request through the `x-sandbox-fault` header. */
export interface RequestFault {
  latencyMs: number;
  status: number | null;
  drop: boolean;
  /** Answer 200 with a body that is not JSON (a truncated object), to exercise parsers. */
  malformed: boolean;
}

export const FAULT_HEADER = 'x-sandbox-fault';
const MAX_LATENCY_MS = 60_000;

const MESSAGES: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  422: 'Dados inválidos (falha simulada)',
  500: 'Erro interno simulado',
  503: 'Serviço indisponível (falha simulada)',
};

/** Parses `latency=3000`, `status=500`, `drop`, `malformed`, or several of them separated by , or ;. */
export function parseFaultHeader(value: string | undefined): RequestFault | null {
  if (!value) return null;
  const fault: RequestFault = { latencyMs: 0, status: null, drop: false, malformed: false };
  for (const part of value
    .split(/[,;]/)
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)) {
    const [key, raw] = part.split('=').map((p) => p.trim());
    const number = Number(raw);
    if (key === 'drop') fault.drop = true;
    else if (key === 'malformed') fault.malformed = true;
    else if (key === 'latency' && Number.isFinite(number) && number >= 0)
      fault.latencyMs = Math.min(number, MAX_LATENCY_MS);
    else if (key === 'status' && Number.isInteger(number) && number >= 400 && number <= 599)
      fault.status = number;
  }
  return fault;
}

function errorBody(status: number): { errors: { message: string }[] } {
  return { errors: [{ message: MESSAGES[status] ?? `Falha simulada ${status}` }] };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Injects faults before the API answers: the process-wide latency and error rate, then the
 * request's own header. `drop` closes the connection without an answer.
 */
export function faultInjection(options: FaultOptions = {}): MiddlewareHandler {
  const random = options.random ?? Math.random;
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const fault = parseFaultHeader(c.req.header(FAULT_HEADER));
    const latency = (options.latencyMs ?? 0) + (fault?.latencyMs ?? 0);
    if (latency > 0) await sleep(latency);
    if (fault?.drop) {
      const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)
        ?.incoming;
      incoming?.socket?.destroy();
      return c.body(null, 500);
    }
    if (fault?.status) return c.json(errorBody(fault.status), fault.status as 500);
    if (fault?.malformed) {
      return c.body('{"data": [', 200, { 'content-type': 'application/json' });
    }
    if ((options.errorRate ?? 0) > 0 && random() < (options.errorRate ?? 0))
      return c.json(errorBody(503), 503);
    return next();
  };
}
