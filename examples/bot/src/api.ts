import type { Sandbox } from '@clube/sandbox';

export interface Api {
  url: string;
  close(): Promise<void>;
}

/** An in-memory sandbox when CLUBE_SANDBOX=memory, else the API at CLUBE_API_URL. */
export async function openApi(env: NodeJS.ProcessEnv = process.env): Promise<Api> {
  if (env.CLUBE_SANDBOX === 'memory') {
    // Loaded only here: the built bot (dist/main.js) talks to an API and ships no sandbox.
    const { createSandbox } = await import('@clube/sandbox');
    const sandbox: Sandbox = await createSandbox({ port: 0 });
    return { url: sandbox.url, close: () => sandbox.close() };
  }
  const url = env.CLUBE_API_URL;
  if (!url) throw new Error('set CLUBE_SANDBOX=memory or CLUBE_API_URL');
  return { url, close: () => Promise.resolve() };
}
