import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SafeIntResolver } from 'graphql-scalars';

export enum ElectionType {
  PRESIDENTIAL = 'presidential',
  GOVERNORSHIP = 'governorship',
  SENATE = 'senate',
  HOUSE_OF_REPS = 'house_of_reps',
  STATE_ASSEMBLY = 'state_assembly',
}
registerEnumType(ElectionType, { name: 'ElectionType', description: 'The office an election fills.' });

export enum ElectionStatus {
  UPCOMING = 'upcoming',
  ONGOING = 'ongoing',
  CONCLUDED = 'concluded',
}
registerEnumType(ElectionStatus, { name: 'ElectionStatus', description: 'Where an election stands.' });

export enum ResultsSource {
  DECLARED = 'declared',
  UPLOADS = 'uploads',
  REPLAY = 'replay',
}
registerEnumType(ResultsSource, {
  name: 'ResultsSource',
  description: 'Where the figures come from.',
  valuesConfig: {
    DECLARED: { description: "INEC's declared national and state totals; no ward or polling-unit figures." },
    UPLOADS: { description: 'Polling-unit result sheets (EC8A) uploaded here, added up to ward, LGA, state and nation.' },
    REPLAY: {
      description:
        'A replay of the real 2023 upload timeline. The unit figures are the declared state totals spread evenly over the units that uploaded: not real unit results.',
    },
  },
});

export enum AreaLevel {
  NATIONAL = 'national',
  STATE = 'state',
  LGA = 'lga',
  WARD = 'ward',
}
registerEnumType(AreaLevel, { name: 'AreaLevel', description: 'A level of the results drill-down.' });

export enum AreaStatus {
  COMPLETED = 'completed',
  IN_PROGRESS = 'in-progress',
  PENDING = 'pending',
}
registerEnumType(AreaStatus, {
  name: 'AreaStatus',
  description: 'COMPLETED: every unit reported (or declared); IN_PROGRESS: some; PENDING: none yet.',
});

export enum LiveUpdateType {
  RESULT = 'result',
  ANNOUNCEMENT = 'announcement',
  UPDATE = 'update',
}
registerEnumType(LiveUpdateType, { name: 'LiveUpdateType', description: 'What a live update is about.' });

@ObjectType({ description: 'A party on an election ballot, with the colour the results portal draws it in.' })
export class ElectionParty {
  @Field(() => String, { description: "INEC's abbreviation, e.g. 'APC'." })
  abbreviation!: string;

  @Field(() => String, { description: 'Full name.' })
  name!: string;

  @Field(() => String, { description: 'Display colour (hex): APC red, PDP blue, LP green, NNPP orange, … others grey.' })
  color!: string;
}

@ObjectType({ description: "A party's candidate in one election." })
export class Candidate {
  @Field(() => ElectionParty)
  party!: ElectionParty;

  @Field(() => String, { description: "The candidate's name." })
  name!: string;
}

@ObjectType({ description: 'An election: its office, date, status and where its figures come from.' })
export class Election {
  @Field(() => ID)
  id!: string;

  @Field(() => ElectionType)
  type!: ElectionType;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'What the election is, and a label for its data (declared, replay).' })
  description!: string;

  @Field(() => String, { description: 'Polling day, YYYY-MM-DD.' })
  date!: string;

  @Field(() => ElectionStatus)
  status!: ElectionStatus;

  @Field(() => ResultsSource)
  source!: ResultsSource;

  @Field(() => String, { nullable: true, description: 'Where the figures come from, in words (with sources for declared data).' })
  sourceNote!: string | null;

  @Field(() => String, { nullable: true, description: 'For an election in one state (governorship), its code.' })
  stateCode!: string | null;

  @Field(() => Int, { description: 'Polling units in the election’s area.' })
  totalPollingUnits!: number;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Registered voters, where the register figure is known.' })
  registeredVoters!: number | null;

  @Field(() => Date, {
    nullable: true,
    description: 'For a replay: the 2023 moment the replay has reached. Null otherwise.',
  })
  replayClock!: Date | null;

  @Field(() => [Candidate])
  candidates!: Candidate[];
}

@ObjectType({ description: "A party's votes in an area." })
export class PartyVotes {
  @Field(() => String, { description: 'Party abbreviation.' })
  party!: string;

  @Field(() => String, { description: 'Full party name.' })
  partyName!: string;

  @Field(() => String, { nullable: true, description: "The party's candidate in this election." })
  candidate!: string | null;

  @Field(() => String, { description: 'Display colour (hex).' })
  color!: string;

  @Field(() => SafeIntResolver)
  votes!: number;

  @Field(() => Number, { description: 'Share of the valid votes, in percent (0–100, two decimals).' })
  percentage!: number;
}

@ObjectType({ description: 'Results of one area (the nation, a state, an LGA or a ward), kept up to date as sheets arrive.' })
export class AreaResult {
  @Field(() => String, { description: "'NG', or the area's code with its whole chain: '24', '24/16', '24/16/05'." })
  code!: string;

  @Field(() => AreaLevel)
  level!: AreaLevel;

  @Field(() => String, { description: 'Name, title-cased.' })
  name!: string;

  @Field(() => AreaStatus)
  status!: AreaStatus;

  @Field(() => Int, { description: 'Polling units whose result sheet is in (for declared data: sheets uploaded to the portal).' })
  reportingUnits!: number;

  @Field(() => Int, { description: 'Polling units in the area.' })
  totalPollingUnits!: number;

  @Field(() => Number, { description: 'reportingUnits over totalPollingUnits, in percent.' })
  uploadProgress!: number;

  @Field(() => Int, { nullable: true, description: 'For a state: LGAs with at least one unit reported (null for declared data).' })
  reportingLGAs!: number | null;

  @Field(() => Int, { nullable: true, description: 'For a state: its LGAs.' })
  totalLGAs!: number | null;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Registered voters (the register for declared data; the sheets’ figures otherwise).' })
  registeredVoters!: number | null;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Accredited voters; null when not known.' })
  accreditedVoters!: number | null;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Rejected ballots; null when not known.' })
  rejectedVotes!: number | null;

  @Field(() => SafeIntResolver, { description: 'Valid votes.' })
  validVotes!: number;

  @Field(() => Number, { nullable: true, description: 'Accredited over registered, in percent, where both are known.' })
  voterTurnout!: number | null;

  /** Every party with votes here, most votes first (the field: AreaResultResolver.results). */
  results!: PartyVotes[];

  @Field(() => String, { nullable: true, description: 'The party with the most votes; null before any.' })
  leadingParty!: string | null;

  @Field(() => Date, { nullable: true })
  lastUpdated!: Date | null;
}

@ObjectType({ description: 'An election in the summary’s list of active elections.' })
export class ActiveElection {
  @Field(() => ID)
  id!: string;

  @Field(() => ElectionType)
  type!: ElectionType;

  @Field(() => String)
  name!: string;

  @Field(() => ElectionStatus)
  status!: ElectionStatus;

  @Field(() => Number, { description: 'Percent of polling units reported.' })
  uploadProgress!: number;
}

@ObjectType({ description: 'The portal’s banner and four cards for one election.' })
export class ElectionSummary {
  @Field(() => Election, { nullable: true, description: 'The election summarised; null when there is none of the type.' })
  election!: Election | null;

  @Field(() => ElectionType, { nullable: true })
  electionType!: ElectionType | null;

  @Field(() => SafeIntResolver, { nullable: true })
  registeredVoters!: number | null;

  @Field(() => Number, { nullable: true, description: 'Percent; null when not known.' })
  voterTurnout!: number | null;

  @Field(() => Number, { description: 'Percent of polling units reported.' })
  uploadProgress!: number;

  @Field(() => Int)
  resultsUploaded!: number;

  @Field(() => Int, { nullable: true, description: 'Sheets an administrator verified; null for declared data, which tracks none.' })
  resultsVerified!: number | null;

  @Field(() => Int)
  totalPollingUnits!: number;

  @Field(() => SafeIntResolver)
  totalValidVotes!: number;

  @Field(() => String, { nullable: true })
  leadingParty!: string | null;

  @Field(() => Date, { nullable: true })
  lastUpdated!: Date | null;

  @Field(() => [ActiveElection], { description: 'Every ongoing election (with the one summarised).' })
  activeElections!: ActiveElection[];
}

@ObjectType({ description: "A party's performance across the states." })
export class PartyAnalysis {
  @Field(() => String)
  party!: string;

  @Field(() => String)
  partyName!: string;

  @Field(() => String, { nullable: true })
  candidate!: string | null;

  @Field(() => String)
  color!: string;

  @Field(() => SafeIntResolver)
  totalVotes!: number;

  @Field(() => Number, { description: 'Share of the national valid votes, percent.' })
  percentage!: number;

  @Field(() => Int, { description: 'States where the party has the most votes.' })
  statesWon!: number;

  @Field(() => [String], { description: 'The states it won, by its share of the state’s votes, strongest first.' })
  strongholds!: string[];
}

@ObjectType({ description: 'A line in the live updates feed.' })
export class LiveUpdate {
  @Field(() => ID)
  id!: string;

  @Field(() => LiveUpdateType)
  type!: LiveUpdateType;

  @Field(() => String)
  message!: string;

  @Field(() => Date)
  timestamp!: Date;
}

@ObjectType({ description: 'One result sheet as received (the current one, or an earlier one it replaced).' })
export class ResultSheet {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { nullable: true })
  registered!: number | null;

  @Field(() => Int, { nullable: true })
  accredited!: number | null;

  @Field(() => Int, { nullable: true })
  rejected!: number | null;

  @Field(() => Int)
  validVotes!: number;

  @Field(() => [PartyVotes])
  results!: PartyVotes[];

  @Field(() => String, { nullable: true, description: 'The uploaded sheet image; null when not in our data.' })
  sheetUrl!: string | null;

  @Field(() => Date)
  uploadedAt!: Date;

  @Field(() => String, { description: 'agent, admin, csv or replay.' })
  source!: string;

  @Field(() => Date, { nullable: true, description: 'When a later sheet replaced this one.' })
  replacedAt!: Date | null;
}

@ObjectType({ description: "A polling unit's result: its current sheet and the sheets it replaced." })
export class PollingUnitResult {
  @Field(() => String, { description: "'SS/LL/WW/PPP'." })
  puCode!: string;

  @Field(() => String, { description: 'Unit name, title-cased.' })
  name!: string;

  @Field(() => ResultSheet, { nullable: true, description: 'The sheet that counts; null before any upload.' })
  current!: ResultSheet | null;

  @Field(() => Boolean)
  verified!: boolean;

  @Field(() => [ResultSheet], { description: 'Earlier sheets, newest first.' })
  history!: ResultSheet[];
}

@ObjectType({ description: 'One step of the drill-down: an area, the areas inside it, and (for a ward) its units.' })
export class ResultsDrillDown {
  @Field(() => AreaResult)
  area!: AreaResult;

  @Field(() => [AreaResult], { description: 'States of the nation, LGAs of a state, wards of an LGA; empty for a ward.' })
  children!: AreaResult[];

  @Field(() => [PollingUnitResult], { description: "For a ward: its polling units and their current sheets." })
  pollingUnits!: PollingUnitResult[];
}

@ObjectType({ description: 'What a results subscription receives when sheets arrive: the new summary and the states that moved.' })
export class ResultsUpdate {
  @Field(() => ID)
  electionId!: string;

  @Field(() => ElectionSummary)
  summary!: ElectionSummary;

  @Field(() => [AreaResult], { description: 'The states whose results changed (only the subscribed state, if one was given).' })
  states!: AreaResult[];

  @Field(() => [PartyAnalysis], { description: 'Parties by national votes, with states won and strongholds, as they stand now (read only when asked for).' })
  partyAnalysis!: PartyAnalysis[] | Promise<PartyAnalysis[]>;
}

@InputType({ description: "A party's votes on a sheet." })
export class PartyVotesInput {
  @Field(() => String, { description: 'Party abbreviation, one of the election’s candidates.' })
  party!: string;

  @Field(() => Int)
  votes!: number;
}

@InputType({ description: "A polling unit's result sheet (EC8A)." })
export class ResultSheetInput {
  @Field(() => ID)
  electionId!: string;

  @Field(() => String, { description: "'SS/LL/WW/PPP'." })
  puCode!: string;

  @Field(() => Int, { description: 'Registered voters at the unit.' })
  registered!: number;

  @Field(() => Int, { description: 'Accredited voters: at most the registered.' })
  accredited!: number;

  @Field(() => Int, { description: 'Rejected ballots. Valid votes and rejected together are at most the accredited.' })
  rejected!: number;

  @Field(() => [PartyVotesInput], { description: 'Votes per party (a party left out had none).' })
  votes!: PartyVotesInput[];

  @Field(() => String, { nullable: true, description: 'The sheet image, uploaded first through /api/upload/post.' })
  sheetUrl?: string | null;
}

@InputType({ description: 'A new election, with its candidates.' })
export class CreateElectionInput {
  @Field(() => ElectionType)
  type!: ElectionType;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { description: 'Polling day, YYYY-MM-DD.' })
  date!: string;

  @Field(() => String, { nullable: true, description: 'For an election in one state: its code.' })
  stateCode?: string | null;

  @Field(() => [CandidateInput])
  candidates!: CandidateInput[];
}

@InputType({ description: 'A candidate of a new election.' })
export class CandidateInput {
  @Field(() => String)
  party!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType({ description: 'What a CSV import did.' })
export class ResultsImport {
  @Field(() => Int, { description: 'Sheets recorded (new units and re-uploads).' })
  imported!: number;

  @Field(() => Int, { description: 'Of those, units that had a sheet already and were replaced.' })
  replaced!: number;
}
