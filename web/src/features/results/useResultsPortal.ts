import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AreaResultFieldsFragment, ElectionType, LiveUpdatesPushedSubscription, SummaryFieldsFragment } from '../../gql/graphql';
import { LiveUpdatesSubscription, ResultsPortalQuery, ResultsUpdatedSubscription } from './documents';

/** The spec's refresh when live pushes are not arriving (SPEC §9: summary 30 s). */
export const FALLBACK_POLL_MS = 30_000;
/** Party analysis is not pushed: reload it at most this often while results move. */
const ANALYSIS_REFRESH_MS = 15_000;
export const LIVE_UPDATES_SHOWN = 5;

type LiveUpdate = LiveUpdatesPushedSubscription['liveUpdates'][number];

/**
 * The portal's data for a type (or one election): loaded once, then kept current by the
 * resultsUpdated and liveUpdates subscriptions. Polling every 30 s takes over only when the
 * live connection fails.
 */
export function useResultsPortal(type: ElectionType | null, electionId: string | null) {
  const [liveFailed, setLiveFailed] = useState(false);
  const query = useQuery(ResultsPortalQuery, {
    variables: { type, electionId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    pollInterval: liveFailed ? FALLBACK_POLL_MS : 0,
  });
  const data = query.data ?? query.previousData;
  const election = data?.electionSummary.election ?? null;
  const [pushed, setPushed] = useState<{ electionId: string; summary: SummaryFieldsFragment; states: Map<string, AreaResultFieldsFragment> } | null>(null);
  const [pushedUpdates, setPushedUpdates] = useState<LiveUpdate[]>([]);
  const lastAnalysis = useRef(0);
  const refetch = query.refetch;

  useEffect(() => {
    // A new election (or fresh data from the server) starts from what the query says.
    setPushed(null);
    setPushedUpdates([]);
  }, [election?.id, query.data]);

  const subscribed = !!election && election.source !== 'DECLARED';
  useSubscription(ResultsUpdatedSubscription, {
    variables: { electionId: election?.id ?? '' },
    skip: !subscribed,
    onData: ({ data: event }) => {
      const update = event.data?.resultsUpdated;
      if (!update) return;
      setLiveFailed(false);
      setPushed((previous) => {
        const states = new Map(previous?.electionId === update.electionId ? previous.states : []);
        for (const state of update.states) states.set(state.code, state);
        return { electionId: update.electionId, summary: update.summary, states };
      });
      if (Date.now() - lastAnalysis.current > ANALYSIS_REFRESH_MS) {
        lastAnalysis.current = Date.now();
        void refetch();
      }
    },
    onError: () => setLiveFailed(true),
  });
  useSubscription(LiveUpdatesSubscription, {
    variables: { electionId: election?.id ?? '' },
    skip: !subscribed,
    onData: ({ data: event }) => {
      const added = event.data?.liveUpdates ?? [];
      if (added.length) setPushedUpdates((previous) => [...[...added].reverse(), ...previous].slice(0, LIVE_UPDATES_SHOWN));
    },
    onError: () => setLiveFailed(true),
  });

  const merged = useMemo(() => {
    if (!data) return null;
    const live = pushed && pushed.electionId === election?.id ? pushed : null;
    const seen = new Set(pushedUpdates.map((u) => u.id));
    return {
      elections: data.elections,
      summary: live?.summary ?? data.electionSummary,
      states: data.stateResults.map((state) => live?.states.get(state.code) ?? state),
      parties: data.partyAnalysis,
      liveUpdates: [...pushedUpdates, ...data.liveUpdates.filter((u) => !seen.has(u.id))].slice(0, LIVE_UPDATES_SHOWN),
    };
  }, [data, pushed, pushedUpdates, election?.id]);

  return { data: merged, error: query.error, loading: query.loading, refetch: () => refetch(), live: subscribed && !liveFailed };
}
