import { graphql } from '../../gql';
import type { PostCardFieldsFragment } from '../../gql/graphql';

/** The fields of one post, without its original: what a repost embeds, and what a card's parts read. */
export type PostBody = NonNullable<PostCardFieldsFragment['originalPost']>;

/** What a card shows of any post: the post itself, or the original inside a repost. */
export const PostContentFields = graphql(`
  fragment PostContentFields on Post {
    id
    content
    imageUrl
    videoUrl
    videoThumbnail
    videoDuration
    likesCount
    commentsCount
    sharesCount
    repostsCount
    viewsCount
    isLiked
    isEdited
    isRepost
    repostComment
    isBoostedToBlowing
    createdAt
    shareUrl
    author {
      id
      displayName
      handle
      avatarUrl
      isFollowing
    }
    location {
      ward {
        displayName
      }
      lga {
        displayName
      }
      state {
        displayName
      }
    }
  }
`);

/** A card in a feed: the post, whether it is promoted, and the original of a repost. */
export const PostCardFields = graphql(`
  fragment PostCardFields on Post {
    ...PostContentFields
    isPromoted
    originalPost {
      ...PostContentFields
    }
  }
`);

export const FeedQuery = graphql(`
  query Feed($kind: FeedKind!, $place: String, $first: Int!, $after: String) {
    feed(kind: $kind, place: $place, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...PostCardFields
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

export const PostQuery = graphql(`
  query Post($id: ID!) {
    post(id: $id) {
      ...PostCardFields
      isModerated
      moderationReason
    }
  }
`);

export const LinkPreviewQuery = graphql(`
  query LinkPreview($url: String!) {
    linkPreview(url: $url) {
      title
      description
      image
      siteName
      domain
    }
  }
`);

export const CreatePostMutation = graphql(`
  mutation CreatePost($input: CreatePostInput!, $idempotencyKey: String) {
    createPost(input: $input, idempotencyKey: $idempotencyKey) {
      ...PostCardFields
    }
  }
`);

export const EditPostMutation = graphql(`
  mutation EditPost($id: ID!, $content: String!) {
    editPost(id: $id, content: $content) {
      id
      content
      isEdited
    }
  }
`);

export const DeletePostMutation = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id)
  }
`);

export const AdminDeletePostMutation = graphql(`
  mutation AdminDeletePost($id: ID!) {
    adminDeletePost(id: $id)
  }
`);

export const BoostPostMutation = graphql(`
  mutation BoostPost($id: ID!) {
    boostPost(id: $id) {
      id
      isBoostedToBlowing
    }
  }
`);

export const RepostMutation = graphql(`
  mutation Repost($id: ID!, $comment: String) {
    repost(id: $id, comment: $comment) {
      ...PostCardFields
    }
  }
`);

export const SharePostMutation = graphql(`
  mutation SharePost($id: ID!, $target: ShareTarget!) {
    sharePost(id: $id, target: $target) {
      id
      sharesCount
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

export const RecordPostViewMutation = graphql(`
  mutation RecordPostView($id: ID!) {
    recordPostView(id: $id) {
      newView
      viewsCount
    }
  }
`);

export const ReportReasonsQuery = graphql(`
  query ReportReasons {
    reportReasons {
      value
      label
    }
  }
`);

export const ReportContentMutation = graphql(`
  mutation ReportContent($input: ReportInput!) {
    reportContent(input: $input)
  }
`);

export const BlockReasonsQuery = graphql(`
  query BlockReasons {
    blockReasons
  }
`);

export const BlockUserMutation = graphql(`
  mutation BlockUser($userId: ID!, $reason: String) {
    blockUser(userId: $userId, reason: $reason)
  }
`);
