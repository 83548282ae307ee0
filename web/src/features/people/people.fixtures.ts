import { graphql, HttpResponse } from 'msw';
import type { PersonFieldsFragment, ProfileQuery } from '../../gql/graphql';
import { server } from '../../test/server';
import { ProfileQuery as ProfileDocument } from './documents';

type Person = PersonFieldsFragment & { __typename: 'User' };
type Profile = ProfileQuery['user'] & { __typename: 'User' };

export function makePerson(overrides: Partial<PersonFieldsFragment> = {}): Person {
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

export function makeProfile(overrides: Partial<ProfileQuery['user']> = {}): Profile {
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
  } as Profile;
}

/** Answers `user(id)` with this profile (or NOT_FOUND for any other id). */
export function serveProfile(profile: Profile) {
  server.use(
    graphql.query(ProfileDocument, ({ variables }) =>
      variables.id === profile.id
        ? HttpResponse.json({ data: { user: profile } })
        : HttpResponse.json({ errors: [{ message: 'Profile not found', extensions: { code: 'NOT_FOUND' } }] }),
    ),
  );
}
