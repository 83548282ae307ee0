import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The home page shows a feed: an empty one unless a test serves posts (handlers it adds come first). */
const emptyFeed = graphql.query('Feed', () =>
  HttpResponse.json({
    data: { feed: { __typename: 'PostConnection', edges: [], pageInfo: { hasNextPage: false, endCursor: null }, place: null, needsLocation: false } },
  }),
);

/** The Connect tab and the sidebar suggest people: nobody, unless a test serves some. */
const noSuggestions = graphql.query('Suggestions', () => HttpResponse.json({ data: { suggestions: [] } }));

/** A member's header asks for unread counts: none, unless a test serves some. */
const nothingUnread = graphql.query('UnreadCounts', () =>
  HttpResponse.json({ data: { unreadCounts: { __typename: 'UnreadCounts', notifications: 0, messages: 0 } } }),
);

/** The sidebar and news pages read the news: no stories, unless a test serves some. */
const noNews = graphql.query('News', () =>
  HttpResponse.json({ data: { news: { __typename: 'NewsConnection', edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } }),
);

/** The ward tab lists the ward's events: a member without a ward, unless a test says otherwise. */
const noWard = graphql.query('MyWard', () => HttpResponse.json({ data: { me: null } }));

/** Who the api thinks is signed in (renderApp sets it; a test may end the session). */
export const testSession: { viewer: { id: string } | null } = { viewer: null };

/** A member's account menu asks what powers they have: none, unless a test says so. */
const noPowers = graphql.query('ViewerPowers', () =>
  HttpResponse.json({
    data: { me: testSession.viewer && { __typename: 'User', id: testSession.viewer.id, role: 'USER', isAdmin: false, isSuperAdmin: false } },
  }),
);

/** A member's shell asks about onboarding: done and Quick Start put away, unless a test says otherwise. */
const onboarded = graphql.query('Onboarding', () =>
  HttpResponse.json({
    data: { onboarding: { __typename: 'OnboardingState', showOnboarding: false, quickStartHidden: true, quickStartSteps: [] } },
  }),
);

/** Shared msw server: each test installs its own GraphQL handlers with `server.use`. */
/** The app checks whether the api is back after a request failed to reach it: it is. */
const healthy = http.get('*/api/health', () => HttpResponse.json({ status: 'ok' }));

export const server = setupServer(emptyFeed, noSuggestions, nothingUnread, noNews, noWard, noPowers, onboarded, healthy);
