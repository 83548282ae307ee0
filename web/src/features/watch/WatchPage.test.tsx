import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const counts = (total: number, corroborated = 0, verified = 0) => ({ __typename: 'IncidentCounts', total, open: total - corroborated - verified, corroborated, verified });

const area = (code: string, level: string, name: string, reports: number, flagged = 0, verified = 0) => ({
  __typename: 'WatchArea',
  code,
  level,
  name,
  latitude: 6.55,
  longitude: 3.36,
  crowdUnits: flagged,
  verifiedUnits: 0,
  flaggedUnits: flagged,
  incidents: counts(reports, 0, verified),
});

const summary = (unitReports: number, verified = 0) => ({
  __typename: 'WatchSummary',
  electionId: 'e1',
  trail: [
    { __typename: 'WatchPlace', code: 'NG', name: 'Nigeria' },
    { __typename: 'WatchPlace', code: '24', name: 'Lagos' },
    { __typename: 'WatchPlace', code: '24/16', name: 'Mushin' },
  ],
  area: area('24/16/05', 'ward', 'Ilupeju', unitReports + 1, 0, verified),
  children: [area('24/16/05/002', 'unit', 'Idi-Oro Market', 1), area('24/16/05/001', 'unit', '10, Ogunji St.', unitReports, 0, verified)],
});

const incident = {
  __typename: 'WatchIncident',
  id: 'i1',
  puCode: '24/16/05/001',
  category: 'VOTE_BUYING',
  categoryLabel: 'Vote buying',
  description: 'Cash handed out by the queue',
  occurredAt: '2027-03-13T10:00:00.000Z',
  reportedAt: '2027-03-13T10:05:00.000Z',
  photoUrl: null,
  status: 'OPEN',
  confirmations: 1,
  wardSupport: 2,
  supportNeeded: 3,
  reviewReason: null,
  synthetic: false,
  viewerIsReporter: false,
  viewerConfirmed: false,
  pollingUnit: {
    __typename: 'PollingUnit',
    puCode: '24/16/05/001',
    displayName: '10, Ogunji St.',
    ward: { __typename: 'Ward', fullCode: '24/16/05', displayName: 'Ilupeju' },
  },
};

const afterConfirming = { ...incident, confirmations: 2, wardSupport: 3, status: 'CORROBORATED', viewerConfirmed: true };

function serveWatch(me: Record<string, unknown> | null) {
  const confirmed: string[] = [];
  server.use(
    graphql.query('WatchPage', () =>
      HttpResponse.json({
        data: {
          me,
          electionSummary: {
            __typename: 'ElectionSummary',
            election: { __typename: 'Election', id: 'e1', name: 'Lagos Governorship 2027', status: 'ONGOING', source: 'UPLOADS', candidates: [] },
          },
          watchSummary: summary(1),
        },
      }),
    ),
    graphql.query('Incidents', () =>
      HttpResponse.json({
        data: {
          incidents: {
            __typename: 'WatchIncidentConnection',
            edges: [{ __typename: 'WatchIncidentEdge', node: confirmed.length ? afterConfirming : incident }],
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          },
        },
      }),
    ),
    graphql.query('FlaggedUnits', () => HttpResponse.json({ data: { flaggedUnits: [] } })),
    graphql.query('UnitWatch', () => HttpResponse.json({ errors: [{ message: 'not needed here' }] })),
    graphql.mutation('ConfirmIncident', ({ variables }) => {
      confirmed.push(variables.id as string);
      return HttpResponse.json({ data: { confirmIncident: afterConfirming } });
    }),
  );
  return confirmed;
}

const member = { __typename: 'User', id: ada.id, role: 'USER', isAdmin: false, state: '24', lga: '24/16', ward: '24/16/05', pollingUnit: '24/16/05/001' };

describe('the polling-unit watch', () => {
  it('shows a ward’s units with the member’s own first, and its reports by count, never by reporter', async () => {
    serveWatch(member);
    renderApp('/watch?place=24/16/05', { viewer: ada });
    const ward = await screen.findByRole('region', { name: 'Watch in Ilupeju' }, { timeout: 10_000 });
    expect(within(ward).getByRole('navigation', { name: 'Where you are' })).toHaveTextContent('Nigeria›Lagos›Mushin›Ilupeju');
    const units = within(ward).getAllByRole('listitem');
    expect(units.map((u) => u.getAttribute('aria-label'))).toEqual(['10, Ogunji St.', 'Idi-Oro Market']);
    expect(units[0]).toHaveTextContent('Your unit');
    const report = await screen.findByRole('article', { name: 'Vote buying at 10, Ogunji St.' });
    expect(report).toHaveTextContent('2 of 3 ward members stand behind it · 1 confirmation');
    expect(report).not.toHaveTextContent(/reported by/);
    const openData = screen.getByRole('region', { name: 'Open data' });
    expect(within(openData).getByRole('link', { name: 'Crowd figures (CSV)' })).toHaveAttribute('href', '/api/watch/open-data/e1/crowd-figures.csv');
  });

  it('confirms a report with "I see this too", once', async () => {
    const confirmed = serveWatch(member);
    const user = userEvent.setup();
    renderApp('/watch?place=24/16/05', { viewer: ada });
    const report = await screen.findByRole('article', { name: 'Vote buying at 10, Ogunji St.' }, { timeout: 10_000 });
    await user.click(within(report).getByRole('button', { name: 'I see this too' }));
    await waitFor(() => expect(confirmed).toEqual(['i1']));
    expect(await within(report).findByRole('button', { name: 'You confirmed this' })).toBeDisabled();
    expect(report).toHaveTextContent('Corroborated');
  });

  it('moves its counts when the watch moves, without reloading', async () => {
    serveWatch(null);
    const { subscriptionEvents } = renderApp('/watch?place=24/16/05');
    const unit = await screen.findByRole('listitem', { name: '10, Ogunji St.' }, { timeout: 10_000 });
    expect(unit).toHaveTextContent('1 report');
    expect(screen.getByText(/Sign in/)).toBeVisible();
    subscriptionEvents.next({ data: { watchUpdated: summary(1, 1) } });
    await waitFor(() => expect(screen.getByRole('listitem', { name: '10, Ogunji St.' })).toHaveTextContent('1 report · 1 verified'));
  });
});
