import { Extensions } from 'type-graphql';

/** The Query field extension server/public-api.ts reads: how long anyone may cache a GET answer of it. */
export const PUBLIC_MAX_AGE = 'publicMaxAge';

/**
 * Marks a public read (results, news, geography): a GET of it is answered with
 * `Cache-Control: public, max-age=<seconds>` and an ETag, so nginx or a CDN absorbs polling.
 * GET requests never act as a member, so what is cached is what anyone would read.
 */
export const PublicRead = (seconds: number) => Extensions({ [PUBLIC_MAX_AGE]: seconds });

/** How long each kind of public read may be cached. */
export const CACHE_SECONDS = {
  /** Figures that move with every sheet: live subscribers get them each tick anyway. */
  liveResults: 5,
  /** Lists that change a few times a day (elections, news). */
  lists: 60,
  /** INEC's delimitation, loaded at start and never changed while running. */
  geography: 3600,
};
