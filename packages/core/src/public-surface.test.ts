import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createActor, fromObservable } from 'xstate';
import { loginAnswerSchema } from './auth/index.ts';
import * as core from './index.ts';
import { memberDisplayName } from './profile/index.ts';
import { observe, parseAnswer } from './shared/index.ts';
import { createFakePorts } from './testing/index.ts';
import * as z from 'zod/mini';

describe('public surface', () => {
  const tokens = Object.entries(core).filter(([name]) => name.endsWith('PortToken')) as [
    string,
    symbol,
  ][];

  it('exposes one Symbol.for token per port, named after it', () => {
    expect(tokens.length).toBeGreaterThanOrEqual(24);
    for (const [name, token] of tokens) {
      expect(token).toBe(Symbol.for(`clube.${name.replace(/Token$/, '')}`));
    }
    expect(new Set(tokens.map(([, token]) => token)).size).toBe(tokens.length);
  });

  it('has a fake for every port of the club', () => {
    const ports = createFakePorts({ clock: core.systemClock });
    const expected = [
      'auth',
      'tokenDecoder',
      'company',
      'profile',
      'storage',
      'clock',
      'activation',
      'passwordReset',
      'memberAccount',
      'campaigns',
      'search',
      'favorites',
      'notifications',
      'wallet',
      'redemptions',
      'engagement',
      'awards',
      'partners',
      'support',
      'pharmacy',
      'notices',
      'postalCode',
      'geolocation',
      'analytics',
      'location',
    ];
    for (const key of expected) expect(ports).toHaveProperty(key);
  });

  it('reads the three login answers', () => {
    expect(loginAnswerSchema.parse({ token: 't' })).toEqual({ kind: 'token', token: 't' });
    expect(loginAnswerSchema.parse({ activate: true })).toEqual({ kind: 'activate' });
    expect(loginAnswerSchema.parse({ redirect: 'https://x' })).toEqual({
      kind: 'redirect',
      url: 'https://x',
    });
    expect(loginAnswerSchema.parse('https://y')).toEqual({
      kind: 'redirect',
      url: 'https://y',
    });
    expect(loginAnswerSchema.safeParse({}).success).toBe(false);
  });

  it('turns a malformed answer into a ClubError', () => {
    const schema = z.object({ a: z.number() });
    expect(parseAnswer(schema, { a: 1 }, 'x')).toEqual({ a: 1 });
    try {
      parseAnswer(schema, { a: 'no' }, 'probe');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        kind: 'malformed',
        message: 'Resposta inesperada do servidor (probe)',
        issues: [expect.stringContaining('a:')],
      });
    }
    expect(core.isClubError({ kind: 'timeout', message: 'x' })).toBe(true);
    expect(core.toClubError('texto')).toEqual({ kind: 'network', message: 'texto' });
  });

  it('shows the member by name or document', () => {
    expect(memberDisplayName({ name: 'Ana', last_name: 'Lima', document: '1' })).toBe('Ana Lima');
    expect(memberDisplayName({ name: ' ', last_name: null, document: '1' })).toBe('1');
    expect(memberDisplayName({ name: null, last_name: null, document: null })).toBe('');
  });

  it('reads the system clock', () => {
    expect(Math.abs(core.systemClock.now() - Date.now())).toBeLessThan(1000);
  });

  it('passes errors and completion through observe', () => {
    const source = new Subject<number>();
    const actor = createActor(fromObservable(() => source)).start();
    const seen: string[] = [];
    observe(actor).subscribe({
      next: () => seen.push('next'),
      complete: () => seen.push('complete'),
    });
    source.next(1);
    source.complete();
    expect(seen[0]).toBe('next');
    expect(seen.at(-1)).toBe('complete');
    expect(seen.filter((entry) => entry === 'next').length).toBeGreaterThanOrEqual(2);
    const failing = new Subject<number>();
    const failingActor = createActor(fromObservable(() => failing)).start();
    const errors: unknown[] = [];
    observe(failingActor).subscribe({ error: (error) => errors.push(error) });
    failing.error('boom');
    expect(errors).toEqual(['boom']);
  });
});
