import DataLoader from 'dataloader';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { appError, badInput, notFound } from '../../shared/errors.js';
import { pageArgsSchema, timeCursor, toPage, type Page } from '../../shared/pagination.js';
import { topics } from '../../shared/pubsub.js';
import { requestScoped } from '../../shared/request-scoped.js';
import { sqlArray } from '../../shared/sql.js';
import { Idempotent } from '../../shared/idempotency.js';
import { parseInput } from '../../shared/validation.js';
import { BlockService } from '../social/block.service.js';
import { NotificationSubject, NotificationType } from '../notification/notification.entity.js';
import { NotificationService, publishUnread } from '../notification/notification.service.js';
import { memberCard } from '../user/user.card.js';
import { User } from '../user/user.entity.js';
import { requireActiveMember } from '../user/user.standing.js';
import { Conversation } from './conversation.entity.js';
import { Message } from './message.entity.js';

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_PAGE = { default: 30, max: 100 };
export const CONVERSATION_PAGE = { default: 20, max: 50 };
const SEND_RULE = { points: 30, durationSeconds: 60, message: 'You are sending messages too fast. Please wait a moment.' };
const START_RULE = { points: 50, durationSeconds: 3600, message: 'You are starting conversations too fast. Please try again later.' };

const conversationId = z.uuid('Conversation not found');
const sendSchema = z.object({
  conversationId,
  content: z
    .string('Message cannot be empty')
    .trim()
    .min(1, 'Message cannot be empty')
    .max(MESSAGE_MAX_LENGTH, `Message too long (at most ${MESSAGE_MAX_LENGTH} characters)`),
});
const threadSchema = pageArgsSchema(MESSAGE_PAGE).extend({ conversationId });
const conversationsSchema = pageArgsSchema(CONVERSATION_PAGE);
const startSchema = z.object({ userId: z.uuid('Profile not found') });
const conversationIdSchema = z.object({ conversationId });

/** Leaves out conversations with members who are gone or blocked either way. */
const OTHER_VISIBLE = `u.deleted_at is null and u.deactivated_at is null and not exists (
  select 1 from user_blocks b where (b.blocker_id = ? and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = ?))`;

/**
 * Direct messages between two members. Only the two participants read or write a
 * conversation; a block either way stops new messages. Each message is published on the
 * conversation's channel as both participants see it, and the recipient is notified.
 */
export class MessageService {
  constructor(private readonly ctx: Context) {}

  /** Opens (or finds) the viewer's conversation with a member, e.g. from their profile. */
  async start(input: unknown): Promise<Conversation> {
    const viewer = requireActiveMember(this.ctx);
    const { userId } = parseInput(startSchema, input);
    if (userId === viewer.id) throw badInput('You cannot message yourself', 'userId');
    const other = await this.ctx.em.findOne(User, { id: userId, deletedAt: null, deactivatedAt: null });
    if (!other) throw notFound('Profile not found');
    if (await new BlockService(this.ctx).blockedBetween(userId)) throw appError('FORBIDDEN', 'You cannot message this member');
    const [first, second] = [viewer.id, userId].sort();
    const existing = await this.ctx.em.findOne(Conversation, { participant1: first, participant2: second });
    if (existing) return existing;
    await this.ctx.deps.limits.consume('conversation:start', START_RULE, viewer.id);
    await this.ctx.em.execute(
      `insert into conversations (id, participant1_id, participant2_id, started_by_id, active_at, created_at)
       values (gen_random_uuid(), ?, ?, ?, now(), now()) on conflict do nothing`,
      [first, second, viewer.id],
    );
    return this.ctx.em.findOneOrFail(Conversation, { participant1: first, participant2: second });
  }

  async send(input: unknown): Promise<Message> {
    const viewer = requireActiveMember(this.ctx);
    const data = parseInput(sendSchema, input);
    const once = Idempotent.for(this.ctx, viewer.id, 'sendMessage', input, data);
    const read = (id: string) => this.ctx.em.findOneOrFail(Message, id, { populate: ['sender'], strategy: 'joined' });
    return once.run(async () => {
      const conversation = await this.ownConversation(data.conversationId);
      const recipientId = otherParticipantId(conversation, viewer.id);
      if (await new BlockService(this.ctx).blockedBetween(recipientId)) {
        throw appError('FORBIDDEN', 'You cannot message this member');
      }
      await this.ctx.deps.limits.consume('message:send', SEND_RULE, viewer.id);
      const message = await this.ctx.em.transactional(async (em) => {
        const [row] = await em.execute(
          `insert into messages (id, conversation_id, sender_id, recipient_id, content, is_read, created_at)
           values (gen_random_uuid(), ?, ?, ?, ?, false, clock_timestamp())
           returning id, created_at, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_iso`,
          [conversation.id, viewer.id, recipientId, data.content],
        );
        await em.execute('update conversations set last_message_at = ?, active_at = ? where id = ?', [
          row.created_at,
          row.created_at,
          conversation.id,
        ]);
        await once.record(em, String(row.id));
        return { id: String(row.id), createdAt: String(row.created_iso) };
      });
      // What both participants see, built once here: delivering it reads nothing.
      await this.ctx.deps.pubsub.publish(topics.conversation(viewer.id, recipientId), {
        message: { id: message.id, conversationId: conversation.id, senderId: viewer.id, recipientId, content: data.content, createdAt: message.createdAt },
        sender: memberCard(viewer),
      });
      await new NotificationService(this.ctx).notify({
        type: NotificationType.MESSAGE,
        to: recipientId,
        contentType: NotificationSubject.CONVERSATION,
        contentId: conversation.id,
      });
      return read(message.id);
    }, read);
  }

  /** The viewer's conversations, latest activity first. One the other member opened shows once it has a message. */
  async conversations(input: unknown): Promise<Page<Conversation>> {
    const viewer = requireViewer(this.ctx);
    const args = parseInput(conversationsSchema, input);
    const where = [
      '(c.participant1_id = ? or c.participant2_id = ?)',
      '(c.last_message_at is not null or c.started_by_id = ?)',
      OTHER_VISIBLE,
    ];
    const params: unknown[] = [viewer.id, viewer.id, viewer.id, viewer.id, viewer.id];
    if (args.after) {
      const { at, id } = timeCursor.decode(args.after);
      where.push('(c.active_at, c.id) < (?::timestamptz, ?::uuid)');
      params.push(at, id);
    }
    const rows = await this.ctx.em.execute(
      `select c.id, c.active_at::text as at from conversations c
       join users u on u.id = case when c.participant1_id = ? then c.participant2_id else c.participant1_id end
       where ${where.join(' and ')} order by c.active_at desc, c.id desc limit ?`,
      [viewer.id, ...params, args.first + 1],
    );
    const ids = rows.slice(0, args.first).map((row) => String(row.id));
    // Both participants come along, so each row's otherParticipant is read from the identity map.
    const conversations = await this.ctx.em.find(Conversation, { id: { $in: ids } }, { populate: ['participant1', 'participant2'] });
    const found = new Map(conversations.map((c) => [c.id, c]));
    return toPage(rows, args.first, (row) => timeCursor.encode(String(row.at), String(row.id)), (row) => found.get(String(row.id))!);
  }

  /** One of the viewer's conversations ('Conversation not found' for anyone else's). */
  async ownConversation(id: string): Promise<Conversation> {
    const viewer = requireViewer(this.ctx);
    const parsed = conversationId.safeParse(id);
    const conversation = parsed.success ? await this.ctx.em.findOne(Conversation, parsed.data) : null;
    if (!conversation || ![conversation.participant1.id, conversation.participant2.id].includes(viewer.id)) {
      throw notFound('Conversation not found');
    }
    return conversation;
  }

  /** A conversation's messages, newest first. */
  async messages(input: unknown): Promise<Page<Message>> {
    const args = parseInput(threadSchema, input);
    const conversation = await this.ownConversation(args.conversationId);
    // A message a moderator hid stays only with its sender (until removed).
    const where = ['conversation_id = ?', '(not is_moderated or (sender_id = ? and not is_removed))'];
    const params: unknown[] = [conversation.id, requireViewer(this.ctx).id];
    if (args.after) {
      const { at, id } = timeCursor.decode(args.after);
      where.push('(created_at, id) < (?::timestamptz, ?::uuid)');
      params.push(at, id);
    }
    const rows = await this.ctx.em.execute(
      `select id, created_at::text as at from messages where ${where.join(' and ')} order by created_at desc, id desc limit ?`,
      [...params, args.first + 1],
    );
    const ids = rows.slice(0, args.first).map((row) => String(row.id));
    const found = new Map((await this.ctx.em.find(Message, { id: { $in: ids } }, { populate: ['sender'], strategy: 'joined' })).map((m) => [m.id, m]));
    return toPage(rows, args.first, (row) => timeCursor.encode(String(row.at), String(row.id)), (row) => found.get(String(row.id))!);
  }

  /** The viewer has read the conversation: its messages to them are read, and the sender is told. */
  async markRead(input: unknown): Promise<number> {
    const viewer = requireViewer(this.ctx);
    const { conversationId: id } = parseInput(conversationIdSchema, input);
    const conversation = await this.ownConversation(id);
    const read = await this.ctx.em.transactional(async (em) => {
      const rows = await em.execute(
        'update messages set is_read = true where conversation_id = ? and recipient_id = ? and not is_read returning id',
        [conversation.id, viewer.id],
      );
      await em.execute(
        `update notifications set is_read = true where user_id = ? and type = 'message' and content_id = ? and not is_read`,
        [viewer.id, conversation.id],
      );
      return rows.length;
    });
    if (read) {
      await this.ctx.deps.pubsub.publish(topics.conversation(conversation.participant1.id, conversation.participant2.id), {
        readerId: viewer.id,
        readAt: new Date().toISOString(),
      });
      await publishUnread(this.ctx.deps, viewer.id);
    }
    return read;
  }

  /** Each conversation's latest message, for a whole page in one query. */
  lastMessages(): DataLoader<string, Message | null> {
    return requestScoped(this.ctx, 'message.last', () => new DataLoader(async (ids: readonly string[]) => {
      const rows = await this.ctx.em.execute(
        `select distinct on (conversation_id) id, conversation_id from messages
         where conversation_id = any(?::uuid[]) and (not is_moderated or (sender_id = ? and not is_removed))
         order by conversation_id, created_at desc, id desc`,
        [sqlArray(ids), this.ctx.viewer?.id ?? null],
      );
      const messages = await this.ctx.em.find(Message, { id: { $in: rows.map((row) => String(row.id)) } });
      const byConversation = new Map(messages.map((m) => [m.conversation.id, m]));
      return ids.map((id) => byConversation.get(id) ?? null);
    }));
  }

  /** How many messages in each conversation the viewer has not read. */
  unreadIn(): DataLoader<string, number> {
    return requestScoped(this.ctx, 'message.unread', () => new DataLoader(async (ids: readonly string[]) => {
      const viewer = requireViewer(this.ctx);
      const rows = await this.ctx.em.execute(
        `select conversation_id as id, count(*)::int as unread from messages
         where recipient_id = ? and not is_read and conversation_id = any(?::uuid[]) group by conversation_id`,
        [viewer.id, sqlArray(ids)],
      );
      const counts = new Map(rows.map((row) => [String(row.id), Number(row.unread)]));
      return ids.map((id) => counts.get(id) ?? 0);
    }));
  }
}

export function otherParticipantId(conversation: Conversation, viewerId: string): string {
  return conversation.participant1.id === viewerId ? conversation.participant2.id : conversation.participant1.id;
}
