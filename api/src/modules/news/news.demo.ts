/**
 * What the news pages show when no feed is configured (NEWS_FEEDS unset): civic explainers that
 * link to official pages, marked as samples (`isDemo`) so nobody mistakes them for the day's news.
 * Every figure and date in them is sourced in docs/voter-data.md.
 */
export const DEMO_SOURCE = 'Sample story';

type DemoStory = { id: string; title: string; description: string; url: string };

const STORIES: DemoStory[] = [
  {
    id: '6a0d7f0e-2f5e-4c41-9a6b-000000000001',
    title: 'INEC sets 16 January 2027 for the presidential and National Assembly elections',
    description:
      'The revised timetable, issued after the Electoral Act 2026 was enacted, puts governorship and state assembly elections on 6 February 2027.',
    url: 'https://inecnigeria.org/',
  },
  {
    id: '6a0d7f0e-2f5e-4c41-9a6b-000000000002',
    title: 'Continuous voter registration: 2,572,054 completed registrations in the first phase',
    description:
      'Online pre-registration opened on 18 August 2025 and in-person registration on 25 August 2025 in all 774 LGAs; INEC counted 2,572,054 completed registrations by 28 November 2025.',
    url: 'https://cvr.inecnigeria.org/',
  },
  {
    id: '6a0d7f0e-2f5e-4c41-9a6b-000000000003',
    title: '93,469,008 Nigerians were on the register for the 2023 general elections',
    description: 'INEC’s register of January 2023, across the 36 states and the FCT. Lagos had the most registered voters.',
    url: 'https://inecnigeria.org/',
  },
  {
    id: '6a0d7f0e-2f5e-4c41-9a6b-000000000004',
    title: '87,209,007 permanent voter cards were collected before the 2023 polls',
    description: 'INEC reported 93.3% of cards collected when collection closed on 5 February 2023; 6,259,229 were left uncollected.',
    url: 'https://inecnigeria.org/',
  },
  {
    id: '6a0d7f0e-2f5e-4c41-9a6b-000000000005',
    title: 'Know your polling unit: 176,846 across the country',
    description: 'Every registered voter votes at one polling unit in their ward. Use the electoral lookup to find yours by state, LGA and ward.',
    url: 'https://cvr.inecnigeria.org/',
  },
  {
    id: '6a0d7f0e-2f5e-4c41-9a6b-000000000006',
    title: 'Result sheets from polling units are published on INEC’s result viewing portal',
    description: 'IReV shows the photographed result sheet (Form EC8A) of each polling unit as it is uploaded on election day.',
    url: 'https://www.inecelectionresults.ng/',
  },
  {
    id: '6a0d7f0e-2f5e-4c41-9a6b-000000000007',
    title: 'Lost or damaged voter card? Ask for a replacement during registration',
    description: 'Replacement of a lost or damaged PVC, transfers and corrections of voter details are requested through INEC’s registration portal.',
    url: 'https://cvr.inecnigeria.org/',
  },
  {
    id: '6a0d7f0e-2f5e-4c41-9a6b-000000000008',
    title: 'Moved house? Transfer your registration before registration closes',
    description: 'A transfer moves your registration to a polling unit near your new home, within your state or to another.',
    url: 'https://cvr.inecnigeria.org/',
  },
  {
    id: '6a0d7f0e-2f5e-4c41-9a6b-000000000009',
    title: 'Your personal data and the Nigeria Data Protection Act 2023',
    description: 'Political opinions are sensitive personal data under the Act. The Nigeria Data Protection Commission enforces it.',
    url: 'https://ndpc.gov.ng/',
  },
  {
    id: '6a0d7f0e-2f5e-4c41-9a6b-000000000010',
    title: 'Who represents you? 109 senators and 360 members of the House of Representatives',
    description: 'Each state elects three senators and the FCT one; federal constituencies elect the House. Find your lawmakers on the National Assembly site.',
    url: 'https://nass.gov.ng/',
  },
  {
    id: '6a0d7f0e-2f5e-4c41-9a6b-000000000011',
    title: 'State houses of assembly: 991 constituencies',
    description: 'Your ward belongs to one state constituency, one federal constituency and one senatorial district.',
    url: 'https://inecnigeria.org/',
  },
  {
    id: '6a0d7f0e-2f5e-4c41-9a6b-000000000012',
    title: 'You must be 18 or older to register and vote',
    description: 'Registration is open to Nigerian citizens aged 18 and above who are not already registered; registering twice is an offence.',
    url: 'https://cvr.inecnigeria.org/',
  },
];

/** The samples, newest first, dated a few hours apart before `now` so their ages read naturally. */
export function demoStories(now = new Date()) {
  const hour = 3_600_000;
  return STORIES.map((story, index) => ({
    ...story,
    source: DEMO_SOURCE,
    urlToImage: null,
    publishedAt: new Date(Math.floor(now.getTime() / hour) * hour - index * 3 * hour),
    isDemo: true,
  }));
}
