import { noticeSchema } from '@clube/core/notices';
import { parseAnswer } from '@clube/core/shared';
import { type NoticesPort } from '@clube/core';
import type { HttpClient } from '../http/http-client.ts';
import { dataOf } from '../shared/answers.ts';
import { apiPath } from '../rest/openapi-types.ts';
import { signalOption } from '../shared/abort-signal.ts';

/** Notices (onboarding, awards) over REST. */
export function createNoticesAdapter(http: HttpClient): NoticesPort {
  return {
    async last(signal) {
      const data = dataOf(
        await http.request('get', apiPath('/notice/last'), signalOption(signal)),
        'notice/last',
      );
      return data === null ? null : parseAnswer(noticeSchema, data, 'notice/last');
    },
    async link(id, signal) {
      const body = await http.request(
        'get',
        apiPath('/notice/{id}/link', { id }),
        signalOption(signal),
      );
      const notice = dataOf(body, 'notice/link');
      parseAnswer(noticeSchema, notice, 'notice/link');
      // The core's notice has no link field: the link is read from the raw answer.
      const link = (notice as { link?: unknown }).link;
      return typeof link === 'string' && link !== '' ? link : null;
    },
  };
}
