import type { MemberAccountPort } from '@clube/core';
import type { HttpClient } from '../http/http-client.ts';
import { fieldOf } from '../shared/answers.ts';
import { apiPath, type JsonBody } from './openapi-types.ts';

type ProfileChanges = JsonBody<'/user', 'patch'>;

/** Editing the member's own data over REST: PATCH user, the e-mail check and the password. */
export function createRestMemberAccount(http: HttpClient): MemberAccountPort {
  return {
    async update(fields) {
      // Empty text clears a field: the API wants null for it (SPEC §5).
      const json = Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, value === '' ? null : value]),
      ) as ProfileChanges;
      await http.request('patch', apiPath('/user'), { json });
    },
    async checkEmail(email) {
      const body = await http.request('post', apiPath('/user/check-email'), {
        json: { email } satisfies JsonBody<'/user/check-email', 'post'>,
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
    async changePassword(change) {
      await http.request('post', apiPath('/user/password'), {
        json: change satisfies JsonBody<'/user/password', 'post'>,
      });
    },
  };
}
