import { useQuery, useSubscription } from '@apollo/client/react';
import { NetworkStatus } from '@apollo/client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSocketFallback, useSocketIs } from '../../apollo/useSocketFallback';
import { getFragmentData, graphql } from '../../gql';
import type {
  ElectionType,
  LiveUpdatesPushedSubscription,
  UseResultsPortal_PartyFragment,
  UseResultsPortal_StateFragment,
  UseResultsPortal_SummaryFragment,
} from '../../gql/graphql';

// The portal's summary, states and parties as loaded and as pushed, which replace them: the
// screens' fragments, with what the portal itself reads.
const useResultsPortal_summary = graphql(`
  fragment useResultsPortal_summary on ElectionSummary {
    electionType
    registeredVoters
    election {
      id
      type
      date
      source
    }
    activeElections {
      id
      type
      name
      status
      uploadProgress
    }
    ...SummaryBanner_summary
    ...StatCards_summary
  }
`);

const useResultsPortal_state = graphql(`
  fragment useResultsPortal_state on AreaResult {
    code
    name
    level
    registeredVoters
    accreditedVoters
    validVotes
    leadingParty
    lastUpdated
    ...StateGrid_state
    ...StateCard_state
  }
`);

const useResultsPortal_party = graphql(`
  fragment useResultsPortal_party on PartyAnalysis {
    party
    candidate
    color
    totalVotes
    percentage
    ...PartyCard_party
  }
`);

export const ResultsPortalQuery = graphql(`
  query ResultsPortal($type: ElectionType, $electionId: ID) {
    elections {
      id
      type
      name
      status
      source
      date
    }
    electionSummary(type: $type, electionId: $electionId) {
      ...useResultsPortal_summary
    }
    stateResults(type: $type, electionId: $electionId) {
      ...useResultsPortal_state
    }
    partyAnalysis(type: $type, electionId: $electionId) {
      ...useResultsPortal_party
    }
    liveUpdates(type: $type, electionId: $electionId, first: 5) {
      id
      type
      message
      timestamp
    }
  }
`);

const ResultsUpdatedSubscription = graphql(`
  subscription ResultsUpdated($electionId: ID!) {
    resultsUpdated(electionId: $electionId) {
      electionId
      summary {
        ...useResultsPortal_summary
      }
      states {
        ...useResultsPortal_state
      }
      partyAnalysis {
        ...useResultsPortal_party
      }
    }
  }
`);

const LiveUpdatesSubscription = graphql(`
  subscription LiveUpdatesPushed($electionId: ID!) {
    liveUpdates(electionId: $electionId) {
      id
      type
      message
      timestamp
    }
  }
`);

export const LIVE_UPDATES_SHOWN = 5;

type LiveUpdate = LiveUpdatesPushedSubscription['liveUpdates'][number];
// One empty list: setting it again is no change, so the resets below re-render nothing on mount.
const NO_UPDATES: LiveUpdate[] = [];
type Pushed = {
  electionId: string;
  summary: UseResultsPortal_SummaryFragment;
  states: Map<string, UseResultsPortal_StateFragment>;
  parties: readonly UseResultsPortal_PartyFragment[];
};

/**
 * The portal's data for a type (or one election): loaded once, then kept current by the
 * resultsUpdated and liveUpdates subscriptions (summary, moved states and party analysis at most
 * once a tick). It polls only while the socket is down, and reloads once when it is back.
 */
export function useResultsPortal(type: ElectionType | null, electionId: string | null) {
  const query = useQuery(ResultsPortalQuery, {
    variables: { type, electionId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const data = query.data ?? query.previousData;
  const election = getFragmentData(useResultsPortal_summary, data?.electionSummary)?.election ?? null;
  const [pushed, setPushed] = useState<Pushed | null>(null);
  const [pushedUpdates, setPushedUpdates] = useState<LiveUpdate[]>(NO_UPDATES);
  const refetch = query.refetch;

  // A new election, or the query fetched afresh (polled while the socket was down, or reloaded
  // when it came back), starts from what the query says. Not any change of query.data: each push
  // also writes to the cache (an active election's progress), which must not undo the push.
  const fetchedAt = useRef(query.networkStatus);
  useEffect(() => {
    const before = fetchedAt.current;
    fetchedAt.current = query.networkStatus;
    if (query.networkStatus !== NetworkStatus.ready || before === NetworkStatus.ready) return;
    setPushed(null);
    setPushedUpdates(NO_UPDATES);
  }, [query.networkStatus]);
  useEffect(() => {
    setPushed(null);
    setPushedUpdates(NO_UPDATES);
  }, [election?.id]);

  // Declared results never move: nothing to follow, nothing to poll.
  const subscribed = !!election && election.source !== 'DECLARED';
  useSocketFallback(query, { skip: !subscribed });
  const socketOpen = useSocketIs('open', { when: subscribed });
  useSubscription(ResultsUpdatedSubscription, {
    variables: { electionId: election?.id ?? '' },
    skip: !subscribed,
    onData: ({ data: event }) => {
      const update = event.data?.resultsUpdated;
      if (!update) return;
      setPushed((previous) => {
        const states = new Map(previous?.electionId === update.electionId ? previous.states : []);
        for (const state of getFragmentData(useResultsPortal_state, update.states)) states.set(state.code, state);
        return {
          electionId: update.electionId,
          summary: getFragmentData(useResultsPortal_summary, update.summary),
          states,
          parties: getFragmentData(useResultsPortal_party, update.partyAnalysis),
        };
      });
    },
  });
  useSubscription(LiveUpdatesSubscription, {
    variables: { electionId: election?.id ?? '' },
    skip: !subscribed,
    onData: ({ data: event }) => {
      const added = event.data?.liveUpdates ?? [];
      if (!added.length) return;
      // A socket that fell behind is sent the latest updates again: keep each once.
      setPushedUpdates((previous) => {
        const seen = new Set(previous.map((u) => u.id));
        return [...added.filter((u) => !seen.has(u.id)).reverse(), ...previous].slice(0, LIVE_UPDATES_SHOWN);
      });
    },
  });

  const merged = useMemo(() => {
    if (!data) return null;
    const live = pushed && pushed.electionId === election?.id ? pushed : null;
    const seen = new Set(pushedUpdates.map((u) => u.id));
    return {
      elections: data.elections,
      summary: live?.summary ?? getFragmentData(useResultsPortal_summary, data.electionSummary),
      states: getFragmentData(useResultsPortal_state, data.stateResults).map((state) => live?.states.get(state.code) ?? state),
      parties: live?.parties ?? getFragmentData(useResultsPortal_party, data.partyAnalysis),
      liveUpdates: [...pushedUpdates, ...data.liveUpdates.filter((u) => !seen.has(u.id))].slice(0, LIVE_UPDATES_SHOWN),
    };
  }, [data, pushed, pushedUpdates, election?.id]);

  return { data: merged, error: query.error, loading: query.loading, refetch: () => refetch(), live: subscribed && socketOpen };
}
