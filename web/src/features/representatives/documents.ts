import { graphql } from '../../gql';

export const RepresentativesQuery = graphql(`
  query Representatives($pollingUnit: String!) {
    representatives(pollingUnit: $pollingUnit) {
      pollingUnit {
        ...PollingUnitPlaces
      }
      senatorialDistrict {
        id
        displayName
      }
      federalConstituency {
        id
        displayName
      }
      seats {
        office
        seatName
        holder {
          id
          ...SeatCard_holder
        }
      }
      notes
    }
  }
`);

export const OfficialQuery = graphql(`
  query Official($id: ID!) {
    official(id: $id) {
      id
      fullName
      title
      seatName
      party
      partyColor
      sourceUrl
      asOf
      isActive
      isVerified
      office
      electedOn
      termStart
      termEnd
      note
      followersCount
      viewerFollows
      linkedAccount {
        id
        displayName
        handle
      }
      state {
        code
        displayName
      }
      senatorialDistrict {
        id
        displayName
        lgas {
          fullCode
          displayName
        }
      }
      federalConstituency {
        id
        displayName
        lgas {
          fullCode
          displayName
        }
      }
      extent {
        south
        west
        north
        east
        wardsPlaced
        wardsTotal
      }
      changes {
        action
        reason
        at
      }
    }
  }
`);

export const FollowOfficialMutation = graphql(`
  mutation FollowOfficial($officialId: ID!) {
    followOfficial(officialId: $officialId) {
      id
      followersCount
      viewerFollows
    }
  }
`);

export const UnfollowOfficialMutation = graphql(`
  mutation UnfollowOfficial($officialId: ID!) {
    unfollowOfficial(officialId: $officialId) {
      id
      followersCount
      viewerFollows
    }
  }
`);

export const CorrectOfficialMutation = graphql(`
  mutation CorrectOfficial($input: CorrectOfficialInput!) {
    correctOfficial(input: $input) {
      id
    }
  }
`);

export const EndOfficialTermMutation = graphql(`
  mutation EndOfficialTerm($id: ID!, $termEnd: String, $reason: String!) {
    endOfficialTerm(id: $id, termEnd: $termEnd, reason: $reason) {
      id
    }
  }
`);

export const LinkOfficialAccountMutation = graphql(`
  mutation LinkOfficialAccount($id: ID!, $account: String!, $reason: String!) {
    linkOfficialAccount(id: $id, account: $account, reason: $reason) {
      id
    }
  }
`);

export const UnlinkOfficialAccountMutation = graphql(`
  mutation UnlinkOfficialAccount($id: ID!, $reason: String!) {
    unlinkOfficialAccount(id: $id, reason: $reason) {
      id
    }
  }
`);

export const AddOfficialMutation = graphql(`
  mutation AddOfficial($input: AddOfficialInput!) {
    addOfficial(input: $input) {
      id
    }
  }
`);
