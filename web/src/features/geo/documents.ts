import { graphql } from '../../gql';

export const StatesQuery = graphql(`
  query States {
    states {
      code
      displayName
    }
  }
`);

export const LgasQuery = graphql(`
  query Lgas($stateCode: String!) {
    lgas(stateCode: $stateCode) {
      fullCode
      displayName
    }
  }
`);

export const WardsQuery = graphql(`
  query Wards($stateCode: String!, $lgaCode: String!) {
    wards(stateCode: $stateCode, lgaCode: $lgaCode) {
      fullCode
      displayName
    }
  }
`);

/**
 * One page of a ward's units; the map reads the coordinates, the picker the names.
 * 100 a page, not the 200 the api allows: 200 of these would pass the api's query cost limit (5000).
 */
export const WardPollingUnitsQuery = graphql(`
  query WardPollingUnits($stateCode: String!, $lgaCode: String!, $wardCode: String!, $after: String) {
    pollingUnits(stateCode: $stateCode, lgaCode: $lgaCode, wardCode: $wardCode, first: 100, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          puCode
          code
          displayName
          latitude
          longitude
        }
      }
    }
  }
`);

export const SearchPlacesQuery = graphql(`
  query SearchPlaces($query: String!, $stateCode: String, $lgaCode: String) {
    searchPlaces(query: $query, stateCode: $stateCode, lgaCode: $lgaCode, first: 20) {
      kind
      displayName
      state {
        code
        displayName
      }
      lga {
        fullCode
        displayName
      }
      ward {
        fullCode
        displayName
      }
      pollingUnit {
        puCode
      }
    }
  }
`);

export const PollingUnitDetailsQuery = graphql(`
  query PollingUnitDetails($code: String!) {
    pollingUnit(code: $code) {
      puCode
      displayName
      latitude
      longitude
      senatorialDistrict {
        id
        displayName
      }
      federalConstituency {
        id
        displayName
      }
      ward {
        fullCode
        displayName
      }
      lga {
        fullCode
        displayName
      }
      state {
        code
        displayName
        registeredVoters2023
      }
    }
  }
`);

/** A polling unit with the ward, LGA and state it is in, by code and name. */
export const PollingUnitPlaces = graphql(`
  fragment PollingUnitPlaces on PollingUnit {
    puCode
    displayName
    ward {
      fullCode
      displayName
    }
    lga {
      fullCode
      displayName
    }
    state {
      code
      displayName
    }
  }
`);

/** The signed-in member's saved location (null for a visitor), to prefill a picker. */
export const MyLocationQuery = graphql(`
  query MyLocation {
    me {
      id
      state
      lga
      ward
      pollingUnit
    }
  }
`);
