import type { PasswordResetPort } from '@clube/core';
import type { HttpClient } from '../http/http-client.ts';
import { dataOf, truthyOf } from '../shared/answers.ts';
import { apiPath, type JsonBody } from '../rest/openapi-types.ts';
import { signalOption } from '../shared/abort-signal.ts';

type RememberBody = JsonBody<'/company/user/remember', 'post'>;
type ResetBody = JsonBody<'/company/user/remember/{resetToken}', 'post'>;

/** Password reset over REST: ask for the e-mail, check the token, set the new password. */
export function createPasswordResetAdapter(http: HttpClient): PasswordResetPort {
  return {
    async request(fields, signal) {
      await http.request('post', apiPath('/company/user/remember'), {
        json: fields as RememberBody,
        ...signalOption(signal),
      });
    },
    async checkToken(token, signal) {
      const body = await http.request('post', apiPath('/company/user/remember/check'), {
        json: { token } satisfies JsonBody<'/company/user/remember/check', 'post'>,
        ...signalOption(signal),
      });
      return truthyOf(dataOf(body, 'remember/check'));
    },
    async reset(token, fields, signal) {
      // The core says `password_confirmation`; the contract's field is `confirm_password`.
      const json: ResetBody = {
        password: fields.password,
        confirm_password: fields.password_confirmation,
      };
      await http.request(
        'post',
        apiPath('/company/user/remember/{resetToken}', { resetToken: token }),
        { json, ...signalOption(signal) },
      );
    },
  };
}
