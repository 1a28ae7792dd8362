import type { Sandbox } from '@clube/sandbox';
import { vi, type Mock } from 'vitest';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import type { HttpClient } from '../http/http-client.ts';
import { createGraphqlClient } from '../graphql/graphql-client.ts';
import { createHttpClient } from '../http/http-client.ts';

export interface TestClients {
  http: HttpClient;
  graphql: GraphqlClient;
  /** Set to an `x-sandbox-fault` value to fault the next requests; null for none. */
  fault: { value: string | null };
  onAuthFailure: Mock<() => void>;
}
import { createAuthAdapter } from '../ports/auth.adapter.ts';

/** A fetch that sends the sandbox's fault header while `fault.value` is set. */
export function faultyFetch(fault: { value: string | null }): typeof fetch {
  return (input, init) => {
    if (!fault.value) return fetch(input, init);
    const request = new Request(input, init);
    request.headers.set('x-sandbox-fault', fault.value);
    return fetch(request);
  };
}

/** The HTTP and GraphQL clients of one club, with a fault switch and an auth-failure spy. */
export function clientsFor(sandbox: Sandbox, token: string | null, timeoutMs = 2_000): TestClients {
  const fault: { value: string | null } = { value: null };
  const onAuthFailure = vi.fn<() => void>();
  const http = createHttpClient({
    baseUrl: sandbox.url,
    getToken: () => token,
    onAuthFailure,
    timeoutMs,
    fetch: faultyFetch(fault),
  });
  return { http, graphql: createGraphqlClient(http), fault, onAuthFailure };
}

/** The demo member's token. */
export async function signIn(
  sandbox: Sandbox,
  document = sandbox.demo.member.document,
  password = sandbox.demo.member.password,
  company?: string,
): Promise<string> {
  const http = createHttpClient({ baseUrl: sandbox.url, getToken: () => null });
  const answer = await createAuthAdapter(http).login({
    document,
    password,
    ...(company ? { company } : {}),
  });
  if (answer.kind !== 'token') throw new Error(`no token: ${answer.kind}`);
  return answer.token;
}
