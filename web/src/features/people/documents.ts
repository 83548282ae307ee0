import { graphql } from '../../gql';

/** What a row of people shows, and what its follow button needs. */
export const PersonFields = graphql(`
  fragment PersonFields on User {
    id
    displayName
    handle
    avatarUrl
    isPrivateProfile
    isFollowing
    isFollowRequested
    followersCount
  }
`);

export const ProfileQuery = graphql(`
  query Profile($id: ID!) {
    user(id: $id) {
      ...PersonFields @unmask
      firstName
      lastName
      bio
      occupation
      interests
      membershipType
      partyAffiliation
      showPartyAffiliation
      showPollingUnit
      followingCount
      postsCount
      civicLevel
      civicPoints
      createdAt
      canSeeProfile
      official {
        id
        seatName
      }
      location {
        ...ElectoralLocationNames @unmask
      }
    }
  }
`);

/** Whose connections a page lists: the header and the tab counts. */
export const ConnectionsOwnerQuery = graphql(`
  query ConnectionsOwner($id: ID!) {
    user(id: $id) {
      ...PersonFields @unmask
      followingCount
      canSeeProfile
    }
  }
`);

/** A page of followers or followed. */
export const PeoplePage = graphql(`
  fragment PeoplePage on UserConnection {
    edges {
      cursor
      node {
        ...PersonFields @unmask
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

export const FollowersQuery = graphql(`
  query Followers($userId: ID!, $first: Int!, $after: String) {
    people: followers(userId: $userId, first: $first, after: $after) {
      ...PeoplePage @unmask
    }
  }
`);

export const FollowingQuery = graphql(`
  query Following($userId: ID!, $first: Int!, $after: String) {
    people: following(userId: $userId, first: $first, after: $after) {
      ...PeoplePage @unmask
    }
  }
`);

export const SuggestionsQuery = graphql(`
  query Suggestions($first: Int!) {
    suggestions(first: $first) {
      matchType
      user {
        ...PersonFields @unmask
      }
    }
  }
`);

export const SearchUsersQuery = graphql(`
  query SearchUsers($query: String!, $first: Int!) {
    searchUsers(query: $query, first: $first) {
      ...PersonFields @unmask
    }
  }
`);

export const FollowMutation = graphql(`
  mutation Follow($userId: ID!, $idempotencyKey: String) {
    follow(userId: $userId, idempotencyKey: $idempotencyKey) {
      isFollowing
      isRequested
      followersCount
    }
  }
`);

export const UnfollowMutation = graphql(`
  mutation Unfollow($userId: ID!, $idempotencyKey: String) {
    unfollow(userId: $userId, idempotencyKey: $idempotencyKey) {
      isFollowing
      isRequested
      followersCount
    }
  }
`);

export const UnblockUserMutation = graphql(`
  mutation UnblockUser($userId: ID!) {
    unblockUser(userId: $userId)
  }
`);

/** An @mention's member, to open their profile at its usual address. */
export const MemberByHandleQuery = graphql(`
  query MemberByHandle($handle: String!) {
    memberByHandle(handle: $handle) {
      id
    }
  }
`);
