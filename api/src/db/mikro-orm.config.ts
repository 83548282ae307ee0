import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { GeoFederalConstituency, GeoLga, GeoPollingUnit, GeoSenatorialDistrict, GeoState, GeoWard } from '../modules/geo/geo.entity.js';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { UserBlock } from '../modules/social/block.entity.js';
import { Connection } from '../modules/social/connection.entity.js';
import { Follow } from '../modules/social/follow.entity.js';
import { Conversation } from '../modules/message/conversation.entity.js';
import { Message } from '../modules/message/message.entity.js';
import { WardEvent } from '../modules/event/ward-event.entity.js';
import { NewsItem } from '../modules/news/news-item.entity.js';
import { ModerationAction } from '../modules/moderation/moderation-action.entity.js';
import { GovernmentOfficial, OfficialConnection } from '../modules/official/official.entity.js';
import { Notification } from '../modules/notification/notification.entity.js';
import { Comment } from '../modules/post/comment.entity.js';
import { Like } from '../modules/post/like.entity.js';
import { Mention } from '../modules/post/mention.entity.js';
import { PostShare } from '../modules/post/post-share.entity.js';
import { PostView } from '../modules/post/post-view.entity.js';
import { Post } from '../modules/post/post.entity.js';
import { ContentReport } from '../modules/moderation/content-report.entity.js';
import { PostTopic, Topic } from '../modules/topic/topic.entity.js';
import { User } from '../modules/user/user.entity.js';
import { migrationsList } from './migrations/index.js';

/** Every entity, listed rather than globbed so tsx, vitest and the tsc build agree. */
export const entities = [
  User,
  Session,
  PasswordResetToken,
  GeoState,
  GeoLga,
  GeoWard,
  GeoPollingUnit,
  GeoSenatorialDistrict,
  GeoFederalConstituency,
  Follow,
  Connection,
  UserBlock,
  Post,
  Comment,
  Like,
  PostView,
  PostShare,
  Mention,
  Topic,
  PostTopic,
  ContentReport,
  ModerationAction,
  Conversation,
  Message,
  Notification,
  NewsItem,
  WardEvent,
  GovernmentOfficial,
  OfficialConnection,
];

/**
 * Tables with no entity: their module reads and writes them with SQL statements, because their
 * rules live in the database (triggers, CHECKs, sums moved by difference under advisory locks)
 * or their writes are set-based (upserts, counters, bulk imports). The schema diff behind
 * `migration:create` skips them; their changes are written by hand in a migration. See the
 * persistence rule in docs/architecture.md; `db/schema.test.ts` keeps every table in one list.
 */
export const sqlOwnedTables = [
  // civic and quiz
  'civic_events',
  'quiz_attempts',
  'user_quiz_stats',
  'user_onboarding',
  // elections
  'elections',
  'election_agents',
  'election_area_results',
  'election_area_votes',
  'election_candidates',
  'election_live_updates',
  'election_result_uploads',
  'election_unit_results',
  'parties',
  // wallet and money
  'ledger_entries',
  'ledger_transactions',
  'payments',
  'post_promotions',
  'promotion_impressions',
  'withdrawals',
  // voter register
  'voter_register_entries',
  'voter_register_imports',
  // polling-unit watch (hung from elections: incidents, confirmations, crowd result sheets)
  'watch_incidents',
  'watch_incident_confirmations',
  'watch_sheets',
  // writes sent with an idempotency key (shared/idempotency.ts)
  'idempotency_keys',
  // Web Push: devices' subscriptions (upserted by endpoint) and the generated VAPID key pair
  'push_subscriptions',
  'push_muted_topics',
  'result_milestones',
  'push_vapid_keys',
];

export function ormConfig(clientUrl: string) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    forceUtcTimezone: true,
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: 10 },
    // While PostgreSQL is down or frozen a request fails within seconds (answered 503), instead
    // of waiting for the whole outage; the pool connects again by itself when it returns.
    driverOptions: { acquireConnectionTimeout: 3_000, connection: { connectionTimeoutMillis: 2_000 } },
    schemaGenerator: { skipTables: sqlOwnedTables },
    migrations: {
      migrationsList,
      path: 'src/db/migrations',
      pathTs: 'src/db/migrations',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      // migration:create never drops a table or a column: destructive changes are written by hand.
      safe: true,
      dropTables: false,
      silent: true, // openDatabase logs what was applied
    },
  });
}
