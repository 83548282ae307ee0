import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { REPORT_REASONS, ReportService } from './report.service.js';

@ObjectType({ description: 'A reason a member may give when reporting.' })
class ReportReason {
  @Field(() => String, { description: "Value to send, e.g. 'spam'." })
  value!: string;

  @Field(() => String, { description: 'Label to show.' })
  label!: string;
}

@InputType({ description: 'A report of a post, comment, message or profile.' })
class ReportInput {
  @Field(() => String, { description: "'post', 'comment', 'message' (one received) or 'user' (a profile)." })
  contentType!: string;

  @Field(() => ID, { description: 'The post, comment, message or member.' })
  contentId!: string;

  @Field(() => String, { description: 'One of reportReasons.' })
  reason!: string;

  @Field(() => String, { nullable: true, description: 'More detail, at most 1,000 characters.' })
  description?: string | null;
}

@Resolver()
export class ReportResolver {
  @Query(() => [ReportReason], { description: 'The reasons offered when reporting.' })
  reportReasons(): ReportReason[] {
    return REPORT_REASONS.map((reason) => ({ ...reason }));
  }

  @Mutation(() => Boolean, {
    description: 'Reports to the moderators. Reporting the same item again while the report is open updates it.',
  })
  reportContent(@Arg('input', () => ReportInput) input: ReportInput, @Ctx() ctx: Context) {
    return new ReportService(ctx).report(input);
  }
}

