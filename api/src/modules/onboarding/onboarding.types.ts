import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One step of the Quick Start guide.' })
export class QuickStartStep {
  @Field(() => ID, { description: "'location', 'profile' or 'post'." })
  id!: string;

  @Field(() => String, { description: 'Title.' })
  title!: string;

  @Field(() => String, { description: 'What to do.' })
  description!: string;

  @Field(() => Boolean, { description: 'Done: a ward is set, a bio is written, a post is made.' })
  done!: boolean;
}

@ObjectType({ description: "The viewer's onboarding: the welcome modal and the Quick Start guide." })
export class OnboardingState {
  @Field(() => Boolean, { description: 'Whether to offer the five-step welcome (account under 7 days old and not yet finished or skipped).' })
  showOnboarding!: boolean;

  @Field(() => Date, { nullable: true, description: 'When the welcome was finished or skipped.' })
  onboardingCompletedAt!: Date | null;

  @Field(() => Boolean, { description: 'Whether the Quick Start guide was dismissed or completed.' })
  quickStartHidden!: boolean;

  @Field(() => [QuickStartStep], { description: 'The three Quick Start steps.' })
  quickStartSteps!: QuickStartStep[];
}
