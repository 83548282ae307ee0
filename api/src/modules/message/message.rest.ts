import { Router, type Request } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import type { Context } from '../../shared/context.js';
import { requireViewer } from '../../shared/auth.js';
import { restIdempotencyKey } from '../../shared/idempotency.js';
import { User } from '../user/user.entity.js';
import { userJsonFields } from '../user/user.privacy.js';
import type { Conversation } from './conversation.entity.js';
import type { Message } from './message.entity.js';
import { MessageService, otherParticipantId } from './message.service.js';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const messageJson = (message: Message) => ({
  id: message.id,
  conversationId: message.conversation.id,
  senderId: message.sender.id,
  content: message.content,
  isRead: message.isRead,
  createdAt: message.createdAt,
});

async function conversationJson(conversation: Conversation, ctx: Context) {
  const service = new MessageService(ctx);
  const other = await ctx.em.findOneOrFail(User, otherParticipantId(conversation, requireViewer(ctx).id));
  const last = await service.lastMessages().load(conversation.id);
  return {
    id: conversation.id,
    otherParticipant: await userJsonFields(other, ctx, ['id', 'firstName', 'lastName', 'profileImageUrl', 'ward', 'pollingUnit']),
    lastMessage: last ? { content: last.content, createdAt: last.createdAt } : null,
    lastMessageAt: conversation.lastMessageAt ?? null,
    unreadCount: await service.unreadIn().load(conversation.id),
    createdAt: conversation.createdAt,
  };
}

/** SPEC §7 Messaging, on the same service as GraphQL. Lists are newest first; `?cursor=` pages on. */
export function messageRest(route: RestRoute): Router {
  const id = (req: Request) => String(req.params.id);
  return Router()
    .get(
      '/conversations',
      route(async (ctx, req) => {
        const page = await new MessageService(ctx).conversations({ after: text(req.query.cursor) });
        return Promise.all(page.edges.map(({ node }) => conversationJson(node, ctx)));
      }),
    )
    .post(
      '/conversations',
      route(async (ctx, req) => conversationJson(await new MessageService(ctx).start({ userId: req.body?.userId ?? req.body?.participantId }), ctx)),
    )
    .get(
      '/conversations/:id/messages',
      route(async (ctx, req) => {
        const page = await new MessageService(ctx).messages({ conversationId: id(req), after: text(req.query.cursor) });
        return page.edges.map(({ node }) => messageJson(node));
      }),
    )
    .post('/conversations/:id/read', route(async (ctx, req) => ({ read: await new MessageService(ctx).markRead({ conversationId: id(req) }) })))
    .post(
      '/messages',
      route(async (ctx, req, res) => {
        const message = await new MessageService(ctx).send({ ...(req.body ?? {}), idempotencyKey: restIdempotencyKey(req) });
        res.status(201);
        return messageJson(message);
      }),
    );
}
