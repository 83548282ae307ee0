import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { ConnectionType } from '../../shared/pagination.js';
import { User } from '../user/user.entity.js';
import { EventService } from './event.service.js';

@ObjectType('WardEvent', { description: 'A meeting, rally or town hall in a ward.' })
export class WardEventType {
  @Field(() => ID, { description: 'The event.' })
  id!: string;

  @Field(() => String, { description: 'What it is, at most 120 characters.' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'More about it, at most 1,000 characters.' })
  description!: string | null;

  @Field(() => String, { description: 'Where it happens (a place in the ward), at most 200 characters.' })
  location!: string;

  @Field(() => Date, { description: 'When it starts.' })
  dateTime!: Date;

  @Field(() => String, { description: "The ward's full code, e.g. '24/16/05'." })
  ward!: string;

  @Field(() => String, { nullable: true, description: "The ward's name as INEC spells it." })
  wardName!: string | null;

  @Field(() => User, { description: 'Who added it.' })
  createdBy!: User;

  @Field(() => Date, { description: 'When it was added.' })
  createdAt!: Date;
}

const WardEventConnection = ConnectionType(WardEventType, 'WardEvent', 'Upcoming events of a ward, soonest first (Relay connection).');

@InputType({ description: 'A new event in a ward.' })
class CreateWardEventInput {
  @Field(() => String, { description: 'What it is (1–120 characters).' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'More about it (up to 1,000 characters).' })
  description?: string | null;

  @Field(() => String, { description: 'Where (1–200 characters).' })
  location!: string;

  @Field(() => Date, { description: 'When it starts: in the future, within a year.' })
  dateTime!: Date;

  @Field(() => String, { nullable: true, description: "The ward's full code; default the member's own. Other wards: administrators only." })
  ward?: string | null;
}

@Resolver()
export class EventResolver {
  @Query(() => WardEventConnection, { description: "A ward's upcoming events, soonest first (default the viewer's ward). Signed-in members." })
  upcomingEvents(
    @Arg('ward', () => String, { nullable: true, description: "A ward's full code; default the viewer's ward." }) ward: string | null,
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many, at most 50.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after: string | null,
    @Ctx() ctx: Context,
  ) {
    return new EventService(ctx).upcoming({ ward, first, after });
  }

  @Mutation(() => WardEventType, { description: 'Adds an event to the member’s ward (administrators: any ward). Ten a day.' })
  createWardEvent(@Arg('input', () => CreateWardEventInput) input: CreateWardEventInput, @Ctx() ctx: Context) {
    return new EventService(ctx).create(input);
  }

  @Mutation(() => Boolean, { description: 'Removes an event: its creator or an administrator.' })
  deleteWardEvent(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return new EventService(ctx).remove(id);
  }
}
