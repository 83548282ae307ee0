/** SPEC §5 and §9: a news title is cut at 80 characters, with an ellipsis. */
export const NEWS_TITLE_MAX = 80;

export function newsTitle(title: string, max = NEWS_TITLE_MAX): string {
  return title.length > max ? `${title.slice(0, max).trimEnd()}…` : title;
}

/** SPEC §9: the news page loads 10 at a time; the sidebar fetches 5 and shows 4. */
export const NEWS_PAGE_SIZE = 10;
export const SIDEBAR_NEWS_FETCHED = 5;
export const SIDEBAR_NEWS_SHOWN = 4;
/** SPEC §9: news refreshes every 3 minutes in the sidebar, 5 on the news page. */
export const SIDEBAR_NEWS_REFRESH_MS = 3 * 60_000;
export const NEWS_PAGE_FRESH_MS = 5 * 60_000;
