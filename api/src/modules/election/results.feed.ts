import type { CoalescedTopic } from '../../shared/coalesced.js';
import { topics, type ElectionEventPayload } from '../../shared/pubsub.js';

/** What moved in an election's results during one tick: the states (or every state, for a subscriber catching up). */
export type ResultsMoved = { electionId: string; stateCodes: Set<string>; everyState: boolean };

/** Live updates posted during one tick (at most the newest LIVE_UPDATES_PER_TICK), or the latest ones for a subscriber catching up. */
export type LiveUpdatesPosted = { electionId: string; ids: string[]; latest: boolean };

/** A tick carries at most this many live updates: the newest (a national upload peak posts hundreds a second). */
export const LIVE_UPDATES_PER_TICK = 10;

/**
 * resultsUpdated's feed: the states whose figures moved in the tick, for the whole election or
 * one state. An announcement alone moves no figures; an event naming no state moves the summary.
 */
export function resultsFeed(electionId: string, stateCode: string | null): CoalescedTopic<ElectionEventPayload, ResultsMoved> {
  return {
    key: `results:${electionId}:${stateCode ?? '*'}`,
    topic: topics.election(electionId),
    fold(moved, event) {
      if (!event.stateCodes.length && event.liveUpdateIds.length) return moved;
      if (stateCode && event.stateCodes.length && !event.stateCodes.includes(stateCode)) return moved;
      moved ??= { electionId, stateCodes: new Set(), everyState: false };
      for (const code of event.stateCodes) if (!stateCode || code === stateCode) moved.stateCodes.add(code);
      return moved;
    },
    everything: () => ({ electionId, stateCodes: new Set(), everyState: true }),
  };
}

/** liveUpdates' feed: the ids posted in the tick, the newest LIVE_UPDATES_PER_TICK of them. */
export function liveUpdatesFeed(electionId: string): CoalescedTopic<ElectionEventPayload, LiveUpdatesPosted> {
  return {
    key: `live-updates:${electionId}`,
    topic: topics.election(electionId),
    fold(posted, event) {
      if (!event.liveUpdateIds.length) return posted;
      posted ??= { electionId, ids: [], latest: false };
      posted.ids.push(...event.liveUpdateIds);
      if (posted.ids.length > LIVE_UPDATES_PER_TICK) posted.ids.splice(0, posted.ids.length - LIVE_UPDATES_PER_TICK);
      return posted;
    },
    everything: () => ({ electionId, ids: [], latest: true }),
  };
}
