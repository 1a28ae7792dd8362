import { describe, expect, it, vi } from 'vitest';
import { bootFetch, takeBootAnswers } from './boot-fetch.ts';
import { BOOT_ANSWERS_KEY, type BootAnswer } from './boot-plan.ts';

const URL_ = 'http://club.test/clube/v1/graphql';

function answer(body: string, authorization: string | null = null): BootAnswer {
  return {
    url: URL_,
    method: 'POST',
    body,
    authorization,
    response: Promise.resolve(new Response(`boot:${body}`)),
  };
}

const AWARDS = 'http://club.test/clube/v1/partners/awards?page=1&limit=18';

function getAnswer(url: string, response: Response | null): BootAnswer {
  return {
    url,
    method: 'GET',
    body: '',
    authorization: 'Bearer a',
    response: Promise.resolve(response),
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

  it('answers a GET by its address (query included) and authorization', async () => {
    const next = vi.fn(() => Promise.resolve(new Response('network')));
    const fetch = bootFetch([getAnswer(AWARDS, new Response('boot:awards'))], next);
    const get = (url: string) => fetch(url, { headers: { authorization: 'Bearer a' } });
    expect(await (await get(AWARDS.replace('page=1', 'page=2'))).text()).toBe('network');
    expect(await (await fetch(AWARDS)).text()).toBe('network');
    expect(await (await get(AWARDS)).text()).toBe('boot:awards');
    expect(await (await get(AWARDS)).text()).toBe('network');
  });

  it('sends a request itself that the boot script decided not to send', async () => {
    const next = vi.fn(() => Promise.resolve(new Response('network')));
    const fetch = bootFetch([getAnswer(AWARDS, null)], next);
    const answered = await fetch(AWARDS, { headers: { authorization: 'Bearer a' } });
    expect(await answered.text()).toBe('network');
    expect(next).toHaveBeenCalledOnce();
  });

  it('takes the answers the boot script left, once', () => {
    const left = [answer('x')];
    (window as unknown as Record<string, unknown>)[BOOT_ANSWERS_KEY] = left;
    expect(takeBootAnswers()).toBe(left);
    expect(takeBootAnswers()).toEqual([]);
  });
});
