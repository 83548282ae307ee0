import type { FeedKind } from '../../gql/graphql';

export const HOME_TABS = [
  { value: 'blowing', label: 'Blowing', feature: 'Blowing', description: 'Trending posts from across Nigeria.' },
  { value: 'followers', label: 'Following', feature: 'Following', description: 'Posts from the people you follow.' },
  { value: 'state', label: 'State', feature: 'State feed', description: 'What voters in your state are talking about.' },
  { value: 'lga', label: 'LGA', feature: 'LGA feed', description: 'Posts from your local government area.' },
  { value: 'ward', label: 'Ward', feature: 'Ward feed', description: 'Posts from neighbours in your ward.' },
  { value: 'connect', label: 'Connect', feature: 'Connect', description: 'Find and follow voters from your electoral area.' },
  { value: 'news', label: 'Latest News', feature: 'Latest News', description: 'Political news from Nigerian outlets.' },
  { value: 'results', label: 'Results', feature: 'Election results', description: 'Live results as they are uploaded.' },
  { value: 'notifications', label: 'Notifications', feature: 'Notifications', description: 'New followers and activity on your posts.' },
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
