import type { GraphQLSchema } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { AreaResultResolver, ElectionResolver } from '../modules/election/election.resolver.js';
import { FederalConstituencyResolver, SenatorialDistrictResolver } from '../modules/geo/constituency.resolver.js';
import { GeoResolver } from '../modules/geo/geo.resolver.js';
import { UserLocationResolver } from '../modules/user/location.resolver.js';
import { LinkPreviewResolver } from '../modules/link-preview/link-preview.resolver.js';
import { VoterDataResolver } from '../modules/voter-data/voter-data.resolver.js';
import { BlockResolver } from '../modules/social/block.resolver.js';
import { CivicResolver } from '../modules/civic/civic.resolver.js';
import { QuizResolver } from '../modules/civic/quiz.resolver.js';
import { OnboardingResolver } from '../modules/onboarding/onboarding.resolver.js';
import { ConversationResolver, MessageResolver } from '../modules/message/message.resolver.js';
import { EventResolver } from '../modules/event/event.resolver.js';
import { OfficialResolver, RepresentativeResolver, SenatorResolver, UserOfficialResolver } from '../modules/official/official.resolver.js';
import { NewsResolver } from '../modules/news/news.resolver.js';
import { NotificationResolver } from '../modules/notification/notification.resolver.js';
import { PushResolver } from '../modules/push/push.resolver.js';
import { CommentResolver } from '../modules/post/comment.resolver.js';
import { PostResolver } from '../modules/post/post.resolver.js';
import { ReportResolver } from '../modules/moderation/report.resolver.js';
import { ModerationActionResolver, ModerationResolver, MyReportResolver } from '../modules/moderation/moderation.resolver.js';
import { TopicResolver } from '../modules/topic/topic.resolver.js';
import { guardUserFields } from '../modules/user/user.privacy.js';
import { PeopleResolver } from '../modules/social/people.resolver.js';
import { UserResolver } from '../modules/user/user.resolver.js';
import { PostPromotionResolver, WalletResolver } from '../modules/wallet/wallet.resolver.js';
import { CrowdUnitResolver, FlaggedUnitResolver, UnitWatchResolver, WatchIncidentResolver, WatchSummaryResolver } from '../modules/watch/watch.resolver.js';
import type { PubSub } from '../shared/pubsub.js';
import { PublicApiResolver } from './public-api.resolver.js';

export const resolvers = [
  AuthResolver,
  UserResolver,
  PeopleResolver,
  GeoResolver,
  SenatorialDistrictResolver,
  FederalConstituencyResolver,
  OfficialResolver,
  SenatorResolver,
  RepresentativeResolver,
  UserOfficialResolver,
  UserLocationResolver,
  VoterDataResolver,
  LinkPreviewResolver,
  PostResolver,
  CommentResolver,
  ReportResolver,
  ModerationResolver,
  ModerationActionResolver,
  MyReportResolver,
  BlockResolver,
  TopicResolver,
  ElectionResolver,
  AreaResultResolver,
  ConversationResolver,
  MessageResolver,
  NotificationResolver,
  PushResolver,
  NewsResolver,
  CivicResolver,
  QuizResolver,
  OnboardingResolver,
  EventResolver,
  WalletResolver,
  PostPromotionResolver,
  WatchIncidentResolver,
  UnitWatchResolver,
  FlaggedUnitResolver,
  WatchSummaryResolver,
  CrowdUnitResolver,
  PublicApiResolver,
] as const;

/** Subscriptions subscribe through ctx.deps.pubsub themselves, so they can authorize first. */
export async function createSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    pubSub,
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
    validate: false, // services validate, so GraphQL and the REST shim share one set of rules
    emitSchemaFile: false,
  });
  guardUserFields(schema);
  describeRootTypes(schema);
  return schema;
}

/** type-graphql leaves the root types undescribed; Apollo Sandbox shows these first. */
function describeRootTypes(schema: GraphQLSchema) {
  const descriptions = {
    Query:
      'Reads. Fields for the signed-in member return null or fail with UNAUTHENTICATED for visitors. A GET, or a request ' +
      "from another site's page, is always a visitor's; public reads over GET carry Cache-Control and an ETag (see /developers).",
    Mutation: 'Changes. Errors carry extensions.code (BAD_USER_INPUT with field, UNAUTHENTICATED, RATE_LIMITED, ...).',
    Subscription:
      'Live events over graphql-ws on the same /graphql path, authenticated by the session cookie (never from another site’s page).',
  };
  for (const [name, description] of Object.entries(descriptions)) {
    const type = schema.getType(name);
    if (type) type.description = description;
  }
}
