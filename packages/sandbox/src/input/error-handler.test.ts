import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import { INTERNAL_ERROR, answerError } from './error-handler.ts';
import { InputRejected } from './input-rejected.ts';

function appThrowing(error: unknown): Hono {
  const hono = new Hono();
  hono.onError(answerError);
  hono.get('/', () => {
    throw error;
  });
  return hono;
}

describe('error handler', () => {
  it('answers an unexpected error with a JSON 500 that says nothing of the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await appThrowing(new Error('relation "users" password=segredo')).request('/');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ errors: [{ message: INTERNAL_ERROR }] });
    expect(text).not.toMatch(/segredo|users|at |\.ts:/);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('answers refused input with its status and message', async () => {
    const response = await appThrowing(new InputRejected(422, 'Valor inválido')).request('/');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: [{ message: 'Valor inválido' }] });
  });

  it("keeps an HTTP exception's own answer, and gives one in JSON when it has none", async () => {
    const own = new HTTPException(400, { res: new Response('{"error":"x"}', { status: 400 }) });
    expect(await (await appThrowing(own).request('/')).text()).toBe('{"error":"x"}');
    const bare = await appThrowing(new HTTPException(413, { message: 'Grande demais' })).request(
      '/',
    );
    expect(bare.status).toBe(413);
    expect(await bare.json()).toEqual({ errors: [{ message: 'Grande demais' }] });
  });
});
