/** SPEC §3 Sponsored ad: a static list of five. */
export interface SponsoredAd {
  id: string;
  type: 'government-job' | 'civic-engagement' | 'government-service' | 'political-event';
  title: string;
  description: string;
  link: string;
  sponsor: string;
  location: string;
}

/**
 * The five house adverts: no advertiser pays for these yet, so each promotes a public service on
 * its official site, and the sponsor line says it is ours (docs/decisions.md, News).
 */
export const SPONSORED_ADS: SponsoredAd[] = [
  {
    id: 'ad-government-jobs',
    type: 'government-job',
    title: 'Jobs in the federal civil service',
    description: 'Vacancies are published by the Federal Civil Service Commission, and applying costs nothing.',
    link: 'https://fedcivilservice.gov.ng/',
    sponsor: 'Civic Network public notice',
    location: 'Nationwide',
  },
  {
    id: 'ad-voter-education',
    type: 'civic-engagement',
    title: 'Registered to vote? Check before the election',
    description: 'Register, transfer or replace a lost voter card on INEC’s registration portal.',
    link: 'https://cvr.inecnigeria.org/',
    sponsor: 'Civic Network public notice',
    location: 'Nationwide',
  },
  {
    id: 'ad-passport',
    type: 'government-service',
    title: 'Apply for or renew your passport',
    description: 'Start your application online with the Nigeria Immigration Service.',
    link: 'https://immigration.gov.ng/',
    sponsor: 'Civic Network public notice',
    location: 'Nationwide',
  },
  {
    id: 'ad-party-conventions',
    type: 'political-event',
    title: 'Party primaries and conventions',
    description: 'INEC publishes the timetable parties must follow for primaries, nominations and campaigns.',
    link: 'https://inecnigeria.org/',
    sponsor: 'Civic Network public notice',
    location: 'Nationwide',
  },
  {
    id: 'ad-nysc',
    type: 'government-service',
    title: 'National Youth Service registration',
    description: 'Prospective corps members register and follow their mobilisation on the NYSC portal.',
    link: 'https://www.nysc.gov.ng/',
    sponsor: 'Civic Network public notice',
    location: 'Nationwide',
  },
];

/** SPEC §9: feed-top 0, feed-middle 1, feed-bottom 2, anywhere else from 3; the sidebar shows 2. */
export const AD_SLOT = { feedTop: 0, feedMiddle: 1, feedBottom: 2, other: 3 } as const;
export const SIDEBAR_ADS = 2;

export function adsFor(slot: keyof typeof AD_SLOT, count = 1): SponsoredAd[] {
  const start = AD_SLOT[slot];
  return Array.from({ length: count }, (_, i) => SPONSORED_ADS[(start + i) % SPONSORED_ADS.length]);
}
