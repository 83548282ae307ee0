import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType } from '../../shared/pagination.js';
import { PartyVotesInput } from '../election/election.types.js';
import { CrowdStatus } from './consensus.js';

/** What happened at a polling unit (the order members pick from). */
export enum IncidentCategory {
  VIOLENCE = 'violence',
  VOTE_BUYING = 'vote_buying',
  MATERIALS = 'materials',
  BVAS_FAILURE = 'bvas_failure',
  RESULT_NOT_POSTED = 'result_not_posted',
  UNDERAGE_OR_MULTIPLE_VOTING = 'underage_or_multiple_voting',
  BALLOT_SNATCHING = 'ballot_snatching',
  OTHER = 'other',
}

export const CATEGORY_LABELS: Record<IncidentCategory, string> = {
  [IncidentCategory.VIOLENCE]: 'Violence or intimidation',
  [IncidentCategory.VOTE_BUYING]: 'Vote buying',
  [IncidentCategory.MATERIALS]: 'Late or missing materials',
  [IncidentCategory.BVAS_FAILURE]: 'BVAS failure',
  [IncidentCategory.RESULT_NOT_POSTED]: 'Result not posted at the unit',
  [IncidentCategory.UNDERAGE_OR_MULTIPLE_VOTING]: 'Underage or multiple voting',
  [IncidentCategory.BALLOT_SNATCHING]: 'Ballot snatching',
  [IncidentCategory.OTHER]: 'Other',
};

registerEnumType(IncidentCategory, {
  name: 'IncidentCategory',
  description: 'What happened at a polling unit.',
  valuesConfig: Object.fromEntries(
    Object.entries(IncidentCategory).map(([key, value]) => [key, { description: `${CATEGORY_LABELS[value]}.` }]),
  ),
});

export enum IncidentStatus {
  OPEN = 'open',
  CORROBORATED = 'corroborated',
  VERIFIED = 'verified',
  DISMISSED = 'dismissed',
}
registerEnumType(IncidentStatus, {
  name: 'IncidentStatus',
  description: 'Where an incident report stands.',
  valuesConfig: {
    OPEN: { description: 'Reported; not yet corroborated or reviewed.' },
    CORROBORATED: {
      description: 'Three members registered in the unit’s ward stand behind it (the reporter among them when registered there); awaiting review.',
    },
    VERIFIED: { description: 'A moderator or accredited observer verified it, with a reason.' },
    DISMISSED: { description: 'A moderator or accredited observer dismissed it, with a reason.' },
  },
});

/** Awaiting review: a member has at most one such report per unit, category and election. */
export const UNREVIEWED: readonly IncidentStatus[] = [IncidentStatus.OPEN, IncidentStatus.CORROBORATED];

/** Members registered in the ward who must stand behind a report for it to be corroborated. */
export const CORROBORATION_THRESHOLD = 3;

export enum IncidentDecision {
  VERIFIED = 'verified',
  DISMISSED = 'dismissed',
}
registerEnumType(IncidentDecision, { name: 'IncidentDecision', description: 'What a reviewer decides about an incident report.' });

@ObjectType('WatchIncident', {
  description:
    'An incident a member reported at a polling unit during an election. Who reported it is never public: everyone sees ' +
    'counts; moderators and accredited observers see the reporter.',
})
export class WatchIncident {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: 'The election it was reported in.' })
  electionId!: string;

  @Field(() => String, { description: "The polling unit's code, 'SS/LL/WW/PPP'." })
  puCode!: string;

  @Field(() => IncidentCategory)
  category!: IncidentCategory;

  @Field(() => String, { description: "The category in words, e.g. 'Vote buying'." })
  categoryLabel!: string;

  @Field(() => String, { description: 'What happened, as the reporter wrote it (1–1,000 characters).' })
  description!: string;

  @Field(() => Date, { description: 'When it happened, as the reporter says.' })
  occurredAt!: Date;

  @Field(() => Date, { description: 'When it was reported.' })
  reportedAt!: Date;

  @Field(() => String, { nullable: true, description: 'A photo, re-encoded without EXIF or GPS.' })
  photoUrl!: string | null;

  @Field(() => IncidentStatus)
  status!: IncidentStatus;

  @Field(() => Int, { description: 'Members other than the reporter who confirmed it ("I see this too").' })
  confirmations!: number;

  @Field(() => Int, {
    description: 'Members registered in the unit’s ward who stand behind it: the reporter when registered there, and each confirming member registered there.',
  })
  wardSupport!: number;

  @Field(() => Int, { description: 'The ward support at which a report is corroborated (3).' })
  supportNeeded!: number;

  @Field(() => String, { nullable: true, description: 'Why a reviewer verified or dismissed it.' })
  reviewReason!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was reviewed.' })
  reviewedAt!: Date | null;

  @Field(() => Boolean, { description: 'Part of the replay’s clearly labelled synthetic set, not a member’s report.' })
  synthetic!: boolean;

  /** Never a field: resolved to `reporter` for reviewers only, and to viewerIsReporter. */
  reporterId!: string | null;
  reviewedById!: string | null;
}

export const WatchIncidentConnection = ConnectionType(WatchIncident, 'WatchIncident', 'Incident reports, newest first (Relay connection).');

@InputType({ description: 'An incident at a polling unit, reported by a member.' })
export class ReportIncidentInput {
  @Field(() => ID, { nullable: true, description: 'The election; the ongoing one when absent.' })
  electionId?: string | null;

  @Field(() => String, { description: "The polling unit, 'SS/LL/WW/PPP': the member's own, or one found with the place search." })
  pollingUnit!: string;

  @Field(() => IncidentCategory)
  category!: IncidentCategory;

  @Field(() => String, { description: 'What happened (trimmed; 1–1,000 characters).' })
  description!: string;

  @Field(() => Date, { nullable: true, description: 'When it happened: not in the future, within the last 7 days. Now when absent.' })
  occurredAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'A photo, uploaded first through /api/upload/post (re-encoded, without EXIF or GPS).' })
  photoUrl?: string | null;
}

export { CrowdStatus };
registerEnumType(CrowdStatus, {
  name: 'CrowdStatus',
  description: 'What members’ readings of a unit’s result sheet say.',
  valuesConfig: {
    NONE: { description: 'No member has entered the unit’s figures.' },
    PENDING: { description: 'One reading so far (or several that agree but fewer than two members), agreeing with the official sheet if any.' },
    VERIFIED: { description: 'Crowd-verified: two or more members registered at the unit read the same figures, and nothing disagrees.' },
    FLAGGED: { description: 'Readings differ from each other, or from the official (agent’s or administrator’s) sheet: see the differences.' },
  },
});

export enum FigureSource {
  CROWD = 'crowd',
  OFFICIAL = 'official',
}
registerEnumType(FigureSource, { name: 'FigureSource', description: 'Who gives a figure: members’ readings, or the official sheet in the results.' });

@ObjectType({ description: "A party's votes on a sheet." })
export class WatchPartyVotes {
  @Field(() => String, { description: 'Party abbreviation.' })
  party!: string;

  @Field(() => Int)
  votes!: number;
}

@ObjectType({ description: 'The figures of a result sheet as members read them.' })
export class WatchFigures {
  @Field(() => Int, { nullable: true })
  registered!: number | null;

  @Field(() => Int, { nullable: true })
  accredited!: number | null;

  @Field(() => Int, { nullable: true })
  rejected!: number | null;

  @Field(() => Int, { description: 'Total valid votes: the parties’ votes added up.' })
  totalValid!: number;

  @Field(() => [WatchPartyVotes], { description: 'Each party with votes, most first.' })
  votes!: WatchPartyVotes[];
}

@ObjectType({ description: 'Identical readings of a unit’s sheet, counted together (never who read them).' })
export class CrowdReading {
  @Field(() => WatchFigures)
  figures!: WatchFigures;

  @Field(() => Int, { description: 'How many members read exactly these figures.' })
  submissions!: number;

  @Field(() => Boolean, { description: 'Whether the viewer’s own reading is one of them.' })
  viewerSubmitted!: boolean;

  @Field(() => [String], { description: 'Photos of the posted sheet sent with these readings (re-encoded, without EXIF or GPS), at most three.' })
  photoUrls!: string[];
}

@ObjectType({ description: 'One value of a figure, and who gives it.' })
export class FigureValue {
  @Field(() => FigureSource)
  source!: FigureSource;

  @Field(() => Int)
  value!: number;

  @Field(() => Int, { nullable: true, description: 'For members’ readings: how many read this value.' })
  submissions!: number | null;

  @Field(() => String, { nullable: true, description: "For the official sheet: where it came from ('agent', 'admin', 'csv', 'replay')." })
  sheetSource!: string | null;
}

@ObjectType({ description: 'A figure the sheets disagree on, with every value given.' })
export class FigureDifference {
  @Field(() => String, { description: "'registered', 'accredited', 'rejected', 'totalValid', or a party's abbreviation." })
  figure!: string;

  @Field(() => String, { description: "The figure in words, e.g. 'Accredited voters' or 'APC votes'." })
  label!: string;

  @Field(() => [FigureValue], { description: 'The members’ values, most agreed first, then the official one.' })
  values!: FigureValue[];

  @Field(() => Int, { description: 'The largest value less the smallest.' })
  gap!: number;
}

@ObjectType({ description: 'Incident reports at a place, by where they stand.' })
export class IncidentCounts {
  @Field(() => Int, { description: 'All but the dismissed.' })
  total!: number;

  @Field(() => Int)
  open!: number;

  @Field(() => Int)
  corroborated!: number;

  @Field(() => Int)
  verified!: number;

  @Field(() => Int)
  dismissed!: number;
}

@ObjectType({ description: "A polling unit's watch: the official sheet, members' readings of it, the verdict and the differences." })
export class UnitWatch {
  @Field(() => String, { description: "'SS/LL/WW/PPP'." })
  puCode!: string;

  @Field(() => ID)
  electionId!: string;

  @Field(() => CrowdStatus)
  crowdStatus!: CrowdStatus;

  @Field(() => Int, { description: 'Members’ readings of the sheet.' })
  submissions!: number;

  @Field(() => Int, { description: 'The most members who read the same figures.' })
  agreeing!: number;

  @Field(() => WatchFigures, { nullable: true, description: 'The figures most members read; null without readings.' })
  crowd!: WatchFigures | null;

  @Field(() => [CrowdReading], { description: 'Every distinct reading, most agreed first.' })
  readings!: CrowdReading[];

  @Field(() => WatchFigures, { nullable: true, description: 'The official sheet’s figures (an agent’s or administrator’s upload); null before any.' })
  official!: WatchFigures | null;

  @Field(() => String, { nullable: true, description: "Where the official sheet came from ('agent', 'admin', 'csv', 'replay')." })
  officialSource!: string | null;

  @Field(() => [FigureDifference], { description: 'Figures the readings and the official sheet disagree on, widest gap first.' })
  differences!: FigureDifference[];

  @Field(() => Int, { description: 'The widest gap among the differences (0 when none).' })
  largestGap!: number;

  @Field(() => IncidentCounts, { description: 'Incident reports at the unit.' })
  incidents!: IncidentCounts;

  @Field(() => Boolean, { description: 'Whether the viewer may enter this unit’s figures (a member registered at it, the election ongoing).' })
  viewerCanSubmit!: boolean;

  @Field(() => WatchFigures, { nullable: true, description: 'The viewer’s own reading, if any.' })
  viewerReading!: WatchFigures | null;
}

@ObjectType({ description: 'A unit whose sheets disagree: its differences, widest first.' })
export class FlaggedUnit {
  @Field(() => String)
  puCode!: string;

  @Field(() => Int)
  submissions!: number;

  @Field(() => Int)
  agreeing!: number;

  @Field(() => String, { nullable: true, description: 'Where the official sheet came from; null when only members’ readings disagree.' })
  officialSource!: string | null;

  @Field(() => [FigureDifference])
  differences!: FigureDifference[];

  @Field(() => Int)
  largestGap!: number;
}

@InputType({ description: "Members: the figures on the result sheet posted at your own polling unit (EC8A), as you read them." })
export class CrowdSheetInput {
  @Field(() => ID, { nullable: true, description: 'The election; the ongoing one when absent.' })
  electionId?: string | null;

  @Field(() => String, { description: "Your polling unit, 'SS/LL/WW/PPP'." })
  pollingUnit!: string;

  @Field(() => Int, { description: 'Registered voters.' })
  registered!: number;

  @Field(() => Int, { description: 'Accredited voters: at most the registered.' })
  accredited!: number;

  @Field(() => Int, { description: 'Rejected votes.' })
  rejected!: number;

  @Field(() => Int, { description: 'Total valid votes: the parties’ votes added up; with the rejected, at most the accredited.' })
  totalValid!: number;

  @Field(() => [PartyVotesInput], { description: 'Votes per party (a party left out had none).' })
  votes!: PartyVotesInput[];

  @Field(() => String, { nullable: true, description: 'A photo of the posted sheet, uploaded first through /api/upload/post.' })
  photoUrl?: string | null;
}

@ObjectType({ description: 'What the watch counts in one area: incident reports, and units by what members’ readings of their sheets say.' })
export class WatchArea {
  @Field(() => String, { description: "'NG', or the area's full code: '24', '24/16', '24/16/05', '24/16/05/001'." })
  code!: string;

  @Field(() => String, { description: "'national', 'state', 'lga', 'ward' or 'unit'." })
  level!: string;

  @Field(() => String, { description: 'Its name, title-cased.' })
  name!: string;

  @Field(() => Float, { nullable: true, description: 'Roughly its middle (approximate), for the map; null where nothing in it is placed.' })
  latitude!: number | null;

  @Field(() => Float, { nullable: true })
  longitude!: number | null;

  @Field(() => IncidentCounts)
  incidents!: IncidentCounts;

  @Field(() => Int, { description: 'Units with at least one member’s reading of their sheet.' })
  crowdUnits!: number;

  @Field(() => Int, { description: 'Of those, crowd-verified units.' })
  verifiedUnits!: number;

  @Field(() => Int, { description: 'Of those, flagged units (readings disagree with each other or with the official sheet).' })
  flaggedUnits!: number;
}

@ObjectType({ description: 'An area by code and name, for a trail of places.' })
export class WatchPlace {
  @Field(() => String)
  code!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType({ description: 'An area’s watch and the areas inside it that have any (states of Nigeria, LGAs of a state, wards of an LGA, units of a ward).' })
export class WatchSummary {
  @Field(() => ID)
  electionId!: string;

  @Field(() => [WatchPlace], { description: "The areas it is in, Nigeria first (empty for Nigeria): the drill-down's way back." })
  trail!: WatchPlace[];

  @Field(() => WatchArea)
  area!: WatchArea;

  @Field(() => [WatchArea], { description: 'Areas inside it with reports or readings, most flagged units and reports first.' })
  children!: WatchArea[];
}

@ObjectType({ description: "A polling unit's crowd figures, for open data: members' most-agreed reading beside the official sheet, never who read it." })
export class CrowdUnit {
  @Field(() => String)
  puCode!: string;

  @Field(() => CrowdStatus)
  crowdStatus!: CrowdStatus;

  @Field(() => Int)
  submissions!: number;

  @Field(() => Int)
  agreeing!: number;

  @Field(() => WatchFigures, { nullable: true, description: 'The figures most members read.' })
  crowd!: WatchFigures | null;

  @Field(() => WatchFigures, { nullable: true, description: 'The official sheet, when there is one.' })
  official!: WatchFigures | null;

  @Field(() => String, { nullable: true })
  officialSource!: string | null;

  @Field(() => [FigureDifference])
  differences!: FigureDifference[];

  @Field(() => Int)
  largestGap!: number;
}

export const CrowdUnitConnection = ConnectionType(CrowdUnit, 'CrowdUnit', "Units with members' readings, in unit-code order (Relay connection).");
