import type { CoalescedTopic } from '../../shared/coalesced.js';
import { topics, type WatchEventPayload } from '../../shared/pubsub.js';
import type { Place } from './watch.place.js';

/** What moved in an election's watch in one place during one tick: the units (none for a subscriber catching up). */
export type WatchMoved = { electionId: string; puCodes: Set<string> };

/** Whether an event moved anything inside `place`. */
export const touches = (place: Place, event: WatchEventPayload) =>
  place.level === 'national' || event.puCodes.some((code) => code === place.code || code.startsWith(`${place.code}/`));

/**
 * watchUpdated's feed: the units of the place where a report, confirmation, review or reading
 * moved something during the tick. Every subscriber to the same election and place shares it.
 */
export function watchFeed(electionId: string, place: Place): CoalescedTopic<WatchEventPayload, WatchMoved> {
  return {
    key: `watch:${electionId}:${place.code}`,
    topic: topics.watch(electionId),
    fold(moved, event) {
      if (!touches(place, event)) return moved;
      moved ??= { electionId, puCodes: new Set() };
      for (const code of event.puCodes) moved.puCodes.add(code);
      return moved;
    },
    // The summary is read whole each time: a late subscriber needs nothing more.
    everything: () => ({ electionId, puCodes: new Set() }),
  };
}
