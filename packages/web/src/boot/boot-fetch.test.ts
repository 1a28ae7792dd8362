import { describe, expect, it, vi } from 'vitest';
import { bootFetch, takeBootAnswers } from './boot-fetch.ts';
import { BOOT_ANSWERS_KEY, type BootAnswer } from './boot-plan.ts';

const URL_ = 'http://club.test/clube/v1/graphql';

function answer(body: string, authorization: string | null = null): BootAnswer {
  return {
    url: URL_,
    body,
    authorization,
    response: Promise.resolve(new Response(`boot:${body}`)),
  };
}

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request(URL_, { method: 'POST', body, headers });

describe('bootFetch', () => {
  it('answers the same request with the boot answer, once', async () => {
    const next = vi.fn(() => Promise.resolve(new Response('network')));
    const fetch = bootFetch([answer('config')], next);
    expect(await (await fetch(post('config'))).text()).toBe('boot:config');
    expect(await (await fetch(post('config'))).text()).toBe('network');
    expect(next).toHaveBeenCalledOnce();
  });

  it('sends on a different body, authorization or method', async () => {
    const next = vi.fn(() => Promise.resolve(new Response('network')));
    const fetch = bootFetch([answer('config', 'Bearer a')], next);
    expect(await (await fetch(post('config'))).text()).toBe('network');
    expect(await (await fetch(post('other', { authorization: 'Bearer a' }))).text()).toBe(
      'network',
    );
    expect(await (await fetch(URL_)).text()).toBe('network');
    expect(await (await fetch(post('config', { authorization: 'Bearer a' }))).text()).toBe(
      'boot:config',
    );
  });

  it('takes the answers the boot script left, once', () => {
    const left = [answer('x')];
    (window as unknown as Record<string, unknown>)[BOOT_ANSWERS_KEY] = left;
    expect(takeBootAnswers()).toBe(left);
    expect(takeBootAnswers()).toEqual([]);
  });
});
