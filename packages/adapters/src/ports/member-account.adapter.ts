import { FALLBACK_ERROR_MESSAGE } from '@clube/core/shared';
import { toClubError, type ClubError, type MemberAccountPort } from '@clube/core';
import type { HttpClient } from '../http/http-client.ts';
import { fieldOf } from '../shared/answers.ts';
import { apiPath, type JsonBody } from '../rest/openapi-types.ts';
import { signalOption } from '../shared/abort-signal.ts';

type ProfileChanges = JsonBody<'/user', 'patch'>;

/** What a failed profile edit logs (SPEC §8). */
export const PROFILE_EDIT_FAILURE_LOG = 'Error editing user profile';

/** A PATCH user answer whose status is not true: a refusal that carries the answer. */
function refusedUpdate(body: unknown): ClubError {
  const message = fieldOf(body, 'message', 'user');
  return {
    kind: 'server',
    status: 200,
    message: typeof message === 'string' && message !== '' ? message : FALLBACK_ERROR_MESSAGE,
    data: body,
  };
}

/** Editing the member's own data over REST: PATCH user, the e-mail check and the password. */
export function createMemberAccountAdapter(http: HttpClient): MemberAccountPort {
  return {
    async update(fields, signal) {
      // Empty text clears a field: the API wants null for it (SPEC §5).
      const json = Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, value === '' ? null : value]),
      ) as ProfileChanges;
      try {
        const body = await http.request('patch', apiPath('/user'), {
          json,
          ...signalOption(signal),
        });
        if (fieldOf(body, 'status', 'user') !== true) throw refusedUpdate(body);
      } catch (error) {
        // SPEC §8: the failure is logged, and its response data goes back to the caller.
        const failure = toClubError(error);
        console.error(PROFILE_EDIT_FAILURE_LOG, failure.kind === 'server' ? failure.data : failure);
        throw failure;
      }
    },
    async checkEmail(email, signal) {
      const body = await http.request('post', apiPath('/user/check-email'), {
        json: { email } satisfies JsonBody<'/user/check-email', 'post'>,
        ...signalOption(signal),
      });
      const status = fieldOf(body, 'status', 'user/check-email');
      if (status !== 'available' && status !== 'in_use') {
        throw {
          kind: 'malformed',
          message: 'Resposta inesperada do servidor (user/check-email)',
          issues: ['status: expected available or in_use'],
        };
      }
      return status === 'available';
    },
    async changePassword(change, signal) {
      await http.request('post', apiPath('/user/password'), {
        json: change satisfies JsonBody<'/user/password', 'post'>,
        ...signalOption(signal),
      });
    },
  };
}
