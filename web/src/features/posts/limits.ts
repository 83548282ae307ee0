/** SPEC §5 and §9: text, media and timing limits of posts and comments. */
export const POST_LIMIT = 5000;
/** The inline composer's counter turns yellow, then red, as the post nears its limit. */
export const POST_WARN_AT = 4000;
export const POST_DANGER_AT = 4500;
/** The modal composer shows x/2000 and takes no more (the inline composer and the server take 5000). */
export const MODAL_LIMIT = 2000;
export const MODAL_WARN_AT = 1800;
export const REPOST_COMMENT_LIMIT = 280;
export const COMMENT_LIMIT = 500;

const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * MB;
export const VIDEO_MAX_BYTES = 50 * MB;
export const VIDEO_MAX_SECONDS = 180;

/** A post counts as viewed after this long on screen (the post page: VIEW_DELAY_PAGE_MS). */
export const VIEW_DELAY_FEED_MS = 2000;
export const VIEW_DELAY_PAGE_MS = 1000;

/** Posts fetched per feed page. */
export const FEED_PAGE_SIZE = 10;
/** An advert follows every this-many posts. */
export const AD_EVERY = 5;
/**
 * Posts the app draws at once on its first screen: those the server-drawn page shows
 * (api/src/server/first-screen.ts FIRST_POSTS). The rest follow a few at a time (useStagedCount).
 */
export const FIRST_SCREEN_POSTS = 3;
export const STAGED_POSTS_STEP = 4;
