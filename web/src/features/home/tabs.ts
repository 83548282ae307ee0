import type { FeedKind } from '../../gql/graphql';

export const HOME_TABS = [
  { value: 'blowing', label: 'Blowing', feature: 'Blowing', description: 'Trending posts from across Nigeria.' },
  { value: 'followers', label: 'Following', feature: 'Following', description: 'Posts from the people you follow.', membersOnly: true },
  { value: 'state', label: 'State', feature: 'State feed', description: 'What voters in your state are talking about.' },
  { value: 'lga', label: 'LGA', feature: 'LGA feed', description: 'Posts from your local government area.' },
  { value: 'ward', label: 'Ward', feature: 'Ward feed', description: 'Posts from neighbours in your ward.' },
  { value: 'connect', label: 'Connect', feature: 'Connect', description: 'Find and follow voters from your electoral area.', membersOnly: true },
  { value: 'news', label: 'Latest News', feature: 'Latest News', description: 'Political news from Nigerian outlets.' },
  { value: 'results', label: 'Results', feature: 'Election results', description: 'Live results as they are uploaded.' },
  {
    value: 'notifications',
    label: 'Notifications',
    feature: 'Notifications',
    description: 'New followers and activity on your posts.',
    membersOnly: true,
  },
] as const;

export type HomeTab = (typeof HOME_TABS)[number]['value'];

/** The tabs that are feeds (the spec's feed-type switcher), and which feed each shows. */
export const FEED_TABS: Partial<Record<HomeTab, FeedKind>> = {
  blowing: 'BLOWING',
  followers: 'FOLLOWING',
  state: 'STATE',
  lga: 'LGA',
  ward: 'WARD',
};

export const DEFAULT_TAB: HomeTab = 'blowing';

export function parseTab(value: string | null): HomeTab {
  return HOME_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_TAB;
}

/** The tabs a reader sees: visitors read Blowing, the place feeds, news and results (SPEC §2). */
export const tabsFor = (signedIn: boolean) => HOME_TABS.filter((tab) => signedIn || !('membersOnly' in tab));

/** The place feeds, and how deep a place each one needs: a state '24', an LGA '24/16', a ward '24/16/05'. */
export const PLACE_DEPTH = { STATE: 'state', LGA: 'lga', WARD: 'ward' } as const;
export type PlaceKind = keyof typeof PLACE_DEPTH;
const CODE_LENGTH = { state: 2, lga: 5, ward: 8 } as const;

export const isPlaceKind = (kind: FeedKind | undefined): kind is PlaceKind => Boolean(kind && kind in PLACE_DEPTH);

/** The part of a place code a feed of this kind reads (a ward's code read as its LGA's), or '' when it is not deep enough. */
export function placeFor(kind: PlaceKind, code: string | null): string {
  const length = CODE_LENGTH[PLACE_DEPTH[kind]];
  return code && /^\d{2}(\/\d{2}){0,2}$/.test(code) && code.length >= length ? code.slice(0, length) : '';
}
