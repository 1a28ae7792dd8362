import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerError } from './error-handler.ts';
import { INPUT_ERRORS } from './input-rejected.ts';
import { urlGuard } from './url-guard.ts';

function app(): Hono {
  const hono = new Hono();
  hono.onError(answerError);
  hono.use('*', urlGuard());
  hono.get('/items/:id', (c) => c.json({ id: c.req.param('id'), q: c.req.query('q') ?? null }));
  return hono;
}

const errorOf = async (response: Response): Promise<string | undefined> =>
  ((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message;

describe('URL guard', () => {
  it.each([
    ['a NUL in a path segment', '/items/1%00'],
    ['a NUL in a query value', '/items/1?q=a%00b'],
    ['a NUL in a query key', '/items/1?a%00=1'],
  ])('refuses %s with 400', async (_, path) => {
    const response = await app().request(path);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(INPUT_ERRORS.text);
  });

  it.each([
    ["a lone surrogate's bytes in the path", '/items/%ED%A0%80'],
    ['a lone surrogate in the query', '/items/1?q=x%ED%B0%80y'],
    ['a byte that is not UTF-8', '/items/1?q=%FF'],
    ['a bare percent sign', '/items/1?q=50%'],
  ])('refuses %s with 400', async (_, path) => {
    const response = await app().request(path);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(INPUT_ERRORS.encoding);
  });

  it('lets well-formed text through, encoded or not', async () => {
    const response = await app().request('/items/caf%C3%A9?q=p%C3%A3o+de+queijo%20%F0%9F%92%A5');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'café', q: 'pão de queijo 💥' });
  });
});
