import { configure, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { FeedQuery, PostCardFieldsFragment } from '../../gql/graphql';
import { server } from '../../test/server';
import { FeedQuery as FeedDocument } from './documents';

// A first render loads lazy pages and answers through msw: on a busy machine that passes the 1 s default.
configure({ asyncUtilTimeout: 4000 });

export function makePost(overrides: Partial<PostCardFieldsFragment> = {}): PostCardFieldsFragment & { __typename: 'Post' } {
  const id = overrides.id ?? 'p1';
  return {
    __typename: 'Post',
    id,
    content: 'Road repairs start on Monday in #Ilupeju, says @councillor.',
    imageUrl: null,
    videoUrl: null,
    videoThumbnail: null,
    videoDuration: null,
    likesCount: 0,
    commentsCount: 0,
    sharesCount: 0,
    repostsCount: 0,
    viewsCount: 3,
    isLiked: false,
    isEdited: false,
    isRepost: false,
    repostComment: null,
    isBoostedToBlowing: false,
    isPromoted: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    shareUrl: `https://civic.example.ng/post/${id}`,
    author: { __typename: 'User', id: 'u2', displayName: 'Bola Ade', handle: 'bola', avatarUrl: '/avatars/u2.png', isFollowing: true },
    location: {
      __typename: 'ElectoralLocation',
      ward: { __typename: 'Ward', displayName: 'Ilupeju' },
      lga: { __typename: 'Lga', displayName: 'Mushin' },
      state: { __typename: 'State', displayName: 'Lagos' },
    },
    originalPost: null,
    ...overrides,
  } as PostCardFieldsFragment & { __typename: 'Post' };
}

/** A signed-in test user as a post's author (nobody follows themselves). */
export const asAuthor = (user: { id: string; displayName: string; handle: string; avatarUrl: string }) => ({
  __typename: 'User' as const,
  id: user.id,
  displayName: user.displayName,
  handle: user.handle,
  avatarUrl: user.avatarUrl,
  isFollowing: false,
});

interface FeedOptions {
  place?: string | null;
  needsLocation?: boolean;
  hasNextPage?: boolean;
}

export function feedOf(posts: PostCardFieldsFragment[], { place = null, needsLocation = false, hasNextPage = false }: FeedOptions = {}) {
  return {
    feed: {
      __typename: 'PostConnection',
      edges: posts.map((node) => ({ __typename: 'PostEdge', cursor: `c-${node.id}`, node })),
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: posts.at(-1) ? `c-${posts.at(-1)!.id}` : null },
      place: place ? { __typename: 'FeedPlace', code: '24/16/05', displayName: place } : null,
      needsLocation,
    },
  } as FeedQuery;
}

/** Answers every feed with these posts (or per kind, with a function). */
export function serveFeed(answer: FeedQuery | ((kind: string) => FeedQuery)) {
  server.use(
    graphql.query(FeedDocument, ({ variables }) =>
      HttpResponse.json({ data: typeof answer === 'function' ? answer(variables.kind) : answer }),
    ),
  );
}

export const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
