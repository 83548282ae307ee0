import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { PushService } from './push.service.js';
import { PushTopic } from './push.topics.js';

@InputType({ description: "A browser's push subscription (PushSubscription.toJSON()): where to send, and the keys to encrypt for." })
class WebPushSubscriptionInput {
  @Field(() => String, { description: 'The push service address the browser gave (https, at most 1,000 characters).' })
  endpoint!: string;

  @Field(() => String, { description: "The browser's P-256 public key, base64url (keys.p256dh)." })
  p256dh!: string;

  @Field(() => String, { description: "The browser's 16-byte auth secret, base64url (keys.auth)." })
  auth!: string;
}

@ObjectType({ description: 'Whether one kind of notification is pushed to the member\'s devices.' })
class PushTopicSetting {
  @Field(() => PushTopic)
  topic!: PushTopic;

  @Field(() => Boolean, { description: 'On unless the member switched it off (for all their devices).' })
  enabled!: boolean;
}

@Resolver()
export class PushResolver {
  @Query(() => String, {
    nullable: true,
    description: 'The VAPID public key browsers subscribe with (applicationServerKey), or null when this server sends no push.',
  })
  webPushKey(@Ctx() ctx: Context) {
    return new PushService(ctx).publicKey();
  }

  @Query(() => Boolean, { description: "Whether this device's push subscription sends the viewer's notifications to it. Signed-in members." })
  webPushSubscribed(@Arg('endpoint', () => String, { description: 'The subscription\'s endpoint.' }) endpoint: string, @Ctx() ctx: Context) {
    return new PushService(ctx).isSubscribed({ endpoint });
  }

  @Mutation(() => Boolean, {
    description:
      "Sends the viewer's notifications (messages, mentions, comments, replies, follows, results in their state; each kind can be switched off) to this device while this session " +
      'stays signed in. At most 10 devices: an 11th replaces the oldest.',
  })
  subscribeWebPush(@Arg('subscription', () => WebPushSubscriptionInput) subscription: WebPushSubscriptionInput, @Ctx() ctx: Context) {
    return new PushService(ctx).subscribe(subscription);
  }

  @Mutation(() => Boolean, { description: 'Stops pushes to this device.' })
  unsubscribeWebPush(@Arg('endpoint', () => String, { description: 'The subscription\'s endpoint.' }) endpoint: string, @Ctx() ctx: Context) {
    return new PushService(ctx).unsubscribe({ endpoint });
  }

  @Query(() => [PushTopicSetting], { description: "The viewer's switch for each kind of pushed notification. Signed-in members." })
  pushTopics(@Ctx() ctx: Context) {
    return new PushService(ctx).topics();
  }

  @Mutation(() => [PushTopicSetting], { description: 'Turns one kind of pushed notification on or off on all the viewer\'s devices; answers every switch.' })
  setPushTopic(
    @Arg('topic', () => PushTopic) topic: PushTopic,
    @Arg('enabled', () => Boolean) enabled: boolean,
    @Ctx() ctx: Context,
  ) {
    return new PushService(ctx).setTopic({ topic, enabled });
  }
}
