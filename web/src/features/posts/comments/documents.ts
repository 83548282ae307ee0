import { graphql } from '../../../gql';

// Operations sent from more than one place (the thread and the offline outbox); the comment's
// fields are the thread's own fragment (CommentsSection's CommentItem_comment).

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
        id
        ...CommentItem_comment
        replies {
          id
          ...CommentItem_comment
          replies {
            id
            ...CommentItem_comment
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
      id
      ...CommentItem_comment
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

