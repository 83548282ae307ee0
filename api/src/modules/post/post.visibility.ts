import type { Context } from '../../shared/context.js';
import { setNotificationPostRule } from '../notification/notification.service.js';
import { BlockService } from '../social/block.service.js';
import { canSeeProfile } from '../user/user.privacy.js';
import type { User } from '../user/user.entity.js';

/**
 * Who may see a post: the one rule every read path applies, in SQL for lists and in memory for
 * a post already loaded. A post is seen when it is not deleted, not hidden by a moderator, its
 * author is still here, public or followed by the viewer (or is the viewer), and no block stands
 * between the two either way. Reading one post, its author still sees it when hidden (not
 * removed), with the reason, and administrators see hidden posts; lists leave every hidden post out.
 */
export function visiblePostsSql(viewerId: string | null, post = 'p', author = 'u'): { sql: string; params: unknown[] } {
  const always = `not ${post}.is_deleted and not ${post}.is_moderated and ${author}.deactivated_at is null and ${author}.deleted_at is null`;
  if (!viewerId) return { sql: `${always} and not ${author}.is_private_profile`, params: [] };
  return {
    sql: `${always}
      and (not ${author}.is_private_profile or ${author}.id = ?
        or exists (select 1 from follows vf where vf.follower_id = ? and vf.following_id = ${author}.id))
      and not exists (select 1 from user_blocks vb where (vb.blocker_id = ? and vb.blocked_id = ${author}.id)
        or (vb.blocker_id = ${author}.id and vb.blocked_id = ?))`,
    params: [viewerId, viewerId, viewerId, viewerId],
  };
}

type PostSeen = {
  isDeleted: boolean;
  isModerated: boolean;
  isRemoved: boolean;
  author: Pick<User, 'id' | 'deletedAt' | 'deactivatedAt' | 'isPrivateProfile'>;
};

/** The same rule for one loaded post (its author loaded too). */
export async function canSeePost(post: PostSeen, ctx: Context): Promise<boolean> {
  const { author } = post;
  const viewer = ctx.viewer;
  if (post.isDeleted || author.deletedAt || author.deactivatedAt) return false;
  if (post.isModerated && !viewer?.isAdmin && !(author.id === viewer?.id && !post.isRemoved)) return false;
  if (!(await canSeeProfile(author as User, ctx))) return false;
  return !(await new BlockService(ctx).blockedBetween(author.id));
}

// Notifications about a post are shown by the same rule.
setNotificationPostRule(visiblePostsSql);
