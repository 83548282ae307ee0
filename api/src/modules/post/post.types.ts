import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../shared/pagination.js';
import { Comment } from './comment.entity.js';
import { FeedKind } from './feed.service.js';
import { Post, TargetFeed } from './post.entity.js';

registerEnumType(FeedKind, {
  name: 'FeedKind',
  description: 'The home feeds.',
  valuesConfig: {
    BLOWING: { description: 'Trending: hot score (engagement and recency) plus boosted posts.' },
    FOLLOWING: { description: 'Posts by people the member follows, newest first (signed in only).' },
    STATE: { description: "Posts from a state (the member's own by default), newest first." },
    LGA: { description: 'Posts from an LGA, newest first.' },
    WARD: { description: 'Posts from a ward, newest first.' },
    AUTHOR: { description: "One member's posts (place = their id), newest first; a private profile's only for its followers." },
  },
});

@InputType({ description: 'A new post: text, with an uploaded image or (super administrators) a video.' })
export class CreatePostInput {
  @Field(() => String, { description: 'The text: not blank, at most 5,000 characters.' })
  content!: string;

  @Field(() => String, { nullable: true, description: 'An image uploaded with POST /api/upload/post.' })
  imageUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'A video uploaded with POST /api/upload/video (not with an image).' })
  videoUrl?: string | null;

  @Field(() => String, { nullable: true, description: "The video's thumbnail, from the upload." })
  videoThumbnail?: string | null;

  @Field(() => Int, { nullable: true, description: "The video's length in seconds, from the upload." })
  videoDuration?: number | null;

  @Field(() => TargetFeed, { nullable: true, description: 'The feed it is written for; ward by default.' })
  targetFeed?: TargetFeed | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether it also competes for the Blowing feed (true by default); false keeps it to its place feeds unless boosted.',
  })
  autoPostToBlowing?: boolean | null;
}

@InputType({ description: 'A comment on a post, or a reply to one of its comments.' })
export class CreateCommentInput {
  @Field(() => ID, { description: 'The post.' })
  postId!: string;

  @Field(() => String, { description: 'The text: not blank, at most 500 characters.' })
  content!: string;

  @Field(() => ID, { nullable: true, description: 'The comment replied to, for a reply.' })
  parentCommentId?: string | null;
}

@ObjectType({ description: 'One post in a feed page.' })
export class PostEdge {
  @Field(() => String, { description: 'Pass as `after` for the posts that follow.' })
  cursor!: string;

  @Field(() => Post, { description: 'The post.' })
  node!: Post;
}

@ObjectType({ description: 'The place a location feed shows.' })
export class FeedPlace {
  @Field(() => String, { description: "Its code ('24', '24/16' or '24/16/05')." })
  code!: string;

  @Field(() => String, { description: "Its name, e.g. 'Mushin'." })
  displayName!: string;
}

@ObjectType({ description: 'A page of a feed (Relay connection).' })
export class PostConnection {
  @Field(() => [PostEdge], { description: 'The posts on this page.' })
  edges!: PostEdge[];

  @Field(() => PageInfo, { description: 'Whether more follow, and the cursor to get them.' })
  pageInfo!: PageInfo;

  @Field(() => FeedPlace, { nullable: true, description: 'For state, LGA and ward feeds: the place shown.' })
  place!: FeedPlace | null;

  @Field(() => Boolean, {
    description: 'True when a location feed was asked for by a member (or visitor) with no such place set: show the notice.',
  })
  needsLocation!: boolean;
}

@ObjectType({ description: 'A page of top-level comments, oldest first, each with its replies.' })
export class CommentConnection {
  @Field(() => [Comment], { description: 'The comments on this page.' })
  nodes!: Comment[];

  @Field(() => PageInfo, { description: 'Whether more follow, and the cursor to get them.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Top-level comments in all.' })
  totalCount!: number;
}

@ObjectType({ description: 'A like or unlike, settled.' })
export class LikeResult {
  @Field(() => Boolean, { description: 'Whether the member likes it now.' })
  liked!: boolean;

  @Field(() => Int, { description: 'The exact number of likes now.' })
  likesCount!: number;
}

@ObjectType({ description: 'A view, counted once per member or browser session.' })
export class ViewResult {
  @Field(() => Boolean, { description: 'Whether this view was counted (false when seen before).' })
  newView!: boolean;

  @Field(() => Int, { description: 'Views now.' })
  viewsCount!: number;
}

