import { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import type { Context } from '../../shared/context.js';
import { userJsonFields } from '../user/user.privacy.js';
import type { Notification } from './notification.entity.js';
import { NotificationService, notificationText } from './notification.service.js';

async function notificationJson(notification: Notification, ctx: Context) {
  return {
    id: notification.id,
    type: notification.type,
    read: notification.isRead,
    message: notificationText(notification),
    contentType: notification.contentType,
    contentId: notification.contentId,
    postId: notification.postId ?? null,
    createdAt: notification.createdAt,
    fromUser: await userJsonFields(notification.fromUser, ctx, [
      'id',
      'firstName',
      'lastName',
      'email',
      'customProfileImage',
      'profileImageUrl',
    ]),
  };
}

/** SPEC §7 Notifications, on the same service as GraphQL. Newest first; `?cursor=` pages on. */
export function notificationRest(route: RestRoute): Router {
  return Router()
    .get(
      '/notifications',
      route(async (ctx, req) => {
        const cursor = typeof req.query.cursor === 'string' ? req.query.cursor : undefined;
        const page = await new NotificationService(ctx).list({ after: cursor });
        return Promise.all(page.edges.map(({ node }) => notificationJson(node, ctx)));
      }),
    )
    .get('/notifications/unread-count', route((ctx) => new NotificationService(ctx).unreadCounts()))
    .post('/notifications/read-all', route(async (ctx) => ({ read: await new NotificationService(ctx).markAllRead() })))
    .post(
      '/notifications/:id/read',
      route(async (ctx, req) => notificationJson(await new NotificationService(ctx).markRead({ id: String(req.params.id) }), ctx)),
    );
}
