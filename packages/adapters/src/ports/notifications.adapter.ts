import { notificationSchema } from '@clube/core/notifications';
import { type NotificationsPort } from '@clube/core';
import type { HttpClient } from '../http/http-client.ts';
import { dataOf, listOfAnswer, truthyOf } from '../shared/answers.ts';
import { apiPath } from '../rest/openapi-types.ts';

/** The member's notifications over REST. */
export function createNotificationsAdapter(http: HttpClient): NotificationsPort {
  return {
    async check() {
      const body = await http.request('get', apiPath('/notification/check'));
      return truthyOf(dataOf(body, 'notification/check'));
    },
    async list() {
      const body = await http.request('get', apiPath('/notification'));
      return listOfAnswer(notificationSchema, dataOf(body, 'notification'), 'notification');
    },
    async markRead(id) {
      await http.request('post', apiPath('/notification/{id}', { id }));
    },
  };
}
