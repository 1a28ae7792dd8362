import { loginAnswerSchema } from '@clube/core/auth';
import { parseAnswer } from '@clube/core/shared';
import { type AuthPort } from '@clube/core';
import type { paths } from '../generated/openapi.ts';
import type { HttpClient } from '../http/http-client.ts';
import { signalOption } from '../shared/abort-signal.ts';

type LoginBody = paths['/login']['post']['requestBody']['content']['application/json'];

/** Sign-in over REST: `POST /clube/v1/login`. */
export function createAuthAdapter(http: HttpClient): AuthPort {
  return {
    async login(request, signal) {
      const body: LoginBody = {
        document: request.document,
        password: request.password,
        ...(request.company ? { company: request.company } : {}),
      };
      const answer = await http.request('post', 'login', { json: body, ...signalOption(signal) });
      return parseAnswer(loginAnswerSchema, answer, 'login');
    },
  };
}
