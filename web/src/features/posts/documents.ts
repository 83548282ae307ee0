import { graphql } from '../../gql';

// Operations sent from more than one place (a feed on the home page and on a profile, a post or a
// like written now or from the offline outbox). An operation one component sends lives with it.

export const FeedQuery = graphql(`
  query Feed($kind: FeedKind!, $place: String, $first: Int!, $after: String) {
    feed(kind: $kind, place: $place, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...PostCard_post
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      place {
        code
        displayName
      }
      needsLocation
    }
  }
`);

export const CreatePostMutation = graphql(`
  mutation CreatePost($input: CreatePostInput!, $idempotencyKey: String) {
    createPost(input: $input, idempotencyKey: $idempotencyKey) {
      id
      ...PostCard_post
    }
  }
`);

export const LikePostMutation = graphql(`
  mutation LikePost($id: ID!, $idempotencyKey: String) {
    likePost(id: $id, idempotencyKey: $idempotencyKey) {
      liked
      likesCount
    }
  }
`);

export const UnlikePostMutation = graphql(`
  mutation UnlikePost($id: ID!, $idempotencyKey: String) {
    unlikePost(id: $id, idempotencyKey: $idempotencyKey) {
      liked
      likesCount
    }
  }
`);

