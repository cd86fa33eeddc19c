import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import { NotificationListQuerySchema, NotificationListSchema, ReadNotificationsBodySchema, ReadNotificationsResponseSchema } from '@kelas/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import channelRoutes from './channel-routes.ts';
import { presentNotification } from './presenters.ts';
import { countUnread, listNotifications, markRead } from './queries.ts';

const errors = { 401: ErrorBodySchema, 422: ValidationErrorBodySchema };

/** The signed-in user's notifications (decision 274), mounted under /api. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Its channels: preferences, push subscriptions, the unsubscribe link, the push and WhatsApp jobs (decision 279).
  await app.register(channelRoutes);
  const secured = { tags: ['notifications'], security: [{ bearer: [] }] };

  /**
   * GET /api/notifications?page=&per_page= → `{ data: [{ id, type, title, body, link, read_at,
   * created_at }], meta: { total, page, per_page, unread } }`: the user's own notifications, newest
   * first, `title` and `body` in the request's language; `unread` counts all of the user's unread
   * ones (the bell). `page` from 1, `per_page` 1..50 (20 by default). 401 without a session; 422 bad
   * page or per_page.
   */
  app.get(
    '/notifications',
    {
      preHandler: app.authenticate,
      schema: { ...secured, summary: "The user's notifications", querystring: NotificationListQuerySchema, response: { 200: NotificationListSchema, ...errors } },
    },
    async (request) => {
      const q = request.query;
      const { rows, total, unread } = await listNotifications(app.db, currentUser(request).id, { page: q.page, perPage: q.per_page });
      return { data: rows.map((r) => presentNotification(r, request.locale)), meta: { total, page: q.page, per_page: q.per_page, unread } };
    },
  );

  /**
   * POST /api/notifications/read `{ ids?: number[] }` (at most 100 positive integers) → 200 `{ data:
   * { unread } }`: marks those of the user's notifications read, or all of them when `ids` is absent;
   * ids of other users' notifications (or unknown ones) change nothing. 401 without a session; 422
   * when ids are not positive integers or more than 100.
   */
  app.post(
    '/notifications/read',
    {
      preHandler: app.authenticate,
      schema: { ...secured, summary: 'Mark notifications read', body: ReadNotificationsBodySchema, response: { 200: ReadNotificationsResponseSchema, ...errors } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await markRead(app.db, userId, request.body.ids, app.now());
      return { data: { unread: await countUnread(app.db, userId) } };
    },
  );
};

export default routes;
