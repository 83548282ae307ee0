import { graphql } from '../../gql';

/** Asked by the Connect tab and the sidebar. */
export const SuggestionsQuery = graphql(`
  query Suggestions($first: Int!) {
    suggestions(first: $first) {
      matchType
      user {
        id
        ...PersonRow_person
        ...FollowButton_person
      }
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
