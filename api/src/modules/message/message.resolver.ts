import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Field, FieldResolver, ID, Info, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { ConnectionType } from '../../shared/pagination.js';
import { endWhen, mapEvents, topics, type ConversationEventPayload } from '../../shared/pubsub.js';
import { viewOfFields } from '../../platform/entity-view.js';
import { cardMember } from '../user/user.card.js';
import { User } from '../user/user.entity.js';
import { Conversation } from './conversation.entity.js';
import { Message } from './message.entity.js';
import { MessageService, otherParticipantId } from './message.service.js';
import { idempotencyKeyArg } from '../../shared/idempotency.js';

const ConversationConnection = ConnectionType(Conversation, 'Conversation', "The viewer's conversations, latest activity first (Relay connection).");
const MessageConnection = ConnectionType(Message, 'Message', "A conversation's messages, newest first (Relay connection).");

@ObjectType({ description: 'The other participant has read the conversation up to now.' })
class MessagesRead {
  @Field(() => ID, { description: 'The conversation.' })
  conversationId!: string;

  @Field(() => ID, { description: 'Who read it.' })
  readerId!: string;

  @Field(() => Date, { description: 'When.' })
  readAt!: Date;
}

const pageArgs = {
  first: (max: number, fallback: number) =>
    Arg('first', () => Int, { defaultValue: fallback, description: `How many, at most ${max}.` }),
  after: () => Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }),
};
const conversationArg = () => Arg('conversationId', () => ID, { description: 'The conversation.' });

/**
 * Subscribes to a conversation's channel after checking the viewer takes part in it; a block
 * between the two ends the subscription for both.
 */
async function conversationEvents(context: Context, conversationId: string) {
  requireViewer(context);
  const conversation = await new MessageService(context).ownConversation(conversationId);
  return endWhen(
    context.deps.pubsub.subscribe(topics.conversation(conversation.participant1.id, conversation.participant2.id)),
    (event) => 'blocked' in event,
  );
}

type MessageEvent = Extract<ConversationEventPayload, { message: unknown }>;

@Resolver(() => Conversation)
export class ConversationResolver {
  @Query(() => ConversationConnection, { description: "The viewer's conversations, latest activity first." })
  conversations(@pageArgs.first(50, 20) first: number, @pageArgs.after() after: string | null, @Ctx() ctx: Context) {
    return new MessageService(ctx).conversations({ first, after });
  }

  @Query(() => Conversation, { description: "One of the viewer's conversations ('Conversation not found')." })
  conversation(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return new MessageService(ctx).ownConversation(id);
  }

  @Mutation(() => Conversation, {
    description: "Opens the viewer's conversation with a member (or finds the one they have), e.g. from a profile.",
  })
  startConversation(@Arg('userId', () => ID, { description: 'The member.' }) userId: string, @Ctx() ctx: Context) {
    return new MessageService(ctx).start({ userId });
  }

  @FieldResolver(() => User, { description: 'The member the viewer is talking to.' })
  otherParticipant(@Root() conversation: Conversation, @Ctx() ctx: Context) {
    return ctx.em.findOneOrFail(User, otherParticipantId(conversation, requireViewer(ctx).id));
  }

  @FieldResolver(() => Message, { nullable: true, description: 'The latest message; null before the first.' })
  lastMessage(@Root() conversation: Conversation, @Ctx() ctx: Context) {
    return new MessageService(ctx).lastMessages().load(conversation.id);
  }

  @FieldResolver(() => Int, { description: 'Messages to the viewer in it that they have not read.' })
  unreadCount(@Root() conversation: Conversation, @Ctx() ctx: Context) {
    return new MessageService(ctx).unreadIn().load(conversation.id);
  }
}

@Resolver(() => Message)
export class MessageResolver {
  @Query(() => MessageConnection, { description: "A conversation's messages, newest first (participants only)." })
  messages(
    @conversationArg() conversationId: string,
    @pageArgs.first(100, 30) first: number,
    @pageArgs.after() after: string | null,
    @Ctx() ctx: Context,
  ) {
    return new MessageService(ctx).messages({ conversationId, first, after });
  }

  @Mutation(() => Message, {
    description: "Sends a message ('Message cannot be empty', 'Message too long', FORBIDDEN across a block, RATE_LIMITED).",
  })
  sendMessage(
    @conversationArg() conversationId: string,
    @Arg('content', () => String) content: string,
    @idempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ) {
    return new MessageService(ctx).send({ conversationId, content, idempotencyKey });
  }

  @Mutation(() => Int, { description: 'Marks the messages to the viewer in a conversation read; answers how many were unread.' })
  markConversationRead(@conversationArg() conversationId: string, @Ctx() ctx: Context) {
    return new MessageService(ctx).markRead({ conversationId });
  }

  @FieldResolver(() => ID, { description: 'The conversation it belongs to.' })
  conversationId(@Root() message: Message) {
    return message.conversation.id;
  }

  @FieldResolver(() => ID, { description: 'Who sent it.' })
  senderId(@Root() message: Message) {
    return message.sender.id;
  }

  @Subscription(() => Message, {
    description: 'Each new message in a conversation, on any instance. Only its two participants may subscribe; a block ends it.',
    subscribe: async ({ args, context }: { args: { conversationId: string }; context: Context }) =>
      mapEvents(await conversationEvents(context, args.conversationId), (event) => ('message' in event ? event : mapEvents.skip)),
  })
  async messageAdded(
    @conversationArg() _conversationId: string,
    @Root() event: MessageEvent,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Message> {
    // The message as sent, from the event: no read (the sender's profile beyond their card is read when asked for).
    const { message } = event;
    const sender = await cardMember(ctx.deps.orm, event, event.sender, info, 'sender');
    return viewOfFields(
      ctx.deps.orm.em,
      Message,
      { id: message.id, content: message.content, isRead: false, isModerated: false, moderationReason: null, isRemoved: false, createdAt: message.createdAt },
      {
        conversation: { id: message.conversationId },
        recipient: { id: message.recipientId },
        sender,
      },
    );
  }

  @Subscription(() => MessagesRead, {
    description: 'The other participant read the conversation (read receipts). Participants only.',
    subscribe: async ({ args, context }: { args: { conversationId: string }; context: Context }) =>
      mapEvents(await conversationEvents(context, args.conversationId), (event) =>
        'readerId' in event ? event : mapEvents.skip,
      ),
  })
  messagesRead(
    @conversationArg() conversationId: string,
    @Root() event: Extract<ConversationEventPayload, { readerId: string }>,
  ): MessagesRead {
    return { conversationId, readerId: event.readerId, readAt: new Date(event.readAt) };
  }
}
