import { createSandbox } from '@clube/sandbox';
import type { Sandbox } from '@clube/sandbox';
import { afterAll, beforeAll } from 'vitest';
import { dataErrors, documentErrors, rootFieldsOf } from './graphql.ts';
import { responseErrors, templateOf } from './openapi.ts';

// Answers are checked against the contracts, not typed: tests read them as plain JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonBody = any;

export interface Answer {
  status: number;
  body: JsonBody;
  headers: Headers;
}

export interface RestOptions {
  token?: string;
  json?: unknown;
  /** A body sent as is, labelled JSON: for bodies the API must refuse. */
  raw?: string;
  form?: FormData;
  headers?: Record<string, string>;
}

export const DEMO = { document: '52998224725', password: 'clube123' };

/**
 * A client for one in-memory sandbox that validates every answer against the contracts and
 * records which operations were called (for the coverage check at the end of a file).
 */
export function useContractClient() {
  let sandbox: Sandbox | undefined;
  const called = new Set<string>();
  beforeAll(async () => {
    // CONTRACT_DATABASE_URL runs the same tests on a real PostgreSQL (use --maxWorkers=1).
    const databaseUrl = process.env.CONTRACT_DATABASE_URL;
    sandbox = await createSandbox({
      port: 0,
      // One client address signs in and looks members up far more often than a person would.
      rateLimitFactor: 100,
      ...(databaseUrl ? { databaseUrl, reset: true } : {}),
    });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  const url = (): string => {
    if (!sandbox) throw new Error('the sandbox has not started');
    return sandbox.url;
  };

  async function rest(method: string, path: string, options: RestOptions = {}): Promise<Answer> {
    const fullPath = path.startsWith('/cep/') ? path : `/clube/v1${path}`;
    const response = await fetch(`${url()}${fullPath}`, {
      method,
      headers: {
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.json !== undefined || options.raw !== undefined
          ? { 'Content-Type': 'application/json' }
          : {}),
        ...options.headers,
      },
      ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
      ...(options.raw !== undefined ? { body: options.raw } : {}),
      ...(options.form ? { body: options.form } : {}),
    });
    const text = await response.text();
    const body: JsonBody = text ? JSON.parse(text) : null;
    const template = templateOf(method, path.split('?')[0]!);
    if (!template) throw new Error(`${method} ${path} matches no operation of the contract`);
    const errors = responseErrors(method, template, response.status, body);
    if (errors.length > 0)
      throw new Error(`Contract violation:\n${errors.join('\n')}\n${text.slice(0, 500)}`);
    called.add(`${method} ${template}`);
    return { status: response.status, body, headers: response.headers };
  }

  async function gql(
    query: string,
    options: { token?: string; variables?: Record<string, unknown> } = {},
  ): Promise<Answer> {
    const invalid = documentErrors(query);
    if (invalid.length > 0) throw new Error(`Invalid document: ${invalid.join('; ')}`);
    const response = await fetch(`${url()}/clube/v1/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ query, variables: options.variables }),
    });
    const body: JsonBody = await response.json();
    if (body.data) {
      const errors = dataErrors(query, body.data, options.variables);
      if (errors.length > 0) throw new Error(`Contract violation:\n${errors.join('\n')}`);
    }
    for (const field of rootFieldsOf(query)) called.add(`${field.type} ${field.name}`);
    return { status: response.status, body, headers: response.headers };
  }

  async function login(
    document = DEMO.document,
    password = DEMO.password,
    company?: string,
  ): Promise<string> {
    const answer = await rest('POST', '/login', {
      json: { document, password, ...(company ? { company } : {}) },
    });
    if (typeof answer.body.token !== 'string') throw new Error(`no token for ${document}`);
    return answer.body.token;
  }

  return { rest, gql, login, called, sandbox: () => sandbox!, url };
}
