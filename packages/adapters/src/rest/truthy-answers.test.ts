import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../http/http-client.ts';
import { createNotificationsAdapter } from '../ports/notifications.adapter.ts';
import { createPasswordResetAdapter } from '../ports/password-reset.adapter.ts';

/** An HTTP client that answers every request with one body (the provider's loose shapes). */
function answering(body: unknown): HttpClient {
  return { request: () => Promise.resolve(body) };
}

const truthy = [true, 1, 'true', 'valid', { id: 1 }];
const falsy = [false, 0, '', null, undefined];

describe('"data truthy" answers (SPEC §7)', () => {
  it.each(truthy)('reads notification/check data %j as new notifications', async (data) => {
    expect(await createNotificationsAdapter(answering({ data })).check()).toBe(true);
  });

  it.each(falsy)('reads notification/check data %j as nothing new', async (data) => {
    expect(await createNotificationsAdapter(answering({ data })).check()).toBe(false);
  });

  it.each(truthy)('reads remember/check data %j as a valid token', async (data) => {
    expect(await createPasswordResetAdapter(answering({ data })).checkToken('t')).toBe(true);
  });

  it.each(falsy)('reads remember/check data %j as an invalid token', async (data) => {
    expect(await createPasswordResetAdapter(answering({ data })).checkToken('t')).toBe(false);
  });

  it('still refuses a body that is not an object', async () => {
    await expect(createNotificationsAdapter(answering('yes')).check()).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});
