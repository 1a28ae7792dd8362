import * as z from 'zod/mini';
import type { LoginAnswer } from './auth.port.ts';

/**
 * The login answer as it arrives (SPEC §7): `{ token }`, `{ activate: true }`, or — for a
 * generic app — a redirect URL that carries the token, as a bare string or `{ redirect }`.
 */
export const loginAnswerSchema = z.pipe(
  z.union([
    z.object({ token: z.string().check(z.minLength(1)) }),
    z.object({ activate: z.literal(true) }),
    z.object({ redirect: z.string().check(z.minLength(1)) }),
    z.string().check(z.minLength(1)),
  ]),
  z.transform((answer): LoginAnswer => {
    if (typeof answer === 'string') return { kind: 'redirect', url: answer };
    if ('token' in answer) return { kind: 'token', token: answer.token };
    if ('redirect' in answer) return { kind: 'redirect', url: answer.redirect };
    return { kind: 'activate' };
  }),
);
