import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ChallengeType, CivicKind } from './civic.rules.js';

registerEnumType(ChallengeType, {
  name: 'CivicChallengeType',
  description: 'What a challenge asks for; the web names its button by it (discussion: Join Discussion; others: Complete).',
});
registerEnumType(CivicKind, { name: 'CivicActivityKind', description: 'What earned a row of the civic points ledger.' });

@ObjectType({ description: "A weekly challenge (Monday to Sunday, Africa/Lagos) with the viewer's progress." })
export class CivicChallenge {
  @Field(() => ID, { description: 'Stable identifier of the challenge.' })
  id!: string;

  @Field(() => String, { description: 'Title.' })
  title!: string;

  @Field(() => String, { description: 'What to do.' })
  description!: string;

  @Field(() => Int, { description: 'Points paid once the challenge is completed this week.' })
  points!: number;

  @Field(() => ChallengeType, { description: 'Kind of challenge.' })
  type!: ChallengeType;

  @Field(() => Int, { description: 'Actions counted so far this week (at most maxProgress).' })
  progress!: number;

  @Field(() => Int, { description: 'Actions needed.' })
  maxProgress!: number;

  @Field(() => Date, { description: 'When the week ends (next Monday 00:00 in Africa/Lagos).' })
  deadline!: Date;

  @Field(() => Boolean, { description: 'Whether it was completed (and paid) this week.' })
  completed!: boolean;
}

@ObjectType({ description: 'An achievement, unlocked or not.' })
export class CivicAchievement {
  @Field(() => ID, { description: 'Stable identifier.' })
  id!: string;

  @Field(() => String, { description: 'Title.' })
  title!: string;

  @Field(() => String, { description: 'How to unlock it.' })
  description!: string;

  @Field(() => String, { description: 'Icon name (post, comment, people, location, quiz, star, streak).' })
  icon!: string;

  @Field(() => Int, { description: 'Bonus points paid when unlocked.' })
  points!: number;

  @Field(() => Boolean, { description: 'Whether the viewer has unlocked it.' })
  unlocked!: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was unlocked.' })
  unlockedAt!: Date | null;
}

@ObjectType({ description: 'One row of the civic points ledger: something the viewer did, or a bonus it earned.' })
export class CivicActivity {
  @Field(() => ID, { description: 'Stable identifier.' })
  id!: string;

  @Field(() => CivicKind, { description: 'What earned it.' })
  kind!: CivicKind;

  @Field(() => String, { description: "What happened, e.g. 'Wrote a post'." })
  title!: string;

  @Field(() => Int, { description: 'Points earned (0 past a daily cap).' })
  points!: number;

  @Field(() => Date, { description: 'When.' })
  createdAt!: Date;
}

@ObjectType({ description: "The viewer's civic dashboard: points from real actions recorded by the server." })
export class CivicDashboard {
  @Field(() => Int, { description: 'All points earned.' })
  totalPoints!: number;

  @Field(() => Int, { description: 'Level, 1 to 5: one level per 350 points.' })
  level!: number;

  @Field(() => String, { description: "Title of the level (New Citizen … Democracy Expert); 'New Civic Member' before any points." })
  rank!: string;

  @Field(() => Int, { nullable: true, description: 'Points at which the next level starts; null at level 5.' })
  nextLevelPoints!: number | null;

  @Field(() => Int, { description: 'Actions counted (posts, comments, follows, location, correct quiz answers).' })
  completedActivities!: number;

  @Field(() => Int, { description: 'Consecutive Africa/Lagos days with an action, up to today or yesterday.' })
  currentStreak!: number;

  @Field(() => Int, { description: 'Longest run of consecutive active days.' })
  longestStreak!: number;

  @Field(() => [CivicChallenge], { description: "This week's challenges." })
  activities!: CivicChallenge[];

  @Field(() => [CivicAchievement], { description: 'Every achievement, unlocked or not.' })
  achievements!: CivicAchievement[];

  @Field(() => [CivicActivity], { description: 'The 10 most recent ledger rows.' })
  recentActivity!: CivicActivity[];
}
