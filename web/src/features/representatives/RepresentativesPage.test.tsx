import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { serveGeography } from '../geo/geo.fixtures';
import { OfficialQuery, RepresentativesQuery } from './documents';

const source = 'https://niyitabiti.net/2023/03/apc-wins-lagos-senatorial-elections-20-of-24-house-of-reps-seats/';

function holder(id: string, fullName: string, title: string, seatName: string, party = 'APC', partyColor = '#E53E3E') {
  return { __typename: 'Official' as const, id, fullName, title, seatName, party, partyColor, sourceUrl: source, asOf: '2023-02-25', isActive: true, isVerified: false };
}

const seat = (office: string, seatName: string, found: ReturnType<typeof holder> | null) => ({ __typename: 'Seat' as const, office, seatName, holder: found });

function serveRepresentatives(asked: string[]) {
  server.use(
    graphql.query(RepresentativesQuery, ({ variables }) => {
      asked.push(variables.pollingUnit);
      return HttpResponse.json({
        data: {
          representatives: {
            __typename: 'Representatives',
            pollingUnit: {
              __typename: 'PollingUnit',
              puCode: variables.pollingUnit,
              displayName: '10, Ogunji St.',
              ward: { __typename: 'Ward', fullCode: '24/16/05', displayName: 'Ilupeju' },
              lga: { __typename: 'Lga', fullCode: '24/16', displayName: 'Mushin' },
              state: { __typename: 'State', code: '24', displayName: 'Lagos' },
            },
            senatorialDistrict: { __typename: 'SenatorialDistrict', id: 70, displayName: 'Lagos West' },
            federalConstituency: { __typename: 'FederalConstituency', id: 239, displayName: 'Mushin I' },
            seats: [
              seat('GOVERNOR', 'Governor of Lagos', holder('g', 'Babajide Sanwo-Olu', 'Governor', 'Governor of Lagos')),
              seat('DEPUTY_GOVERNOR', 'Deputy Governor of Lagos', null),
              seat('SENATOR', 'Senator for Lagos West', holder('s', 'Idiat Adebule', 'Senator', 'Senator for Lagos West')),
            ],
            notes: ['Who INEC declared elected, each as of the date shown and from the source cited: not a live roster.'],
          },
        } as never, // with each object's __typename, as the api sends it
      });
    }),
  );
}

describe('your representatives', () => {
  it('shows each seat of the unit named in the address, with party, source and date, and says when none is recorded', async () => {
    serveGeography();
    const asked: string[] = [];
    serveRepresentatives(asked);
    renderApp('/representatives?pu=24/16/05/001');

    const list = await screen.findByRole('list', { name: 'Elected for this polling unit' });
    expect(asked).toEqual(['24/16/05/001']);
    expect(screen.getByText('Lagos West senatorial district · Mushin I federal constituency')).toBeVisible();
    const [governor, deputy, senator] = within(list).getAllByRole('listitem');
    expect(within(senator).getByRole('link', { name: 'Idiat Adebule' })).toHaveAttribute('href', '/officials/s');
    expect(senator).toHaveTextContent('APC');
    expect(senator).toHaveTextContent('As of 25 Feb 2023 · Source: niyitabiti.net');
    expect(within(senator).getByRole('link', { name: /niyitabiti\.net/ })).toHaveAttribute('href', source);
    expect(deputy).toHaveTextContent('Deputy Governor of LagosNot yet recorded');
    expect(governor).toHaveTextContent('Babajide Sanwo-Olu');
    expect(screen.getByText(/not a live roster/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose another polling unit' })).toBeVisible();
  });

  it("asks a visitor to choose a polling unit when the address names none", async () => {
    serveGeography();
    const asked: string[] = [];
    serveRepresentatives(asked);
    renderApp('/representatives');
    expect(await screen.findByText('Choose a polling unit to see who represents it.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Choose a polling unit' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  it("shows an official's record with its source, date and history, and a follow button", async () => {
    server.use(
      graphql.query(OfficialQuery, () =>
        HttpResponse.json({
          data: {
            official: {
              ...holder('s', 'Idiat Adebule', 'Senator', 'Senator for Lagos West'),
              office: 'SENATOR',
              electedOn: '2023-02-25',
              termStart: null,
              termEnd: null,
              note: null,
              followersCount: 3,
              viewerFollows: false,
              linkedAccount: null,
              state: { __typename: 'State', code: '24', displayName: 'Lagos' },
              senatorialDistrict: {
                __typename: 'SenatorialDistrict',
                id: 70,
                displayName: 'Lagos West',
                lgas: [{ __typename: 'Lga', fullCode: '24/16', displayName: 'Mushin' }],
              },
              federalConstituency: null,
              extent: null,
              changes: [{ __typename: 'OfficialChange', action: 'CORRECT_OFFICIAL', reason: 'Spelling as the Senate lists it', at: '2026-11-26T09:00:00.000Z' }],
            },
          } as never,
        }),
      ),
    );
    renderApp('/officials/s');
    expect(await screen.findByRole('heading', { level: 1, name: 'Idiat Adebule' })).toBeVisible();
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Seat covers')).toHaveTextContent('Mushin (Lagos)');
    expect(fact('Record as of')).toHaveTextContent('25 Feb 2023');
    expect(fact('Source')).toHaveTextContent('niyitabiti.net');
    expect(screen.getByText('3 followers')).toBeVisible();
    expect(screen.getByText(/Corrected on 26 Nov 2026, 10:00/)).toBeVisible();
    expect(screen.getByText(/Spelling as the Senate lists it/)).toBeVisible();
    expect(screen.getByText(/not on the map/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow Idiat Adebule' })).toBeVisible();
  });
});
