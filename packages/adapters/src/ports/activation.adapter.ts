import { verifiedMemberOf } from '@clube/core/activation';
import { loginAnswerSchema } from '@clube/core/auth';
import { parseAnswer } from '@clube/core/shared';
import { type ActivationPort, type ClubError } from '@clube/core';
import type { HttpClient } from '../http/http-client.ts';
import { abortSignalOf } from '../shared/abort-signal.ts';
import { dataOf } from '../shared/answers.ts';
import { formDataOf } from '../rest/form-data.ts';
import { apiPath, definedParams, type JsonBody, type QueryParams } from '../rest/openapi-types.ts';

type CheckBody = JsonBody<'/activate/check', 'post'>;
type UserCheckQuery = QueryParams<'/user/check', 'get'>;

/** Activation and invitations over REST; refusals keep the catalogue's codes (SPEC §8). */
export function createActivationAdapter(http: HttpClient): ActivationPort {
  async function tokenOf(answer: unknown, what: string): Promise<string> {
    const parsed = parseAnswer(loginAnswerSchema, answer, what);
    if (parsed.kind !== 'token') {
      const error: ClubError = {
        kind: 'malformed',
        message: `Resposta inesperada do servidor (${what})`,
        issues: ['(root): expected a token'],
      };
      throw error;
    }
    return parsed.token;
  }

  return {
    async userByDocument(document) {
      const query: UserCheckQuery = { document };
      const body = await http.request('get', apiPath('/user/check'), {
        searchParams: definedParams(query),
      });
      return dataOf(body, 'user/check');
    },
    // The member's data as the core's schema reads it (an answer of another shape says nothing).
    async check(credentials, signal) {
      const body = await http.request('post', apiPath('/activate/check'), {
        json: credentials as CheckBody,
        signal: abortSignalOf(signal),
      });
      return verifiedMemberOf(dataOf(body, 'activate/check'));
    },
    async verify(credentials, signal) {
      const body = await http.request('post', apiPath('/activate/verify'), {
        json: credentials as JsonBody<'/activate/verify', 'post'>,
        signal: abortSignalOf(signal),
      });
      return verifiedMemberOf(dataOf(body, 'activate/verify'));
    },
    async activate(fields, signal) {
      const body = await http.request('post', apiPath('/activate'), {
        body: formDataOf(fields),
        signal: abortSignalOf(signal),
      });
      return tokenOf(body, 'activate');
    },
    async activateAuthenticate(fields, signal) {
      const body = await http.request('post', apiPath('/activate-authenticate'), {
        body: formDataOf(fields),
        signal: abortSignalOf(signal),
      });
      return tokenOf(body, 'activate-authenticate');
    },
    async acceptInvite(inviteToken, fields, signal) {
      const body = await http.request(
        'post',
        apiPath('/company/invite/{inviteToken}', { inviteToken }),
        { body: formDataOf(fields), signal: abortSignalOf(signal) },
      );
      return tokenOf(dataOf(body, 'company/invite'), 'company/invite');
    },
  };
}
