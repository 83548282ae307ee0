import { Arg, Args, ArgsType, Ctx, Extensions, Field, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { CACHE_SECONDS, PublicRead } from '../../shared/public-cache.js';
import { badInput, notFound } from '../../shared/errors.js';
import { loadOncePerEvent } from '../../shared/per-event.js';
import { ElectionService, leadingParties } from './election.service.js';
import {
  AreaResult,
  CreateElectionInput,
  Election,
  ElectionStatus,
  ElectionSummary,
  ElectionType,
  LiveUpdate,
  PartyAnalysis,
  PartyVotes,
  PollingUnitResult,
  ResultSheetInput,
  ResultsDrillDown,
  ResultsImport,
  ResultsUpdate,
} from './election.types.js';
import { LIVE_UPDATES_PER_TICK, liveUpdatesFeed, resultsFeed, type LiveUpdatesPosted, type ResultsMoved } from './results.feed.js';

const electionArg = { nullable: true, description: 'A particular election; otherwise the current one of the type.' };
const typeArg = { nullable: true, description: 'Election type; all types when absent.' };

@ArgsType()
class ResultsUpdatedArgs {
  @Field(() => ID, { nullable: true, description: 'The election to follow; otherwise the current one of the type when subscribing.' })
  electionId?: string | null;

  @Field(() => ElectionType, { nullable: true, description: 'Without electionId: follow the current election of this type (any type when absent).' })
  type?: ElectionType | null;

  @Field(() => String, { nullable: true, description: "Only events that move this state (code, e.g. '24')." })
  stateCode?: string | null;
}

/** The election a subscription follows: the one named, or the current one of the type when it starts. */
async function followedElection(context: Context, electionId: string | null | undefined, type?: ElectionType | null): Promise<string> {
  const election = await new ElectionService(context).current(type ?? null, electionId ?? null);
  if (!election) throw notFound(electionId ? 'Election not found' : 'There is no election of this type');
  return election.id;
}

/** Results are public: newsrooms and observers read and subscribe without an account. */
@Resolver()
export class ElectionResolver {
  @PublicRead(CACHE_SECONDS.lists)
  @Query(() => [Election], { description: 'Elections, ongoing first, then the latest.' })
  elections(@Arg('type', () => ElectionType, typeArg) type: ElectionType | null, @Ctx() ctx: Context) {
    return new ElectionService(ctx).elections(type);
  }

  @PublicRead(CACHE_SECONDS.lists)
  @Query(() => Election, { nullable: true, description: 'One election; null if there is none.' })
  election(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return new ElectionService(ctx).election(id);
  }

  @PublicRead(CACHE_SECONDS.liveResults)
  @Query(() => ElectionSummary, { description: 'Banner and cards of the portal for one election.' })
  electionSummary(
    @Arg('type', () => ElectionType, typeArg) type: ElectionType | null,
    @Arg('electionId', () => ID, electionArg) electionId: string | null,
    @Ctx() ctx: Context,
  ) {
    return new ElectionService(ctx).summary(type, electionId);
  }

  @PublicRead(CACHE_SECONDS.liveResults)
  @Query(() => [AreaResult], { description: 'Results per state, in code order; one state by code or name.' })
  stateResults(
    @Arg('type', () => ElectionType, typeArg) type: ElectionType | null,
    @Arg('electionId', () => ID, electionArg) electionId: string | null,
    @Arg('state', () => String, { nullable: true, description: "A state code ('24') or name ('Lagos')." }) state: string | null,
    @Ctx() ctx: Context,
  ) {
    return new ElectionService(ctx).stateResults({ type, electionId, state });
  }

  @PublicRead(CACHE_SECONDS.liveResults)
  @Query(() => ResultsDrillDown, {
    nullable: true,
    description: "Drill-down: 'NG' → states, '24' → its LGAs, '24/16' → its wards, '24/16/05' → its polling units.",
  })
  resultsArea(
    @Arg('electionId', () => ID) electionId: string,
    @Arg('code', () => String, { description: "'NG', '24', '24/16' or '24/16/05'." }) code: string,
    @Ctx() ctx: Context,
  ) {
    return new ElectionService(ctx).drillDown(electionId, code);
  }

  @PublicRead(CACHE_SECONDS.liveResults)
  @Query(() => PollingUnitResult, { nullable: true, description: "A polling unit's current sheet and the sheets it replaced." })
  pollingUnitResult(
    @Arg('electionId', () => ID) electionId: string,
    @Arg('puCode', () => String, { description: "'SS/LL/WW/PPP'." }) puCode: string,
    @Ctx() ctx: Context,
  ) {
    return new ElectionService(ctx).pollingUnitResult(electionId, puCode);
  }

  @PublicRead(CACHE_SECONDS.liveResults)
  @Query(() => [PartyAnalysis], { description: 'Parties by national votes, with states won and strongholds.' })
  partyAnalysis(
    @Arg('type', () => ElectionType, typeArg) type: ElectionType | null,
    @Arg('electionId', () => ID, electionArg) electionId: string | null,
    @Ctx() ctx: Context,
  ) {
    return new ElectionService(ctx).partyAnalysis(type, electionId);
  }

  @PublicRead(CACHE_SECONDS.liveResults)
  @Query(() => [LiveUpdate], { description: 'The latest live updates, newest first.' })
  liveUpdates(
    @Arg('type', () => ElectionType, typeArg) type: ElectionType | null,
    @Arg('electionId', () => ID, electionArg) electionId: string | null,
    @Arg('first', () => Int, { defaultValue: 5, description: 'How many, at most 50.' }) first: number,
    @Ctx() ctx: Context,
  ) {
    return new ElectionService(ctx).liveUpdates({ type, electionId, first });
  }

  @Mutation(() => PollingUnitResult, {
    description:
      "Records a polling unit's result sheet (administrators, and agents accredited for the election). A second sheet " +
      'for the unit replaces the first, which is kept as history. BAD_USER_INPUT, changing nothing, when accredited ' +
      'exceeds registered, votes cast exceed accredited, or the unit or a party is unknown.',
  })
  uploadPollingUnitResult(@Arg('input', () => ResultSheetInput) input: ResultSheetInput, @Ctx() ctx: Context) {
    return new ElectionService(ctx).uploadSheet(input);
  }

  @Mutation(() => ResultsImport, {
    description:
      'Administrators: imports sheets from CSV (header pu_code,registered,accredited,rejected, then one column per party, ' +
      'optionally sheet_url; at most 10,000 rows and 2 MB). Every row or none.',
  })
  importResultsCsv(@Arg('electionId', () => ID) electionId: string, @Arg('csv', () => String) csv: string, @Ctx() ctx: Context) {
    return new ElectionService(ctx).importCsv({ electionId, csv });
  }

  @Mutation(() => PollingUnitResult, { description: "Administrators: confirms a unit's current sheet." })
  verifyPollingUnitResult(@Arg('electionId', () => ID) electionId: string, @Arg('puCode', () => String) puCode: string, @Ctx() ctx: Context) {
    return new ElectionService(ctx).verifySheet({ electionId, puCode });
  }

  @Mutation(() => Election, { description: 'Administrators: a new election taking polling-unit sheets, open (ongoing) at once.' })
  createElection(@Arg('input', () => CreateElectionInput) input: CreateElectionInput, @Ctx() ctx: Context) {
    return new ElectionService(ctx).createElection(input);
  }

  @Mutation(() => Election, { description: 'Administrators: opens or closes an election to sheets.' })
  setElectionStatus(
    @Arg('electionId', () => ID) electionId: string,
    @Arg('status', () => ElectionStatus) status: ElectionStatus,
    @Ctx() ctx: Context,
  ) {
    return new ElectionService(ctx).setStatus(electionId, status);
  }

  @Mutation(() => Boolean, { description: 'Administrators: lets a member upload sheets for the election (in one state, if given).' })
  accreditAgent(
    @Arg('electionId', () => ID) electionId: string,
    @Arg('userId', () => ID) userId: string,
    @Arg('stateCode', () => String, { nullable: true }) stateCode: string | null,
    @Ctx() ctx: Context,
  ) {
    return new ElectionService(ctx).accreditAgent({ electionId, userId, stateCode });
  }

  @Mutation(() => Boolean, { description: "Administrators: ends a member's accreditation; false if there was none." })
  revokeAgent(@Arg('electionId', () => ID) electionId: string, @Arg('userId', () => ID) userId: string, @Ctx() ctx: Context) {
    return new ElectionService(ctx).revokeAgent({ electionId, userId });
  }

  @Mutation(() => LiveUpdate, { description: 'Administrators: posts an announcement to the live updates.' })
  announceResult(@Arg('electionId', () => ID) electionId: string, @Arg('message', () => String) message: string, @Ctx() ctx: Context) {
    return new ElectionService(ctx).announce({ electionId, message });
  }

  @Subscription(() => ResultsUpdate, {
    description:
      'The summary and the states that moved, at most once a tick (LIVE_TICK_MS, 1 s by default) however fast sheets ' +
      'arrive: each message carries the latest figures of what moved since the last (the same for every subscriber). ' +
      'A subscriber whose connection fell behind skips to the newest state: the summary and every state.',
    subscribe: async ({ args, context }: { args: ResultsUpdatedArgs; context: Context }) => {
      const state = args.stateCode ?? null;
      if (state !== null && !/^\d{2}$/.test(state)) throw badInput("A state code looks like '24'", 'stateCode');
      const electionId = await followedElection(context, args.electionId, args.type);
      return context.deps.coalesced.subscribe(resultsFeed(electionId, state));
    },
  })
  @Extensions({ sharedAcrossViewers: true })
  async resultsUpdated(@Root() moved: ResultsMoved, @Args(() => ResultsUpdatedArgs) args: ResultsUpdatedArgs, @Ctx() ctx: Context): Promise<ResultsUpdate> {
    const service = new ElectionService(ctx);
    const state = args.stateCode ?? null;
    const codes = moved.everyState ? (state ? [state] : undefined) : [...moved.stateCodes].sort();
    const [summary, states] = await Promise.all([
      // One read of the summary a tick for every distinct subscription of the feed.
      loadOncePerEvent(moved, 'summary', () => service.summary(null, moved.electionId)),
      codes?.length === 0 ? Promise.resolve([]) : service.stateResults({ electionId: moved.electionId, codes }),
    ]);
    return {
      electionId: moved.electionId,
      summary,
      states,
      // Read only by the subscriptions that select it (the portal's, once a tick for all).
      get partyAnalysis() {
        return service.partyAnalysis(null, moved.electionId);
      },
    };
  }

  @Subscription(() => [LiveUpdate], {
    name: 'liveUpdates',
    description:
      `New live updates of an election, oldest first, at most once a tick (the newest ${LIVE_UPDATES_PER_TICK} of it). ` +
      'A subscriber whose connection fell behind gets the latest ones instead.',
    subscribe: async ({ args, context }: { args: { electionId: string }; context: Context }) => {
      const electionId = await followedElection(context, args.electionId);
      return context.deps.coalesced.subscribe(liveUpdatesFeed(electionId));
    },
  })
  @Extensions({ sharedAcrossViewers: true })
  async liveUpdatesPushed(
    @Root() posted: LiveUpdatesPosted,
    @Arg('electionId', () => ID) _electionId: string,
    @Ctx() ctx: Context,
  ): Promise<LiveUpdate[]> {
    const service = new ElectionService(ctx);
    if (!posted.latest) return service.liveUpdatesByIds(posted.ids);
    return (await service.liveUpdates({ electionId: posted.electionId, first: LIVE_UPDATES_PER_TICK })).reverse();
  }
}

@Resolver(() => AreaResult)
export class AreaResultResolver {
  @FieldResolver(() => [PartyVotes], { description: 'Every party with votes here, most votes first; with `first`, only the leading ones.' })
  results(
    @Root() area: AreaResult,
    @Arg('first', () => Int, { nullable: true, description: 'Only this many parties, from the leader: a tile needs one, a card three.' }) first: number | null,
  ): PartyVotes[] {
    return leadingParties(area.results, first);
  }
}
