export type AdType = 'government-job' | 'civic-engagement' | 'government-service' | 'political-event';

export interface SponsoredItem {
  id: string;
  type: AdType;
  title: string;
  description: string;
  /** An official site, or a page of ours. */
  link: string;
  /** The call to action on the link. */
  action: string;
  /** Who placed it: these are our public-service notices, each pointing to the official body. */
  sponsor: string;
  location: string;
}

const OUR_NOTICE = 'Civic Network';

/**
 * The five static sponsored items (SPEC §3, §9), written as public-service notices: each points
 * to the official body's own site (or our electoral lookup) and promises nothing it cannot keep.
 */
export const SPONSORED_ITEMS: readonly SponsoredItem[] = [
  {
    id: 'federal-civil-service-vacancies',
    type: 'government-job',
    title: 'Federal civil service vacancies',
    description:
      'Vacancies in federal ministries and agencies are advertised by the Federal Civil Service Commission. Applying is free: never pay anyone for a form or a slot.',
    link: 'https://fedcivilservice.gov.ng',
    action: 'See current vacancies',
    sponsor: OUR_NOTICE,
    location: 'Nationwide',
  },
  {
    id: 'check-your-polling-unit',
    type: 'civic-engagement',
    title: 'Know where you vote before election day',
    description:
      'Find your ward and polling unit, see the constituencies it votes in, and check your registration on INEC’s portal.',
    link: '/electoral-lookup',
    action: 'Look up your polling unit',
    sponsor: OUR_NOTICE,
    location: 'All 36 states and the FCT',
  },
  {
    id: 'passport-application',
    type: 'government-service',
    title: 'Apply for or renew your passport online',
    description:
      'The Nigeria Immigration Service takes passport applications on its portal with your NIN. Upload your photo and documents, then book your biometric capture.',
    link: 'https://passport.immigration.gov.ng',
    action: 'Start an application',
    sponsor: OUR_NOTICE,
    location: 'Nationwide',
  },
  {
    id: 'party-conventions',
    type: 'political-event',
    title: 'Party conventions and primaries: know the rules',
    description:
      'Parties must notify INEC before the conventions and primaries that choose their candidates, and INEC monitors them. Ask your ward party office who the delegates are.',
    link: 'https://inecnigeria.org',
    action: 'Read INEC’s guidance',
    sponsor: OUR_NOTICE,
    location: 'Nationwide',
  },
  {
    id: 'nysc-registration',
    type: 'government-service',
    title: 'NYSC registration for prospective corps members',
    description:
      'Graduates mobilised by their institutions register for national youth service on the NYSC portal. Check the batch timetable and bring your original documents to camp.',
    link: 'https://www.nysc.gov.ng',
    action: 'Visit the NYSC portal',
    sponsor: OUR_NOTICE,
    location: 'Nationwide',
  },
];

/** SPEC §9 ad slots: the feed-middle slot shows item 1, the feed-bottom slot item 2. */
const FEED_MIDDLE = 1;
const FEED_BOTTOM = 2;

/** The advert after the n-th group of posts: starting at the feed-middle item, then taking turns. */
export function feedMiddleAd(group: number): SponsoredItem {
  return SPONSORED_ITEMS[(FEED_MIDDLE + group) % SPONSORED_ITEMS.length];
}

export const feedBottomAd = SPONSORED_ITEMS[FEED_BOTTOM];

/** SPEC §9: anywhere else (the right sidebar) starts at item 3; the sidebar shows two. */
const OTHER = 3;
export const SIDEBAR_ADS = 2;
export const sidebarAds = (count = SIDEBAR_ADS): SponsoredItem[] =>
  Array.from({ length: count }, (_, i) => SPONSORED_ITEMS[(OTHER + i) % SPONSORED_ITEMS.length]);
