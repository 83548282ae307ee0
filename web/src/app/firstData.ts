import { FEED_PAGE_SIZE } from '../features/posts/limits.ts';
import type { RoutePath } from './routeTitles';

/** A query the server answers inside the page it serves (see apollo/firstData.ts). */
export interface FirstQuery {
  /** The operation's name, as in its graphql() document. */
  operation: string;
  /** Exactly the variables the page sends; a string ':name' is the path's parameter of that name. */
  variables: Record<string, unknown>;
  /** Not when the URL has any of these query parameters (it asks for something else, e.g. another tab). */
  unlessQuery?: string[];
  /** Only for a signed-in viewer (the query refuses visitors). */
  signedIn?: true;
}

/**
 * The data of each route's first screen. The build writes it to routes.json (vite.config.ts);
 * the server runs these queries for the request (as its viewer) and embeds the results in the
 * HTML, so the first screen renders without waiting for a round trip. Every route gets Viewer.
 */
export const FIRST_DATA: { all: FirstQuery[] } & Partial<Record<RoutePath, FirstQuery[]>> = {
  all: [{ operation: 'Viewer', variables: {} }],
  // Visitors and members alike open on the Blowing feed (home/tabs.ts DEFAULT_TAB).
  // The member's Quick Start card sits above the feed: without it the feed would drop when it came.
  '/': [
    { operation: 'Feed', variables: { kind: 'BLOWING', first: FEED_PAGE_SIZE }, unlessQuery: ['tab'] },
    { operation: 'Onboarding', variables: {}, signedIn: true },
  ],
  '/post/:postId': [{ operation: 'Post', variables: { id: ':postId' } }],
  // A visitor's lookup starts from nothing (me: null); a member's from their saved place.
  '/electoral-lookup': [
    { operation: 'MyLocation', variables: {} },
    { operation: 'States', variables: {} },
  ],
  // Every election type's portal, as /results without ?type= or ?election= asks for it.
  '/results': [{ operation: 'ResultsPortal', variables: { type: null, electionId: null }, unlessQuery: ['type', 'election'] }],
  '/dashboard': [{ operation: 'CivicDashboard', variables: {}, signedIn: true }],
};
