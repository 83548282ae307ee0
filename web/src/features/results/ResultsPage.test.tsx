import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_POLL_MS, setSocketStatus } from '../../apollo/socket';
import type { ResultsPortalQuery as ResultsPortalQueryResult } from '../../gql/graphql';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { ResultsPortalQuery } from './useResultsPortal';

const election = {
  __typename: 'Election',
  id: 'e1',
  type: 'GOVERNORSHIP',
  name: 'Lagos Governorship 2027',
  description: 'Sheets from accredited agents.',
  date: '2027-03-11',
  status: 'ONGOING',
  source: 'UPLOADS',
  sourceNote: null,
  replayClock: null,
};

const party = (code: string, color: string, votes: number, percentage: number) => ({
  __typename: 'PartyVotes',
  party: code,
  partyName: `${code} party`,
  candidate: `${code} candidate`,
  color,
  votes,
  percentage,
});

const lagos = (reportingUnits: number, results: ReturnType<typeof party>[]) => ({
  __typename: 'AreaResult',
  code: '24',
  level: 'STATE',
  name: 'Lagos',
  status: 'IN_PROGRESS',
  reportingUnits,
  totalPollingUnits: 13325,
  uploadProgress: Math.round((reportingUnits / 13325) * 10000) / 100,
  reportingLGAs: 1,
  totalLGAs: 20,
  registeredVoters: 900,
  accreditedVoters: 500,
  validVotes: results.reduce((a, r) => a + r.votes, 0),
  voterTurnout: 55.56,
  leadingParty: results[0]?.party ?? null,
  lastUpdated: new Date().toISOString(),
  results,
});

const summary = (resultsUploaded: number, totalValidVotes: number, leadingParty: string | null) => ({
  __typename: 'ElectionSummary',
  electionType: 'GOVERNORSHIP',
  registeredVoters: 7060195,
  voterTurnout: 55.56,
  uploadProgress: Math.round((resultsUploaded / 13325) * 10000) / 100,
  resultsUploaded,
  resultsVerified: 0,
  totalPollingUnits: 13325,
  totalValidVotes,
  leadingParty,
  lastUpdated: new Date().toISOString(),
  election,
  activeElections: [{ __typename: 'ActiveElection', id: 'e1', type: 'GOVERNORSHIP', name: election.name, status: 'ONGOING', uploadProgress: 0.01 }],
});

/** The fixtures carry __typename, as the server sends it; the generated result types leave it out. */
function servePortal(answer: 'ok' | 'fail' | 'empty' = 'ok') {
  const empty = { elections: [], electionSummary: { ...summary(0, 0, null), election: null, activeElections: [] }, stateResults: [], partyAnalysis: [], liveUpdates: [] };
  const full = {
    elections: [{ __typename: 'Election', id: 'e1', type: 'GOVERNORSHIP', name: election.name, status: 'ONGOING', source: 'UPLOADS', date: election.date }],
    electionSummary: summary(1, 290, 'APC'),
    stateResults: [lagos(1, [party('APC', '#E53E3E', 120, 41.38), party('LP', '#38A169', 90, 31.03), party('PDP', '#3182CE', 80, 27.59)])],
    partyAnalysis: [
      { __typename: 'PartyAnalysis', party: 'APC', partyName: 'All Progressives Congress', candidate: 'APC candidate', color: '#E53E3E', totalVotes: 120, percentage: 41.38, statesWon: 1, strongholds: ['Lagos'] },
    ],
    liveUpdates: [{ __typename: 'LiveUpdate', id: '1', type: 'RESULT', message: 'Result uploaded: Ilupeju (24/16/05/001), Lagos.', timestamp: new Date().toISOString() }],
  };
  // The fixtures carry __typename and enum strings as the server sends them; the generated types leave __typename out.
  const data = (answer === 'empty' ? empty : full) as unknown as ResultsPortalQueryResult;
  const requests = { count: 0 };
  server.use(
    graphql.query(ResultsPortalQuery, () =>
      ++requests.count && answer === 'fail'
        ? HttpResponse.json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })
        : HttpResponse.json({ data }),
    ),
  );
  return requests;
}

const card = (label: string) => screen.getByRole('region', { name: label });

describe('results portal', () => {
  it('shows the four cards, party bars and states, and moves them when a results event is pushed, with no request of its own', async () => {
    const requests = servePortal();
    const { subscriptionEvents } = renderApp('/results', { viewer: ada });
    expect(await screen.findByRole('heading', { name: 'Lagos Governorship 2027' })).toBeVisible();
    expect(card('Results Uploaded')).toHaveTextContent('1of 13,325 units');
    expect(card('Total Valid Votes')).toHaveTextContent('290');
    expect(card('Leading Party')).toHaveTextContent('APC');
    expect(within(screen.getByRole('region', { name: 'Votes by party' })).getByLabelText('APC 120 votes')).toBeVisible();

    subscriptionEvents.next({
      data: {
        resultsUpdated: {
          __typename: 'ResultsUpdate',
          electionId: 'e1',
          // As the server sends it: the active election's progress moves too (a cache write the portal must not mistake for a reload).
          summary: { ...summary(2, 480, 'LP'), activeElections: [{ __typename: 'ActiveElection', id: 'e1', type: 'GOVERNORSHIP', name: election.name, status: 'ONGOING', uploadProgress: 0.02 }] },
          states: [lagos(2, [party('LP', '#38A169', 230, 47.92), party('APC', '#E53E3E', 170, 35.42), party('PDP', '#3182CE', 80, 16.67)])],
          partyAnalysis: [
            { __typename: 'PartyAnalysis', party: 'LP', partyName: 'Labour Party', candidate: 'LP candidate', color: '#38A169', totalVotes: 230, percentage: 47.92, statesWon: 1, strongholds: ['Lagos'] },
            { __typename: 'PartyAnalysis', party: 'APC', partyName: 'All Progressives Congress', candidate: 'APC candidate', color: '#E53E3E', totalVotes: 170, percentage: 35.42, statesWon: 0, strongholds: [] },
          ],
        },
      },
    });
    await waitFor(() => expect(card('Total Valid Votes')).toHaveTextContent('480'));
    expect(card('Results Uploaded')).toHaveTextContent('2of 13,325 units');
    expect(card('Leading Party')).toHaveTextContent('LP');
    expect(screen.getByRole('listitem', { name: /Lagos: 0\.0% uploaded, LP leading/ })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Party Analysis' }));
    expect(within(screen.getByRole('article', { name: 'Labour Party' })).getByText(/230 votes/)).toBeVisible();
    expect(requests.count).toBe(1); // the push carried it all: no refetch, no polling while the socket is up
  });

  it('lists live updates and state results on their tabs', async () => {
    servePortal();
    const user = userEvent.setup();
    renderApp('/results', { viewer: ada });
    await screen.findByRole('heading', { name: 'Lagos Governorship 2027' });
    await user.click(screen.getByRole('tab', { name: 'Live Updates' }));
    expect(await screen.findByText('Result uploaded: Ilupeju (24/16/05/001), Lagos.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'State Results' }));
    const state = await screen.findByRole('article', { name: 'Lagos' });
    expect(state).toHaveTextContent('1 of 13,325 units · 1 of 20 LGAs');
    expect(within(state).getByText('In progress')).toBeVisible();
  });

  it("says 'No ... available' when there is nothing, and that loading failed when it did", async () => {
    servePortal('empty');
    const first = renderApp('/results', { viewer: ada });
    expect(await screen.findByText('No election results available')).toBeVisible();
    first.unmount();
    servePortal('fail');
    renderApp('/results', { viewer: ada });
    expect(await screen.findByText('Failed to fetch election summary')).toBeVisible();
    expect(screen.getByText('No election results available')).toBeVisible();
  });
});

describe('results polling', () => {
  afterEach(() => {
    vi.useRealTimers();
    setSocketStatus('idle');
  });

  // The home page's results tab and the portal alike: the socket up means no requests at all.
  for (const [screenName, path, ready] of [
    ['the portal', '/results', () => screen.findByRole('heading', { name: 'Lagos Governorship 2027' })],
    ['the home results tab', '/?tab=results', () => screen.findByRole('region', { name: 'Party performance' })],
  ] as const) {
    it(`${screenName} asks nothing while the socket is up, polls every 30 s only while it is down, and reloads once when it is back`, async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const requests = servePortal();
      renderApp(path, { viewer: ada });
      await ready();
      act(() => setSocketStatus('open'));
      await act(() => vi.advanceTimersByTimeAsync(3 * FALLBACK_POLL_MS));
      expect(requests.count).toBe(1);

      act(() => setSocketStatus('down'));
      await act(() => vi.advanceTimersByTimeAsync(2 * FALLBACK_POLL_MS + 1000));
      await waitFor(() => expect(requests.count).toBe(3));

      act(() => setSocketStatus('open'));
      await waitFor(() => expect(requests.count).toBe(4)); // what was missed while it was down
      await act(() => vi.advanceTimersByTimeAsync(3 * FALLBACK_POLL_MS));
      expect(requests.count).toBe(4);
    });
  }
});
