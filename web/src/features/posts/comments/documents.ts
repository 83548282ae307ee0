import { graphql } from '../../../gql';

export const CommentFields = graphql(`
  fragment CommentFields on Comment {
    id
    postId
    parentCommentId
    content
    likesCount
    repliesCount
    isLiked
    createdAt
    author {
      id
      displayName
      handle
      avatarUrl
    }
  }
`);

/** A post's comments with two levels of replies (the thread shows that deep, and replying stops there). */
export const CommentsQuery = graphql(`
  query Comments($postId: ID!, $after: String) {
    comments(postId: $postId, first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...CommentFields
        replies {
          ...CommentFields
          replies {
            ...CommentFields
          }
        }
      }
    }
  }
`);

/** A new comment has no replies yet: `replies { id }` stores the empty list the thread reads. */
export const CreateCommentMutation = graphql(`
  mutation CreateComment($input: CreateCommentInput!, $idempotencyKey: String) {
    createComment(input: $input, idempotencyKey: $idempotencyKey) {
      ...CommentFields
      replies {
        id
      }
    }
  }
`);

export const LikeCommentMutation = graphql(`
  mutation LikeComment($id: ID!, $idempotencyKey: String) {
    likeComment(id: $id, idempotencyKey: $idempotencyKey) {
      liked
      likesCount
    }
  }
`);

export const UnlikeCommentMutation = graphql(`
  mutation UnlikeComment($id: ID!, $idempotencyKey: String) {
    unlikeComment(id: $id, idempotencyKey: $idempotencyKey) {
      liked
      likesCount
    }
  }
`);

export const DeleteCommentMutation = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id)
  }
`);
