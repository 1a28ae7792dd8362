import type { Context } from 'hono';
import { errorsBody } from '../rest/errors.ts';
import { createRateLimiter } from './rate-limiter.ts';
import type { RateLimit, RateLimiter } from './rate-limiter.ts';

/** What is throttled: the requests that test a secret or tell who is a member. */
export type ThrottledAction = 'sign-in' | 'password-check' | 'lookup' | 'reset-request';

interface ActionLimits {
  /** Every request from one client address counts. */
  perAddress: RateLimit;
  /** Per document (or member): only failures count for secrets, every request for look-ups. */
  perSubject: RateLimit;
  subjectCounts: 'failures' | 'attempts';
}

const MINUTE = 60_000;

/** The limits of `npm start`; tests may raise them (never lower the default). */
export const DEFAULT_LIMITS: Readonly<Record<ThrottledAction, ActionLimits>> = {
  'sign-in': {
    perAddress: { limit: 30, windowMs: MINUTE },
    perSubject: { limit: 10, windowMs: 15 * MINUTE },
    subjectCounts: 'failures',
  },
  'password-check': {
    perAddress: { limit: 30, windowMs: MINUTE },
    perSubject: { limit: 5, windowMs: 15 * MINUTE },
    subjectCounts: 'failures',
  },
  lookup: {
    perAddress: { limit: 30, windowMs: MINUTE },
    perSubject: { limit: 10, windowMs: MINUTE },
    subjectCounts: 'attempts',
  },
  'reset-request': {
    perAddress: { limit: 10, windowMs: 15 * MINUTE },
    perSubject: { limit: 5, windowMs: 60 * MINUTE },
    subjectCounts: 'attempts',
  },
};

export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde alguns instantes e tente novamente.';

export interface Throttle {
  /**
   * Counts a request for `action` from the client's address (and by `subject`, a document or
   * member id, for look-ups); answers 429 with Retry-After when a limit is reached, else null.
   */
  attempt(c: Context, action: ThrottledAction, subject: string): Response | null;
  /** A wrong secret for the subject (counted toward its limit). */
  failed(action: ThrottledAction, subject: string): void;
  /** The right secret: the subject's failures are forgotten. */
  succeeded(action: ThrottledAction, subject: string): void;
}

/** The client's address from the Node server (app.request in tests has none: one shared key). */
function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

/** `factor` multiplies every limit (tests that sign in many times); 1 is the default. */
export function createThrottle(factor = 1): Throttle {
  const limiters = new Map<ThrottledAction, { address: RateLimiter; subject: RateLimiter }>();
  for (const [action, limits] of Object.entries(DEFAULT_LIMITS) as [
    ThrottledAction,
    ActionLimits,
  ][]) {
    const scaled = (limit: RateLimit): RateLimit => ({
      limit: Math.max(1, Math.round(limit.limit * factor)),
      windowMs: limit.windowMs,
    });
    limiters.set(action, {
      address: createRateLimiter(scaled(limits.perAddress)),
      subject: createRateLimiter(scaled(limits.perSubject)),
    });
  }
  const of = (action: ThrottledAction) => limiters.get(action)!;

  return {
    attempt(c, action, subject) {
      const { address, subject: bySubject } = of(action);
      const from = clientAddress(c);
      const wait = Math.max(address.waitFor(from), bySubject.waitFor(subject));
      if (wait > 0) {
        c.header('Retry-After', String(Math.ceil(wait / 1000)));
        return c.json(errorsBody(TOO_MANY_ATTEMPTS), 429);
      }
      address.count(from);
      if (DEFAULT_LIMITS[action].subjectCounts === 'attempts') bySubject.count(subject);
      return null;
    },
    failed(action, subject) {
      of(action).subject.count(subject);
    },
    succeeded(action, subject) {
      of(action).subject.forget(subject);
    },
  };
}
