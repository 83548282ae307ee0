import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Field, FieldResolver, ID, Info, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { viewOfFields } from '../../platform/entity-view.js';
import { ConnectionType } from '../../shared/pagination.js';
import { topics, type NotificationEventPayload, type UnreadEventPayload } from '../../shared/pubsub.js';
import { cardMember } from '../user/user.card.js';
import { Notification } from './notification.entity.js';
import { NotificationService, notificationText } from './notification.service.js';

const NotificationConnection = ConnectionType(Notification, 'Notification', "The viewer's notifications, newest first (Relay connection).");

@ObjectType({ description: "The viewer's unread notifications and messages (the bell's red dot, the Messages badge)." })
export class UnreadCounts {
  @Field(() => Int, { description: 'Unread notifications.' })
  notifications!: number;

  @Field(() => Int, { description: 'Unread direct messages.' })
  messages!: number;
}

@Resolver(() => Notification)
export class NotificationResolver {
  @Query(() => NotificationConnection, { description: "The viewer's notifications, newest first." })
  notifications(
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many, at most 50.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after: string | null,
    @Ctx() ctx: Context,
  ) {
    return new NotificationService(ctx).list({ first, after });
  }

  @Query(() => UnreadCounts, { description: "The viewer's unread notifications and messages." })
  unreadCounts(@Ctx() ctx: Context) {
    return new NotificationService(ctx).unreadCounts();
  }

  @Mutation(() => Notification, { description: "Marks one of the viewer's notifications read ('Notification not found')." })
  markNotificationRead(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return new NotificationService(ctx).markRead({ id });
  }

  @Mutation(() => Int, { description: "Marks all the viewer's notifications read; answers how many were unread." })
  markAllNotificationsRead(@Ctx() ctx: Context) {
    return new NotificationService(ctx).markAllRead();
  }

  @FieldResolver(() => String, { description: "The sentence shown, e.g. 'Ngozi Okafor liked your post'." })
  message(@Root() notification: Notification) {
    return notificationText(notification);
  }

  @Subscription(() => Notification, {
    nullable: true,
    description: 'Each new notification for the signed-in member, the moment it happens, on any instance.',
    subscribe: ({ context }: { context: Context }) =>
      context.deps.pubsub.subscribe(topics.notification(requireViewer(context).id)),
  })
  async notificationAdded(@Root() event: NotificationEventPayload, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Notification> {
    // As the event carries it: the channel is the viewer's own, and nothing is read.
    const { userId, ...fields } = event.notification;
    const fromUser = await cardMember(ctx.deps.orm, event, event.fromUser, info, 'fromUser');
    return viewOfFields(ctx.deps.orm.em, Notification, fields, { user: { id: userId }, fromUser });
  }

  @Subscription(() => UnreadCounts, {
    description: "The viewer's unread counts, each time one changes (a notification, a message, a read).",
    subscribe: ({ context }: { context: Context }) =>
      context.deps.pubsub.subscribe(topics.unread(requireViewer(context).id)),
  })
  unreadCountsChanged(@Root() counts: UnreadEventPayload): UnreadCounts {
    return { notifications: counts.notifications, messages: counts.messages };
  }
}
