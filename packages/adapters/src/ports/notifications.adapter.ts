import { notificationSchema } from '@clube/core/notifications';
import { type NotificationsPort } from '@clube/core';
import type { HttpClient } from '../http/http-client.ts';
import { dataOf, listOfAnswer, truthyOf } from '../shared/answers.ts';
import { apiPath } from '../rest/openapi-types.ts';
import { signalOption } from '../shared/abort-signal.ts';

/** The member's notifications over REST. */
export function createNotificationsAdapter(http: HttpClient): NotificationsPort {
  return {
    async check(signal) {
      const body = await http.request('get', apiPath('/notification/check'), signalOption(signal));
      return truthyOf(dataOf(body, 'notification/check'));
    },
    async list(signal) {
      const body = await http.request('get', apiPath('/notification'), signalOption(signal));
      return listOfAnswer(notificationSchema, dataOf(body, 'notification'), 'notification');
    },
    async markRead(id, signal) {
      await http.request('post', apiPath('/notification/{id}', { id }), signalOption(signal));
    },
  };
}
