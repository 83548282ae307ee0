import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/server';
import {
  LgasQuery,
  MyLocationQuery,
  PollingUnitDetailsQuery,
  SearchPlacesQuery,
  StatesQuery,
  WardPollingUnitsQuery,
  WardsQuery,
} from './documents';
import type { LocationCodes } from './location';

// A small slice of INEC's delimitation for component tests.
const states = [
  { __typename: 'State' as const, code: '01', displayName: 'Abia', registeredVoters2023: 2120808 },
  { __typename: 'State' as const, code: '24', displayName: 'Lagos', registeredVoters2023: 7060195 },
];

const lgas: Record<string, { fullCode: string; displayName: string }[]> = {
  '01': [{ fullCode: '01/01', displayName: 'Aba North' }],
  '24': [
    { fullCode: '24/11', displayName: 'Ikeja' },
    { fullCode: '24/16', displayName: 'Mushin' },
  ],
};

const wards: Record<string, { fullCode: string; displayName: string }[]> = {
  '01/01': [{ fullCode: '01/01/01', displayName: 'Eziama' }],
  '24/11': [{ fullCode: '24/11/01', displayName: 'Anifowoshe' }],
  '24/16': [
    { fullCode: '24/16/01', displayName: 'Alakara' },
    { fullCode: '24/16/04', displayName: 'Ojuwoye' },
    { fullCode: '24/16/05', displayName: 'Ilupeju' },
  ],
};

interface FixtureUnit {
  puCode: string;
  code: string;
  displayName: string;
  latitude: number | null;
  longitude: number | null;
}

function unit(wardCode: string, code: string, displayName: string, at: [number, number] | null = null): FixtureUnit {
  return { puCode: `${wardCode}/${code}`, code, displayName, latitude: at?.[0] ?? null, longitude: at?.[1] ?? null };
}

export const units: Record<string, FixtureUnit[]> = {
  '01/01/01': [unit('01/01/01', '001', 'Eziama Primary School', [5.1167, 7.3667])],
  '24/11/01': [unit('24/11/01', '001', 'Anifowoshe Town Hall', [6.6018, 3.3515])],
  '24/16/01': [unit('24/16/01', '001', 'Alakara Market Square')],
  // More units than one page, as the largest wards have (282).
  '24/16/04': Array.from({ length: 250 }, (_, i) =>
    unit('24/16/04', String(i + 1).padStart(3, '0'), `Ojuwoye Street ${i + 1}`),
  ),
  '24/16/05': [
    unit('24/16/05', '001', '10, Ogunji St.', [6.546557, 3.363]),
    unit('24/16/05', '012', '15, Owodunni St.', [6.53823, 3.3645]),
    unit('24/16/05', '013', 'Ilupeju Grammar School'),
  ],
};

const constituencies = {
  senatorialDistrict: { __typename: 'SenatorialDistrict' as const, id: 70, displayName: 'Lagos West' },
  federalConstituency: { __typename: 'FederalConstituency' as const, id: 239, displayName: 'Mushin I' },
};

function findWard(wardCode: string) {
  const lgaCode = wardCode.slice(0, 5);
  const ward = wards[lgaCode].find((candidate) => candidate.fullCode === wardCode)!;
  const lga = lgas[wardCode.slice(0, 2)].find((candidate) => candidate.fullCode === lgaCode)!;
  const state = states.find((candidate) => candidate.code === wardCode.slice(0, 2))!;
  return { ward, lga, state };
}

function unitDetails(puCode: string) {
  const wardCode = puCode.slice(0, 8);
  const found = units[wardCode]?.find((candidate) => candidate.puCode === puCode);
  if (!found) return null;
  const { ward, lga, state } = findWard(wardCode);
  return { __typename: 'PollingUnit' as const, ...found, ...constituencies, ward, lga, state };
}

export interface GeographyRequests {
  /** Ward codes whose polling units were asked for, a page at a time. */
  unitPages: string[];
  searches: { query: string; stateCode?: string | null; lgaCode?: string | null }[];
}

/** Serves the geography queries from the slice above; `me` has `saved` as its location. */
export function serveGeography({ saved = null }: { saved?: Partial<LocationCodes> | null } = {}) {
  const requests: GeographyRequests = { unitPages: [], searches: [] };
  server.use(
    graphql.query(StatesQuery, () => HttpResponse.json({ data: { states } })),
    graphql.query(LgasQuery, ({ variables }) => HttpResponse.json({ data: { lgas: lgas[variables.stateCode] ?? [] } })),
    graphql.query(WardsQuery, ({ variables }) =>
      HttpResponse.json({ data: { wards: wards[`${variables.stateCode}/${variables.lgaCode}`] ?? [] } }),
    ),
    graphql.query(WardPollingUnitsQuery, ({ variables }) => {
      const wardCode = `${variables.stateCode}/${variables.lgaCode}/${variables.wardCode}`;
      requests.unitPages.push(wardCode);
      const all = units[wardCode] ?? [];
      const start = variables.after ? Number(variables.after) : 0;
      const page = all.slice(start, start + 100);
      const end = start + page.length;
      return HttpResponse.json({
        data: {
          pollingUnits: {
            totalCount: all.length,
            pageInfo: { hasNextPage: end < all.length, endCursor: page.length ? String(end) : null },
            edges: page.map((node, i) => ({ cursor: String(start + i + 1), node })),
          },
        },
      });
    }),
    graphql.query(PollingUnitDetailsQuery, ({ variables }) =>
      HttpResponse.json({ data: { pollingUnit: unitDetails(variables.code) } }),
    ),
    graphql.query(SearchPlacesQuery, ({ variables }) => {
      requests.searches.push(variables);
      const query = variables.query.toLowerCase();
      const wardResults = Object.values(wards)
        .flat()
        .filter((ward) => ward.displayName.toLowerCase().includes(query))
        .map((ward) => ({ kind: 'WARD' as const, displayName: ward.displayName, ...findWard(ward.fullCode), pollingUnit: null }));
      const unitResults = Object.values(units)
        .flat()
        .filter((found) => found.displayName.toLowerCase().includes(query))
        .map((found) => ({
          kind: 'POLLING_UNIT' as const,
          displayName: found.displayName,
          ...findWard(found.puCode.slice(0, 8)),
          pollingUnit: { puCode: found.puCode },
        }));
      const inScope = [...wardResults, ...unitResults].filter(
        (place) =>
          (!variables.stateCode || place.state.code === variables.stateCode) &&
          (!variables.lgaCode || place.lga.fullCode === `${variables.stateCode}/${variables.lgaCode}`),
      );
      return HttpResponse.json({ data: { searchPlaces: inScope } });
    }),
    graphql.query(MyLocationQuery, () =>
      HttpResponse.json({
        data: {
          me: saved && {
            id: 'u1',
            state: saved.state ?? null,
            lga: saved.lga ?? null,
            ward: saved.ward ?? null,
            pollingUnit: saved.pollingUnit ?? null,
          },
        },
      }),
    ),
  );
  return requests;
}
