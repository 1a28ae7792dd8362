import { describe, expect, it, vi } from 'vitest';
import { createCompanyAdapter } from '../ports/company.adapter.ts';
import { createGraphqlClient } from '../graphql/graphql-client.ts';
import { createProfileAdapter } from '../ports/profile.adapter.ts';
import { createAuthAdapter } from '../ports/auth.adapter.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createHttpClient } from './http-client.ts';

const sandbox = useSandbox();

function client(token: string | null = null) {
  const onAuthFailure = vi.fn();
  const http = createHttpClient({ baseUrl: sandbox().url, getToken: () => token, onAuthFailure });
  return { http, onAuthFailure, graphql: createGraphqlClient(http) };
}

describe('REST and GraphQL adapters against the sandbox', () => {
  it('signs in and reads the member and the config with the bearer token', async () => {
    const { demo } = sandbox();
    const answer = await createAuthAdapter(client().http).login({
      document: demo.member.document,
      password: demo.member.password,
    });
    expect(answer.kind).toBe('token');
    const token = answer.kind === 'token' ? answer.token : null;
    const { graphql } = client(token);
    const user = await createProfileAdapter(graphql).user();
    expect(user.name).toBe('Marina');
    expect(user.cashback).toBeGreaterThan(0);
    const config = await createCompanyAdapter(graphql).config();
    expect(config.slug).toBe(demo.company.slug);
    expect(config.colors.primary).toBe('#565F7D');
  });

  it('answers the activate flag for a member who must activate first', async () => {
    const answer = await createAuthAdapter(client().http).login({
      document: '11144477735',
      password: 'whatever',
    });
    expect(answer).toEqual({ kind: 'activate' });
  });

  it('turns a wrong password into a server error with the message and code', async () => {
    const { http, onAuthFailure } = client();
    await expect(
      createAuthAdapter(http).login({
        document: sandbox().demo.member.document,
        password: 'errada',
      }),
    ).rejects.toMatchObject({
      kind: 'server',
      status: 401,
      message: 'Credenciais inválidas',
      code: 1,
    });
    // A 401 is reported; the session ignores it while it holds no unexpired token.
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('reports an auth failure when a member-only query goes without a token', async () => {
    const { graphql, onAuthFailure } = client(null);
    await expect(createProfileAdapter(graphql).user()).rejects.toMatchObject({
      kind: 'server',
      status: 401,
      message: 'Unauthorized',
    });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('reads the public config of a named company, without a token', async () => {
    const config = await createCompanyAdapter(client().graphql).publicConfig('clube-demo');
    expect(config.title).toBe(sandbox().demo.company.title);
    expect(config.permissions).toContain('engagement');
  });

  it('turns an unreachable server into a network error', async () => {
    const http = createHttpClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => null });
    await expect(http.request('get', 'notification')).rejects.toMatchObject({ kind: 'network' });
  });
});
