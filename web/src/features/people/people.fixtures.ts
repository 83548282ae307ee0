import { graphql, HttpResponse } from 'msw';
import type { MembershipType } from '../../gql/graphql';
import { server } from '../../test/server';

/** A member in a list as the api sends them: what a row and its follow button ask for. */
export interface Person {
  __typename: 'User';
  id: string;
  displayName: string;
  handle: string;
  avatarUrl: string;
  isPrivateProfile: boolean;
  isFollowing: boolean;
  isFollowRequested: boolean;
  followersCount: number;
}

/** A member's profile as the api sends it: every field the profile page's fragments ask for. */
export interface Profile extends Person {
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  occupation: string | null;
  interests: string[];
  membershipType: MembershipType | null;
  partyAffiliation: string | null;
  showPartyAffiliation: boolean;
  showPollingUnit: boolean;
  followingCount: number;
  postsCount: number;
  civicLevel: number;
  civicPoints: number;
  createdAt: string;
  canSeeProfile: boolean;
  official: { __typename: 'Official'; id: string; seatName: string } | null;
  location: object | null;
}

export function makePerson(overrides: Partial<Person> = {}): Person {
  return {
    __typename: 'User',
    id: 'u2',
    displayName: 'Bola Ade',
    handle: 'bola',
    avatarUrl: '/avatars/u2.png',
    isPrivateProfile: false,
    isFollowing: false,
    isFollowRequested: false,
    followersCount: 10,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    ...makePerson(),
    firstName: 'Bola',
    lastName: 'Ade',
    bio: 'Nurse in Ilupeju.',
    occupation: 'Nurse',
    interests: ['health'],
    membershipType: 'OBIDIENT',
    partyAffiliation: null,
    showPartyAffiliation: false,
    showPollingUnit: false,
    followingCount: 4,
    postsCount: 2,
    civicLevel: 1,
    civicPoints: 120,
    createdAt: '2025-07-01T10:00:00.000Z',
    canSeeProfile: true,
    official: null,
    location: {
      __typename: 'ElectoralLocation',
      state: { __typename: 'State', code: '24', displayName: 'Lagos' },
      lga: { __typename: 'Lga', fullCode: '24/16', displayName: 'Mushin' },
      ward: {
        __typename: 'Ward',
        fullCode: '24/16/05',
        displayName: 'Ilupeju',
        senatorialDistrict: { __typename: 'SenatorialDistrict', id: 70, displayName: 'Lagos West' },
        federalConstituency: { __typename: 'FederalConstituency', id: 239, displayName: 'Mushin I' },
      },
      pollingUnit: null,
    },
    ...overrides,
  };
}

/** Answers `user(id)` with this profile (or NOT_FOUND for any other id). */
export function serveProfile(profile: Profile) {
  server.use(
    graphql.query<object, { id: string }>('Profile', ({ variables }) =>
      variables.id === profile.id
        ? HttpResponse.json({ data: { user: profile } })
        : HttpResponse.json({ errors: [{ message: 'Profile not found', extensions: { code: 'NOT_FOUND' } }] }),
    ),
  );
}
