import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { outcomeOf, reasonLabel, ReportService } from './report.service.js';
import { Role, User } from '../user/user.entity.js';
import { ModerationAction } from './moderation-action.entity.js';
import { Post } from '../post/post.entity.js';
import { PostModerationService } from './post-moderation.service.js';
import { ModerationService, QueueOrder, type ReportGroupRow, type SubjectView } from './moderation.service.js';
import {
  AccountStanding,
  AdminStatus,
  ModerateInput,
  ModerationActionConnection,
  MyReport,
  MyReportConnection,
  ReportGroup,
  ReportGroupConnection,
  type ReportedContent,
} from './moderation.types.js';

const first = (size: number) => Arg('first', () => Int, { nullable: true, description: `How many, at most ${size}.` });
const after = () => Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' });
const PREVIEW = 140;
const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text);

function groupOf(row: ReportGroupRow, content: SubjectView | null): ReportGroup {
  return {
    id: `${row.contentType}:${row.contentId}`,
    contentType: row.contentType,
    contentId: row.contentId,
    reportsCount: row.reportsCount,
    latestReportAt: row.latestReportAt,
    reasons: row.reasons.map(({ reason, count }) => ({ reason, label: reasonLabel(reason), count })),
    reports: row.reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      reasonLabel: reasonLabel(r.reason),
      description: r.description ?? null,
      createdAt: r.updatedAt ?? r.createdAt,
      reporter: r.reporter,
    })),
    content: content as ReportedContent | null,
  };
}

@Resolver()
export class ModerationResolver {
  @Query(() => AdminStatus, { description: 'Whether the viewer is an administrator or super administrator (false for visitors).' })
  adminStatus(@Ctx() ctx: Context): AdminStatus {
    return new ModerationService(ctx).status();
  }

  @Query(() => ReportGroupConnection, {
    description: 'Administrators: open reports grouped by what they report, with the content in context. FORBIDDEN otherwise.',
  })
  async moderationQueue(
    @Arg('order', () => QueueOrder, { defaultValue: QueueOrder.NEWEST, description: 'Newest or most reported first.' }) order: QueueOrder,
    @first(50) first: number | null,
    @after() after: string | null,
    @Ctx() ctx: Context,
  ) {
    const service = new ModerationService(ctx);
    const page = await service.queue({ order, first, after });
    const contents = await service.subjects().loadMany(page.edges.map((e) => `${e.node.contentType}:${e.node.contentId}`));
    return {
      pageInfo: page.pageInfo,
      edges: page.edges.map((edge, i) => {
        const content = contents[i];
        return { cursor: edge.cursor, node: groupOf(edge.node, content instanceof Error ? null : content) };
      }),
    };
  }

  @Query(() => ModerationActionConnection, { description: 'Administrators: the audit log of moderation actions, newest first.' })
  moderationLog(
    @Arg('targetUserId', () => ID, { nullable: true, description: 'Only actions affecting this member.' }) targetUserId: string | null,
    @first(100) first: number | null,
    @after() after: string | null,
    @Ctx() ctx: Context,
  ) {
    return new ModerationService(ctx).log({ targetUserId, first, after });
  }

  @Query(() => AccountStanding, { description: 'The signed-in member’s standing: a suspension, and what moderators did, with reasons.' })
  myStanding(@first(100) first: number | null, @after() after: string | null, @Ctx() ctx: Context) {
    return new ModerationService(ctx).standing({ first, after });
  }

  @Query(() => MyReportConnection, { description: 'The signed-in member’s reports, newest first, each with its outcome.' })
  async myReports(@first(50) first: number | null, @after() after: string | null, @Ctx() ctx: Context) {
    const page = await new ReportService(ctx).mine({ first, after });
    return {
      pageInfo: page.pageInfo,
      edges: page.edges.map(({ cursor, node }) => ({
        cursor,
        node: {
          id: node.id,
          contentType: node.contentType,
          contentId: node.contentId,
          reasonLabel: reasonLabel(node.reason),
          description: node.description ?? null,
          createdAt: node.createdAt,
          reviewedAt: node.reviewedAt ?? null,
          ...outcomeOf(node),
        } satisfies Omit<MyReport, 'contentPreview'>,
      })),
    };
  }

  @Mutation(() => ModerationAction, {
    description:
      'Administrators: dismiss the reports, hide or remove the content (with a reason its author sees), or warn, suspend or ban ' +
      'its author. Closes the open reports about it. Audited.',
  })
  moderate(@Arg('input', () => ModerateInput) input: ModerateInput, @Ctx() ctx: Context) {
    return new ModerationService(ctx).moderate(input);
  }

  @Mutation(() => ModerationAction, { description: 'Super administrators: reverse an action, saying why.' })
  reverseModerationAction(
    @Arg('id', () => ID, { description: 'The action.' }) id: string,
    @Arg('reason', () => String, { description: 'Why, at most 500 characters.' }) reason: string,
    @Ctx() ctx: Context,
  ) {
    return new ModerationService(ctx).reverse({ id, reason });
  }

  @Mutation(() => Boolean, { description: 'An administrator deletes any post (Admin Delete).' })
  adminDeletePost(@Arg('id', () => ID, { description: 'The post.' }) id: string, @Ctx() ctx: Context) {
    return new PostModerationService(ctx).delete({ id });
  }

  @Mutation(() => Post, { description: 'An administrator boosts a post to the blowing feed; once only.' })
  boostPost(@Arg('id', () => ID, { description: 'The post.' }) id: string, @Ctx() ctx: Context) {
    return new PostModerationService(ctx).boost({ id });
  }

  @Query(() => [User], { description: 'Administrators: who the administrators, super administrators and accredited observers are.' })
  administrators(@Ctx() ctx: Context) {
    return new ModerationService(ctx).administrators();
  }

  @Mutation(() => User, { description: 'Super administrators: make a member a user, accredited observer, admin or super admin (audited).' })
  setRole(
    @Arg('userId', () => ID, { description: 'The member.' }) userId: string,
    @Arg('role', () => Role, { description: 'The new role.' }) role: Role,
    @Arg('reason', () => String, { nullable: true, description: 'Why.' }) reason: string | null,
    @Ctx() ctx: Context,
  ) {
    return new ModerationService(ctx).setRole({ userId, role, reason });
  }
}

@Resolver(() => MyReport)
export class MyReportResolver {
  @FieldResolver(() => String, { nullable: true, description: 'The start of what was reported (null if it no longer exists).' })
  async contentPreview(@Root() report: MyReport, @Ctx() ctx: Context): Promise<string | null> {
    const subject = await new ModerationService(ctx).subjects().load(`${report.contentType}:${report.contentId}`);
    if (!subject || subject.isDeleted) return null;
    return preview(subject.contentType === 'user' ? (subject.author?.displayName ?? '') : subject.text);
  }
}

@Resolver(() => ModerationAction)
export class ModerationActionResolver {
  @FieldResolver(() => User, { nullable: true, description: 'The moderator who acted (administrators only; null for others).' })
  moderator(@Root() action: ModerationAction, @Ctx() ctx: Context): User | null {
    return ctx.viewer?.isAdmin ? (action.moderator ?? null) : null;
  }

  @FieldResolver(() => User, { nullable: true, description: 'The super admin who reversed it (administrators only).' })
  reversedBy(@Root() action: ModerationAction, @Ctx() ctx: Context): User | null {
    return ctx.viewer?.isAdmin ? (action.reversedBy ?? null) : null;
  }

  @FieldResolver(() => Role, { nullable: true, description: 'For SET_ROLE: the role given.' })
  grantedRole(@Root() action: ModerationAction): Role | null {
    return (action.details?.role as Role | undefined) ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The start of the content acted on, for the member affected and administrators (null once deleted).',
  })
  async contentPreview(@Root() action: ModerationAction, @Ctx() ctx: Context): Promise<string | null> {
    const viewer = ctx.viewer;
    if (!viewer || (!viewer.isAdmin && action.targetUser?.id !== viewer.id) || action.contentType === 'user') return null;
    const subject = await new ModerationService(ctx).subjects().load(`${action.contentType}:${action.contentId}`);
    return subject && !subject.isDeleted ? preview(subject.text) : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The post to open: the post acted on, or the post a comment is on.' })
  async postId(@Root() action: ModerationAction, @Ctx() ctx: Context): Promise<string | null> {
    if (action.contentType !== 'post' && action.contentType !== 'comment') return null;
    const subject = await new ModerationService(ctx).subjects().load(`${action.contentType}:${action.contentId}`);
    return subject?.postId ?? null;
  }
}
