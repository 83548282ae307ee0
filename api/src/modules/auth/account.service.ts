import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { UploadStore } from '../uploads/upload-store.js';
import { userJson } from '../user/user.privacy.js';
import { SESSION_COOKIE, SessionService } from './session.service.js';

/** One parameter per placeholder, each the member's id. */
const idFor = (sql: string, id: string) => Array(sql.split('?').length - 1).fill(id);

/**
 * The member's control over their account: deactivate (hidden until the next sign-in),
 * delete (personal data removed, the row kept pseudonymised for records the law requires),
 * and a download of everything stored about them.
 */
export class AccountService {
  constructor(private readonly ctx: Context) {}

  async deactivate(): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    viewer.deactivatedAt = new Date();
    await this.ctx.em.flush();
    await new SessionService(this.ctx).endAll(viewer.id, 'deactivated');
    return true;
  }

  /**
   * Removes the member's personal data and content in one transaction: profile fields,
   * posts, comments, likes, follows, requests, blocks, reports, mentions, sessions and reset
   * tokens, moving every counter they touched. The row stays with a pseudonym so records that
   * must be kept (payments, once they exist) still add up.
   */
  async delete(): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    const id = viewer.id;
    const picture = viewer.customProfileImage;
    await this.ctx.em.transactional(async (em) => {
      const run = (sql: string) => em.execute(sql, idFor(sql, id));
      // Counters on other members' things first, while the rows that explain them exist.
      await run(`update posts p set likes_count = greatest(p.likes_count - 1, 0) from likes l
                 where l.post_id = p.id and l.user_id = ?`);
      await run(`update comments c set likes_count = greatest(c.likes_count - 1, 0) from likes l
                 where l.comment_id = c.id and l.user_id = ?`);
      await run(`update posts p set comments_count = greatest(p.comments_count - n.count, 0)
                 from (select post_id, count(*)::int as count from comments where author_id = ? and not is_deleted group by post_id) n
                 where n.post_id = p.id`);
      await run(`update comments c set replies_count = greatest(c.replies_count - n.count, 0)
                 from (select parent_comment_id, count(*)::int as count from comments
                       where author_id = ? and not is_deleted and parent_comment_id is not null group by parent_comment_id) n
                 where n.parent_comment_id = c.id`);
      await run(`update posts p set reposts_count = greatest(p.reposts_count - 1, 0) from posts r
                 where r.original_post_id = p.id and r.author_id = ? and not r.is_deleted`);
      await run(`update users u set followers_count = greatest(u.followers_count - 1, 0) from follows f
                 where f.following_id = u.id and f.follower_id = ?`);
      await run(`update users u set following_count = greatest(u.following_count - 1, 0) from follows f
                 where f.follower_id = u.id and f.following_id = ?`);
      await run(`update watch_incidents i set confirmations_count = greatest(i.confirmations_count - 1, 0),
                   ward_confirmations_count = greatest(i.ward_confirmations_count - c.in_ward::int, 0)
                 from watch_incident_confirmations c where c.incident_id = i.id and c.user_id = ?`);
      for (const sql of [
        'delete from likes where user_id = ?',
        'delete from comments where author_id = ?',
        'delete from posts where author_id = ?',
        'delete from follows where follower_id = ? or following_id = ?',
        'delete from connections where requester_id = ? or addressee_id = ?',
        'delete from user_blocks where blocker_id = ? or blocked_id = ?',
        'delete from content_reports where reporter_id = ?',
        'delete from mentions where mentioner_id = ? or mentioned_id = ?',
        'delete from conversations where participant1_id = ? or participant2_id = ?',
        'delete from notifications where user_id = ? or from_user_id = ?',
        'delete from post_views where user_id = ?',
        'update post_shares set user_id = null where user_id = ?',
        'delete from password_reset_tokens where user_id = ?',
        'delete from sessions where user_id = ?',
        'delete from civic_events where user_id = ?',
        'delete from quiz_attempts where user_id = ?',
        'delete from user_quiz_stats where user_id = ?',
        'delete from user_onboarding where user_id = ?',
        'delete from watch_incident_confirmations where user_id = ?',
        'delete from watch_incidents where reporter_id = ?',
        'delete from watch_sheets where submitter_id = ?',
        'delete from idempotency_keys where user_id = ?',
      ]) {
        await run(sql);
      }
      await run(`update users set email = 'deleted-' || id || '@deleted.invalid', handle = 'deleted_' || left(replace(id::text, '-', ''), 20),
        first_name = null, last_name = null, bio = null, phone_number = null, occupation = null, interests = '[]',
        profile_image_url = null, custom_profile_image = null, membership_type = null, party_affiliation = null,
        party_consent_at = null, state = null, lga = null, ward = null, polling_unit = null, date_of_birth = null,
        bank_name = null, account_number = null, account_name = null, bank_code = null, password_hash = null,
        last_login_at = null, is_private_profile = true, show_party_affiliation = false, show_polling_unit = false,
        posts_count = 0, followers_count = 0, following_count = 0, civic_points = 0, civic_level = 1, civic_score = 0, deleted_at = now(), updated_at = now() where id = ?`);
    });
    // Its sessions went with the transaction: every tab is told and every socket closes.
    await new SessionService(this.ctx).endAll(id, 'deleted');
    await new UploadStore(this.ctx.deps.config.uploadsDir).removeByUrl(picture);
    this.ctx.http?.clearCookie(SESSION_COOKIE, { path: '/' });
    this.ctx.viewer = null;
    return true;
  }

  /** Everything stored about the member, as JSON (NDPA 2023 access right). */
  async export(): Promise<Record<string, unknown>> {
    const viewer = requireViewer(this.ctx);
    const rows = (sql: string) => this.ctx.em.execute(sql, idFor(sql, viewer.id));
    const [posts, comments, likes, following, followers, requests, blocks, reports, views, sessions, messages, civic, quiz, incidents, confirmed, sheets] = await Promise.all([
      rows('select * from posts where author_id = ? order by created_at'),
      rows('select * from comments where author_id = ? order by created_at'),
      rows('select post_id, comment_id, created_at from likes where user_id = ? order by created_at'),
      rows('select following_id as user_id, created_at from follows where follower_id = ? order by created_at'),
      rows('select follower_id as user_id, created_at from follows where following_id = ? order by created_at'),
      rows('select requester_id, addressee_id, status, created_at, responded_at from connections where requester_id = ? or addressee_id = ?'),
      rows('select blocked_id as user_id, reason, created_at from user_blocks where blocker_id = ?'),
      rows('select content_type, content_id, reason, description, status, created_at from content_reports where reporter_id = ?'),
      rows('select post_id, ip_address, created_at from post_views where user_id = ?'),
      rows(`select expire, sess->>'createdAt' as created_at, sess->>'userAgent' as user_agent from sessions where user_id = ?`),
      rows('select conversation_id, recipient_id, content, is_read, created_at from messages where sender_id = ? order by created_at'),
      rows('select kind, subject, points, day, created_at from civic_events where user_id = ? order by created_at'),
      rows('select category, question_id, selected_answer, is_correct, points_earned, created_at from quiz_attempts where user_id = ? order by created_at'),
      rows(`select election_id, pu_code, category, description, occurred_at, photo_url, status, review_reason, created_at
            from watch_incidents where reporter_id = ? order by created_at`),
      rows('select incident_id, created_at from watch_incident_confirmations where user_id = ? order by created_at'),
      rows(`select election_id, pu_code, registered, accredited, rejected, total_valid, votes, photo_url, created_at, updated_at
            from watch_sheets where submitter_id = ? order by created_at`),
    ]);
    const profile = await userJson(viewer, this.ctx);
    return {
      exportedAt: new Date().toISOString(),
      profile: { ...profile, deactivatedAt: viewer.deactivatedAt ?? null },
      posts,
      comments,
      likes,
      following,
      followers,
      followRequests: requests,
      blocks,
      reports,
      postViews: views,
      sessions,
      messagesSent: messages,
      civicPoints: civic,
      quizAttempts: quiz,
      incidentReports: incidents,
      incidentConfirmations: confirmed,
      resultSheetReadings: sheets,
    };
  }
}
