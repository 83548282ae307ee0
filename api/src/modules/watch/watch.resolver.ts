import { Arg, Args, ArgsType, Ctx, Extensions, Field, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { notFound } from '../../shared/errors.js';
import { GeoService } from '../geo/geo.service.js';
import { PollingUnit } from '../geo/geo.types.js';
import { User } from '../user/user.entity.js';
import { WatchAreaService } from './area.service.js';
import { IncidentService } from './incident.service.js';
import { watchFeed, type WatchMoved } from './watch.feed.js';
import { watchedElection } from './watch.election.js';
import { findPlace } from './watch.place.js';
import { OpenDataService } from './open-data.service.js';
import { SheetService } from './sheet.service.js';
import {
  CrowdSheetInput,
  CrowdUnit,
  CrowdUnitConnection,
  FlaggedUnit,
  IncidentCategory,
  UnitWatch,
  IncidentDecision,
  IncidentStatus,
  ReportIncidentInput,
  WatchIncident,
  WatchIncidentConnection,
  WatchSummary,
} from './watch.types.js';

const electionArg = () => Arg('electionId', () => ID, { nullable: true, description: 'The election; the one the results portal shows (an ongoing one first) when absent.' });
const placeArg = () =>
  Arg('place', () => String, {
    nullable: true,
    description: "Where: 'NG' (the default), a state '24', an LGA '24/16', a ward '24/16/05' or a polling unit '24/16/05/001'.",
  });
const firstArg = () => Arg('first', () => Int, { nullable: true, description: 'How many, at most 100 (20 when absent).' });
const afterArg = () => Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' });

/** Polling-unit watch: incident reports. Reading is open to everyone; reporters are never public. */
@Resolver(() => WatchIncident)
export class WatchIncidentResolver {
  @Query(() => WatchIncidentConnection, {
    description:
      "An election's incident reports in a place, newest first, by category and status (without a status: all but the dismissed). " +
      'Open to visitors; no reporter is ever named.',
  })
  incidents(
    @electionArg() electionId: string | null,
    @placeArg() place: string | null,
    @Arg('category', () => IncidentCategory, { nullable: true }) category: IncidentCategory | null,
    @Arg('status', () => IncidentStatus, { nullable: true }) status: IncidentStatus | null,
    @firstArg() first: number | null,
    @afterArg() after: string | null,
    @Ctx() ctx: Context,
  ) {
    return new IncidentService(ctx).list({ electionId, place, category, status, first, after });
  }

  @Query(() => WatchIncident, { nullable: true, description: 'One incident report; null when there is none.' })
  incident(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return new IncidentService(ctx).incident(id);
  }

  @Query(() => WatchIncidentConnection, {
    description: 'Moderators and accredited observers: reports awaiting review in every election, corroborated first, then newest. FORBIDDEN otherwise.',
  })
  incidentReviewQueue(@firstArg() first: number | null, @afterArg() after: string | null, @Ctx() ctx: Context) {
    return new IncidentService(ctx).queue({ first, after });
  }

  @Mutation(() => WatchIncident, {
    description:
      'Members: report an incident at a polling unit of an ongoing election (your own or any other). One open report per member, ' +
      'unit, category and election; at most 10 an hour. BAD_USER_INPUT naming the field, changing nothing, for a bad report.',
  })
  reportIncident(@Arg('input', () => ReportIncidentInput) input: ReportIncidentInput, @Ctx() ctx: Context) {
    return new IncidentService(ctx).report(input);
  }

  @Mutation(() => WatchIncident, {
    description:
      'Members: confirm another member’s report ("I see this too"), once. Three members registered in the unit’s ward (the reporter ' +
      'among them when registered there) make it CORROBORATED. Refused for your own report and once it has been reviewed.',
  })
  confirmIncident(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return new IncidentService(ctx).confirm(id);
  }

  @Mutation(() => WatchIncident, {
    description:
      'Moderators and accredited observers: verify or dismiss a report awaiting review, with a reason shown on it (kept in the ' +
      'moderation log). FORBIDDEN for others, and for your own report.',
  })
  reviewIncident(
    @Arg('id', () => ID) id: string,
    @Arg('decision', () => IncidentDecision) decision: IncidentDecision,
    @Arg('reason', () => String, { description: 'Why, 3 to 500 characters.' }) reason: string,
    @Ctx() ctx: Context,
  ) {
    return new IncidentService(ctx).review({ id, decision, reason });
  }

  @FieldResolver(() => PollingUnit, { description: 'The polling unit, with its ward, LGA and state.' })
  pollingUnit(@Root() incident: WatchIncident, @Ctx() ctx: Context) {
    return new GeoService(ctx).places().load(incident.puCode);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer reported it (false for visitors).' })
  viewerIsReporter(@Root() incident: WatchIncident, @Ctx() ctx: Context): boolean {
    return !!ctx.viewer && incident.reporterId === ctx.viewer.id;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer confirmed it (false for visitors).' })
  viewerConfirmed(@Root() incident: WatchIncident, @Ctx() ctx: Context) {
    return new IncidentService(ctx).viewerConfirmed().load(incident.id);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who reported it: moderators and accredited observers only; null for everyone else.' })
  reporter(@Root() incident: WatchIncident, @Ctx() ctx: Context) {
    if (!incident.reporterId || !new IncidentService(ctx).viewerMayReview()) return null;
    return ctx.em.findOne(User, incident.reporterId);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who reviewed it: moderators and accredited observers only; null for everyone else.' })
  reviewedBy(@Root() incident: WatchIncident, @Ctx() ctx: Context) {
    if (!incident.reviewedById || !new IncidentService(ctx).viewerMayReview()) return null;
    return ctx.em.findOne(User, incident.reviewedById);
  }
}

const unitField = () => FieldResolver(() => PollingUnit, { description: 'The polling unit, with its ward, LGA and state.' });

/** Polling-unit watch: members' readings of the result sheets, beside the official ones. */
@Resolver(() => UnitWatch)
export class UnitWatchResolver {
  @Query(() => UnitWatch, {
    description:
      "A polling unit's watch: the official sheet's figures, members' readings of the posted sheet, whether they are crowd-verified " +
      'or flagged (with every figure that differs), and its incident reports. Open to visitors; NOT_FOUND for a unit INEC does not have.',
  })
  unitWatch(
    @Arg('pollingUnit', () => String, { description: "'SS/LL/WW/PPP'." }) pollingUnit: string,
    @electionArg() electionId: string | null,
    @Ctx() ctx: Context,
  ) {
    return new SheetService(ctx).unitWatch({ pollingUnit, electionId });
  }

  @Query(() => [FlaggedUnit], {
    description: 'Units in a place (an LGA, a state, Nigeria…) whose sheets disagree, the widest difference first. Open to visitors.',
  })
  flaggedUnits(@placeArg() place: string | null, @electionArg() electionId: string | null, @firstArg() first: number | null, @Ctx() ctx: Context) {
    return new SheetService(ctx).flaggedUnits({ place, electionId, first });
  }

  @Mutation(() => UnitWatch, {
    description:
      'Members registered at a polling unit: enter the figures of the result sheet posted there (again to correct your own). Checked as ' +
      'official sheets are; BAD_USER_INPUT with the figures named, storing nothing, when votes cast exceed accredited, accredited ' +
      'exceed registered, or the parties do not add up to the total valid. FORBIDDEN for members registered elsewhere.',
  })
  submitResultSheet(@Arg('input', () => CrowdSheetInput) input: CrowdSheetInput, @Ctx() ctx: Context) {
    return new SheetService(ctx).submit(input);
  }

  @unitField()
  pollingUnit(@Root() unit: UnitWatch, @Ctx() ctx: Context) {
    return new GeoService(ctx).places().load(unit.puCode);
  }
}

@Resolver(() => FlaggedUnit)
export class FlaggedUnitResolver {
  @unitField()
  pollingUnit(@Root() unit: FlaggedUnit, @Ctx() ctx: Context) {
    return new GeoService(ctx).places().load(unit.puCode);
  }
}

@ArgsType()
class WatchUpdatedArgs {
  @Field(() => String, { nullable: true, description: "Where: 'NG' (the default), a state, an LGA, a ward or a polling unit, by full code." })
  place?: string | null;

  @Field(() => ID, { nullable: true, description: 'The election; the one the results portal shows (an ongoing one first) when subscribing.' })
  electionId?: string | null;
}

/** Polling-unit watch by area: counts for the map and the list, and their live updates. */
@Resolver(() => WatchSummary)
export class WatchSummaryResolver {
  @Query(() => WatchSummary, {
    nullable: true,
    description:
      "An area's incident reports by status and its units by what members' readings of their sheets say, with the same for each " +
      'area inside it that has any; null when there is no election to watch. Open to visitors.',
  })
  async watchSummary(@placeArg() place: string | null, @electionArg() electionId: string | null, @Ctx() ctx: Context) {
    if (!electionId && !(await watchedElection(ctx))) return null;
    return new WatchAreaService(ctx).summary({ place, electionId });
  }

  @Subscription(() => WatchSummary, {
    description:
      "The area's watch (as watchSummary) when a report, confirmation, review or reading moved anything in it: at most once a tick " +
      '(LIVE_TICK_MS, 1 s by default) however fast they come, the same for every subscriber.',
    subscribe: async ({ args, context }: { args: WatchUpdatedArgs; context: Context }) => {
      const place = await findPlace(context, args.place);
      const election = await watchedElection(context, args.electionId);
      if (!election) throw notFound('There is no election to watch');
      return context.deps.coalesced.subscribe(watchFeed(election.id, place));
    },
  })
  @Extensions({ sharedAcrossViewers: true })
  watchUpdated(@Root() moved: WatchMoved, @Args(() => WatchUpdatedArgs) args: WatchUpdatedArgs, @Ctx() ctx: Context): Promise<WatchSummary> {
    return new WatchAreaService(ctx).summary({ place: args.place, electionId: moved.electionId });
  }
}

/** Open data: units' crowd figures beside the official ones, anonymised. */
@Resolver(() => CrowdUnit)
export class CrowdUnitResolver {
  @Query(() => CrowdUnitConnection, {
    description:
      "Open data: an election's units with members' readings in a place, in unit-code order, each with the most-agreed figures, the " +
      'official sheet and any differences; never who read them. Also as CSV and GeoJSON: GET /api/watch/open-data/{electionId}/crowd-figures.csv.',
  })
  crowdFigures(
    @electionArg() electionId: string | null,
    @placeArg() place: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'How many, at most 500 (100 when absent).' }) first: number | null,
    @afterArg() after: string | null,
    @Ctx() ctx: Context,
  ) {
    return new OpenDataService(ctx).crowdUnits({ electionId, place, first, after });
  }

  @unitField()
  pollingUnit(@Root() unit: CrowdUnit, @Ctx() ctx: Context) {
    return new GeoService(ctx).places().load(unit.puCode);
  }
}
