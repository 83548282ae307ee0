import { graphql } from '../../gql';

/** The party list alone, for the profile page's edit dialog. */
export const PartyOptionsQuery = graphql(`
  query PartyOptions {
    profileOptions {
      parties {
        abbreviation
        name
      }
    }
  }
`);

/**
 * A location's names and codes, read by settings' saved location and the profile's header. Both
 * pages ask for this one shape, so the member's cached location is replaced whole rather than
 * losing fields.
 */
export const ElectoralLocationNames = graphql(`
  fragment ElectoralLocationNames on ElectoralLocation {
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
      senatorialDistrict {
        id
        displayName
      }
      federalConstituency {
        id
        displayName
      }
    }
    pollingUnit {
      puCode
      displayName
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...SettingsForm_profile
      ...UserMenu_viewer
      ...Composer_viewer
    }
  }
`);

export const FollowRequestsQuery = graphql(`
  query FollowRequests {
    followRequests {
      id
      displayName
      ...PersonRow_person
    }
  }
`);

export const AcceptFollowRequestMutation = graphql(`
  mutation AcceptFollowRequest($userId: ID!) {
    acceptFollowRequest(userId: $userId)
  }
`);

export const DeclineFollowRequestMutation = graphql(`
  mutation DeclineFollowRequest($userId: ID!) {
    declineFollowRequest(userId: $userId)
  }
`);

export const DeactivateAccountMutation = graphql(`
  mutation DeactivateAccount {
    deactivateAccount
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount {
    deleteAccount
  }
`);

export const BlockedMembersQuery = graphql(`
  query BlockedMembers($after: String) {
    blockedMembers(first: 20, after: $after) {
      edges {
        cursor
        node {
          reason
          blockedAt
          user {
            id
            displayName
            handle
            avatarUrl
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
