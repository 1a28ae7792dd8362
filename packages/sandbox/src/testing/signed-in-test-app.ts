import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/** The seeded demo member (password `clube123`). */
const DEMO_DOCUMENT = '52998224725';

/**
 * A test file's app (`createTestApp`) with one member signed in: made before the file's tests,
 * closed after them. Read `app` and `token` inside the tests, once they are set.
 */
export function signedInTestApp(document = DEMO_DOCUMENT): {
  readonly app: TestApp;
  readonly token: string;
} {
  let app: TestApp | undefined;
  let token: string | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    token = await app.tokenOf(document);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('signedInTestApp: read inside a test, once the app is made');
      return app;
    },
    get token() {
      if (token === undefined) throw new Error('signedInTestApp: read inside a test');
      return token;
    },
  };
}
