import type { EntityManager } from '@mikro-orm/postgresql';
import { topics, type PubSub } from '../../shared/pubsub.js';
import { sqlArray } from '../../shared/sql.js';
import type { Sheet } from '../election/results.ingest.js';
import { withoutZeros } from './consensus.js';
import { chainOf } from './watch.place.js';
import { CATEGORY_LABELS, IncidentCategory } from './watch.types.js';

/** The rule the synthetic set follows, as the replay prints it and docs/open-data.md states it. */
export const SYNTHETIC_RULE =
  'Of the units whose sheet the replay brings in, a seeded draw picks one in 25 for two members’ readings equal to the sheet ' +
  '(crowd-verified), and one in ten of those for a third reading that gives the leading party 1 to 50 votes more (flagged); ' +
  'and one in 40 for an incident report of a drawn category, reported up to an hour before the sheet, with 0 to 4 ' +
  'confirmations by members of the ward (3 or more: corroborated). Every row is marked synthetic and has no member behind it.';

const READINGS_ONE_IN = 25;
const FLAGGED_ONE_IN = 10;
const INCIDENT_ONE_IN = 40;

/** mulberry32: a small seeded generator, so a seed always draws the same set. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Reading = { puCode: string; registered: number; accredited: number; rejected: number; totalValid: number; votes: Record<string, number>; at: Date };
type Incident = { puCode: string; category: IncidentCategory; occurredAt: Date; confirmations: number; wardConfirmations: number };

const CATEGORIES = Object.values(IncidentCategory);

/** A sheet's figures as a member would read them (the replay leaves some empty: they are completed so the sheet adds up). */
function readingOf(sheet: Sheet, votes = sheet.votes): Reading {
  const totalValid = Object.values(votes).reduce((a, b) => a + b, 0);
  const rejected = sheet.rejected ?? 0;
  const accredited = Math.max(sheet.accredited ?? 0, totalValid + rejected);
  return { puCode: sheet.puCode, registered: Math.max(sheet.registered ?? 0, accredited), accredited, rejected, totalValid, votes: withoutZeros(votes), at: sheet.uploadedAt };
}

/**
 * The synthetic watch of a stream of sheets, drawn by SYNTHETIC_RULE: each unit is drawn for
 * once, the first time its sheet comes (a re-upload draws nothing). Keep one per replay.
 */
export function syntheticWatch(seed: number) {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  return (sheets: Sheet[]) => {
    const readings: Reading[] = [];
    const incidents: Incident[] = [];
    for (const sheet of sheets) {
      if (seen.has(sheet.puCode)) continue;
      seen.add(sheet.puCode);
      if (random() * READINGS_ONE_IN < 1 && Object.keys(sheet.votes).length) {
        readings.push(readingOf(sheet), readingOf(sheet));
        if (random() * FLAGGED_ONE_IN < 1) {
          const [leader] = Object.entries(sheet.votes).sort((a, b) => b[1] - a[1])[0];
          readings.push(readingOf(sheet, { ...sheet.votes, [leader]: sheet.votes[leader] + 1 + Math.floor(random() * 50) }));
        }
      }
      if (random() * INCIDENT_ONE_IN < 1) {
        const wardConfirmations = Math.floor(random() * 5);
        incidents.push({
          puCode: sheet.puCode,
          category: CATEGORIES[Math.floor(random() * CATEGORIES.length)],
          occurredAt: new Date(sheet.uploadedAt.getTime() - Math.floor(random() * 3600_000)),
          wardConfirmations,
          confirmations: wardConfirmations + Math.floor(random() * 3),
        });
      }
    }
    return { readings, incidents };
  };
}

const ints = (values: number[]) => `{${values.join(',')}}`;

/** Writes a batch of the synthetic watch and tells the watch's subscribers which units moved. */
export async function recordSynthetic(
  em: EntityManager,
  pubsub: PubSub,
  electionId: string,
  { readings, incidents }: ReturnType<ReturnType<typeof syntheticWatch>>,
): Promise<void> {
  if (!readings.length && !incidents.length) return;
  await em.transactional(async (tx) => {
    if (readings.length) {
      const chains = readings.map((r) => chainOf(r.puCode));
      await tx.execute(
        `insert into watch_sheets (election_id, pu_code, state_code, lga, ward, registered, accredited, rejected, total_valid, votes, synthetic, created_at, updated_at)
         select ?, t.pu, t.state, t.lga, t.ward, t.registered, t.accredited, t.rejected, t.valid, t.votes::jsonb, true, t.at, t.at
         from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::int[], ?::int[], ?::int[], ?::int[], ?::text[], ?::timestamptz[])
           as t(pu, state, lga, ward, registered, accredited, rejected, valid, votes, at)`,
        [
          electionId,
          sqlArray(readings.map((r) => r.puCode)),
          sqlArray(chains.map((c) => c[0])),
          sqlArray(chains.map((c) => c[1])),
          sqlArray(chains.map((c) => c[2])),
          ints(readings.map((r) => r.registered)),
          ints(readings.map((r) => r.accredited)),
          ints(readings.map((r) => r.rejected)),
          ints(readings.map((r) => r.totalValid)),
          sqlArray(readings.map((r) => JSON.stringify(r.votes))),
          sqlArray(readings.map((r) => r.at.toISOString())),
        ],
      );
    }
    if (incidents.length) {
      const chains = incidents.map((i) => chainOf(i.puCode));
      await tx.execute(
        `insert into watch_incidents (election_id, pu_code, state_code, lga, ward, category, description, occurred_at, status,
           confirmations_count, ward_confirmations_count, synthetic, created_at, updated_at)
         select ?, t.pu, t.state, t.lga, t.ward, t.category, t.description, t.at,
           case when t.ward_confirmations >= 3 then 'corroborated' else 'open' end, t.confirmations, t.ward_confirmations, true, t.at, t.at
         from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::timestamptz[], ?::int[], ?::int[])
           as t(pu, state, lga, ward, category, description, at, confirmations, ward_confirmations)`,
        [
          electionId,
          sqlArray(incidents.map((i) => i.puCode)),
          sqlArray(chains.map((c) => c[0])),
          sqlArray(chains.map((c) => c[1])),
          sqlArray(chains.map((c) => c[2])),
          sqlArray(incidents.map((i) => i.category)),
          sqlArray(incidents.map((i) => `[Synthetic] ${CATEGORY_LABELS[i.category]}: replay data, not a real report.`)),
          sqlArray(incidents.map((i) => i.occurredAt.toISOString())),
          ints(incidents.map((i) => i.confirmations)),
          ints(incidents.map((i) => i.wardConfirmations)),
        ],
      );
    }
  });
  const puCodes = [...new Set([...readings.map((r) => r.puCode), ...incidents.map((i) => i.puCode)])];
  await pubsub.publish(topics.watch(electionId), { electionId, puCodes });
}
