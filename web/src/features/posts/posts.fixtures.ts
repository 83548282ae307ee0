import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { FeedQuery } from '../../gql/graphql';
import { server } from '../../test/server';
import { FeedQuery as FeedDocument } from './documents';

type Named<T extends string> = { __typename: T; displayName: string } | null;

/** A post as the api sends it, with every field any card's fragment asks for. */
export interface PostData {
  __typename: 'Post';
  id: string;
  content: string;
  imageUrl: string | null;
  videoUrl: string | null;
  videoThumbnail: string | null;
  videoDuration: number | null;
  likesCount: number;
  commentsCount: number;
  sharesCount: number;
  viewsCount: number;
  isLiked: boolean;
  isEdited: boolean;
  isRepost: boolean;
  repostComment: string | null;
  isBoostedToBlowing: boolean;
  isPromoted: boolean;
  createdAt: string;
  shareUrl: string;
  author: { __typename: 'User'; id: string; displayName: string; handle: string; avatarUrl: string; isFollowing: boolean };
  location: { __typename: 'ElectoralLocation'; ward: Named<'Ward'>; lga: Named<'Lga'>; state: Named<'State'> };
  originalPost: PostData | null;
}

export function makePost(overrides: Partial<PostData> = {}): PostData {
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
  };
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

export function feedOf(posts: PostData[], { place = null, needsLocation = false, hasNextPage = false }: FeedOptions = {}) {
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
