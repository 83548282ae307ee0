import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MembershipType, UpdateProfileInput, UpdateProfileMutationVariables } from '../../gql/graphql';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { typeInto } from '../../test/typeInto';
import { serveGeography } from '../geo/geo.fixtures';
import { makePerson } from '../people/people.fixtures';
import { UnblockUserMutation } from '../people/documents';
import { serveWallet } from '../wallet/wallet.fixtures';
import {
  AcceptFollowRequestMutation,
  BlockedMembersQuery,
  DeactivateAccountMutation,
  DeleteAccountMutation,
} from './documents';
import { ProfileSettingsQuery } from './SettingsPage';

/** The member's settings as the api sends them (every field the settings form's fragments ask for). */
type ProfileData = typeof ada & {
  bio: string | null;
  phoneNumber: string | null;
  occupation: string | null;
  interests: string[];
  membershipType: MembershipType | null;
  partyAffiliation: string | null;
  state: string | null;
  lga: string | null;
  ward: string | null;
  pollingUnit: string | null;
  location: object | null;
  isPrivateProfile: boolean;
  showPartyAffiliation: boolean;
  showPollingUnit: boolean;
  updatedAt: string | null;
};

/** A location as the api sends it: named by type, so the location fragment matches. */
const located = <T extends object>(names: T) => ({ __typename: 'ElectoralLocation' as const, ...names });

const profile: ProfileData = {
  ...ada,
  bio: null,
  phoneNumber: null,
  occupation: 'Teacher',
  interests: ['education'],
  membershipType: null,
  partyAffiliation: null,
  state: '24',
  lga: null,
  ward: null,
  pollingUnit: null,
  location: located({ state: { code: '24', displayName: 'Lagos' }, lga: null, ward: null, pollingUnit: null }),
  isPrivateProfile: false,
  showPartyAffiliation: false,
  showPollingUnit: false,
  updatedAt: '2025-08-01T10:00:00.000Z',
};

const noBlocks = { __typename: 'BlockedMemberConnection' as const, edges: [], pageInfo: { hasNextPage: false, endCursor: null } };

function serveProfile(overrides: Partial<ProfileData> = {}) {
  serveGeography();
  serveWallet();
  server.use(
    graphql.query(BlockedMembersQuery, () => HttpResponse.json({ data: { blockedMembers: noBlocks } })),
    graphql.query(ProfileSettingsQuery, () =>
      HttpResponse.json({
        data: {
          me: { ...profile, ...overrides },
          profileOptions: {
            parties: [
              { abbreviation: 'APC', name: 'All Progressives Congress' },
              { abbreviation: 'LP', name: 'Labour Party' },
            ],
          },
        },
      }),
    ),
  );
}

/** Saves succeed with the profile as it was; returns what each save sent. */
function captureUpdates() {
  const sent: UpdateProfileInput[] = [];
  server.use(
    graphql.mutation<object, UpdateProfileMutationVariables>('UpdateProfile', ({ variables }) => {
      sent.push(variables.input);
      return HttpResponse.json({ data: { updateProfile: profile } });
    }),
  );
  return sent;
}

describe('profile settings', () => {
  it('sends trimmed interests as a list and null for empty location fields', async () => {
    serveProfile();
    const sent = captureUpdates();
    const user = userEvent.setup();
    renderApp('/profile/settings', { viewer: ada });

    const interests = await screen.findByLabelText('Interests');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.clear(interests);
    await user.type(interests, ' civic education ,  , youth,security ');
    expect(screen.getByText(/^Saved location/)).toHaveTextContent('Saved location: Lagos');
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveDisplayValue('Lagos'));
    await user.selectOptions(screen.getByLabelText('State'), 'Choose a state');
    await user.selectOptions(screen.getByLabelText('Membership type'), 'BATist');
    await user.selectOptions(screen.getByLabelText('Party'), 'LP');
    await user.type(screen.getByLabelText('Bio'), 'Teacher in Yaba.');
    expect(screen.getByText('16/500')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeVisible();
    expect(screen.getByText('Your profile has been successfully updated.')).toBeVisible();
    expect(sent.at(-1)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Obi',
      bio: 'Teacher in Yaba.',
      interests: ['civic education', 'youth', 'security'],
      membershipType: 'BATIST',
      partyAffiliation: 'LP',
      state: null,
      lga: null,
      ward: null,
      pollingUnit: null,
      phoneNumber: null,
      isPrivateProfile: false,
    });
  });

  it('requires first and last name before sending anything', async () => {
    serveProfile();
    const sent = captureUpdates();
    const user = userEvent.setup();
    renderApp('/profile/settings', { viewer: ada });

    await user.clear(await screen.findByLabelText(/First name/));
    await user.clear(screen.getByLabelText(/Last name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('shows a BAD_USER_INPUT error beside its field', async () => {
    serveProfile();
    server.use(
      graphql.mutation<object, UpdateProfileMutationVariables>('UpdateProfile', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Phone number must be a Nigerian number, e.g. 0803 123 4567.',
              extensions: { code: 'BAD_USER_INPUT', field: 'phoneNumber' },
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/profile/settings', { viewer: ada });

    await user.type(await screen.findByLabelText('Phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update Failed')).toBeVisible();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleErrorMessage(
      'Phone number must be a Nigerian number, e.g. 0803 123 4567.',
    );
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the location picked level by level as codes, then shows its names', async () => {
    serveProfile();
    let sent: UpdateProfileInput | null = null;
    server.use(
      graphql.mutation<object, UpdateProfileMutationVariables>('UpdateProfile', ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({
          data: {
            updateProfile: {
              ...profile,
              lga: '24/16',
              ward: '24/16/05',
              pollingUnit: '24/16/05/012',
              location: located({
                state: { code: '24', displayName: 'Lagos' },
                lga: { fullCode: '24/16', displayName: 'Mushin' },
                ward: {
                  fullCode: '24/16/05',
                  displayName: 'Ilupeju',
                  senatorialDistrict: { id: 70, displayName: 'Lagos West' },
                  federalConstituency: { id: 239, displayName: 'Mushin I' },
                },
                pollingUnit: { puCode: '24/16/05/012', displayName: '15, Owodunni St.' },
              }),
            },
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile/settings', { viewer: ada });

    await waitFor(() => expect(screen.getByLabelText('State')).toHaveDisplayValue('Lagos'));
    await user.selectOptions(screen.getByLabelText('LGA'), await screen.findByRole('option', { name: 'Mushin' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ward' })).toBeEnabled());
    await typeInto(user, screen.getByRole('combobox', { name: 'Ward' }), 'ilu');
    await user.click(await screen.findByRole('option', { name: 'Ilupeju' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Polling unit' })).toBeEnabled());
    await typeInto(user, screen.getByRole('combobox', { name: 'Polling unit' }), '012');
    await user.click(await screen.findByRole('option', { name: '012 · 15, Owodunni St.' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeVisible();
    expect(sent).toMatchObject({ state: '24', lga: '24/16', ward: '24/16/05', pollingUnit: '24/16/05/012' });
    expect(screen.getByText(/^Saved location/)).toHaveTextContent(
      'Saved location: 15, Owodunni St. (24/16/05/012), Ilupeju ward, Mushin LGA, Lagos',
    );
  });

  it("shows the server's location error on the level it names", async () => {
    serveProfile();
    server.use(
      graphql.mutation<object, UpdateProfileMutationVariables>('UpdateProfile', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'That LGA is not in the chosen state',
              extensions: { code: 'BAD_USER_INPUT', field: 'lga' },
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/profile/settings', { viewer: ada });

    await user.selectOptions(await screen.findByLabelText('LGA'), await screen.findByRole('option', { name: 'Ikeja' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update Failed')).toBeVisible();
    expect(screen.getByLabelText('LGA')).toHaveAccessibleErrorMessage('That LGA is not in the chosen state');
    expect(screen.getByLabelText('LGA')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('profile settings: privacy and account', () => {
  it('sends the privacy switches and says why party and polling unit are protected', async () => {
    serveProfile();
    const sent = captureUpdates();
    const user = userEvent.setup();
    renderApp('/profile/settings', { viewer: ada });

    await user.click(await screen.findByRole('checkbox', { name: /Show my party to others/ }));
    expect(screen.getByText(/Party and polling unit are sensitive personal data/)).toBeVisible();
    expect(screen.getByText(/Choosing a party records your consent to store it/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeVisible();
    expect(sent.at(-1)).toMatchObject({ isPrivateProfile: false, showPartyAffiliation: true, showPollingUnit: false });
  });

  it('lists follow requests on a private profile and accepts one', async () => {
    serveProfile({ isPrivateProfile: true });
    const accepted: string[] = [];
    server.use(
      graphql.query('FollowRequests', () =>
        HttpResponse.json({
          data: { followRequests: [{ ...makePerson(), avatarUrl: '/a.png' }] },
        }),
      ),
      graphql.mutation(AcceptFollowRequestMutation, ({ variables }) => {
        accepted.push(String(variables.userId));
        return HttpResponse.json({ data: { acceptFollowRequest: true } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile/settings', { viewer: ada });

    const requests = await screen.findByRole('region', { name: 'Follow requests' });
    await user.click(await within(requests).findByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Request Accepted')).toBeVisible();
    expect(accepted).toEqual(['u2']);
    expect(await within(requests).findByText('No pending follow requests.')).toBeVisible();
    expect(screen.getByText('Private')).toBeVisible();
  });

  it('lists blocked members with the reason and date, and unblocks one', async () => {
    serveProfile();
    const unblocked: string[] = [];
    const blocked = (id: string, displayName: string, reason: string) => ({
      __typename: 'BlockedMemberEdge' as const,
      cursor: `c-${id}`,
      node: {
        __typename: 'BlockedMember' as const,
        reason,
        blockedAt: '2026-03-05T09:00:00.000Z',
        user: { __typename: 'User' as const, id, displayName, handle: displayName.split(' ')[0].toLowerCase(), avatarUrl: `/avatars/${id}.png` },
      },
    });
    server.use(
      graphql.query(BlockedMembersQuery, () =>
        HttpResponse.json({
          data: {
            blockedMembers: { ...noBlocks, edges: [blocked('u7', 'Spam Account', 'Spam'), blocked('u8', 'Loud Troll', 'Harassment or bullying')] },
          },
        }),
      ),
      graphql.mutation(UnblockUserMutation, ({ variables }) => {
        unblocked.push(String(variables.userId));
        return HttpResponse.json({ data: { unblockUser: true } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile/settings', { viewer: ada });

    const panel = await screen.findByRole('region', { name: 'Blocked members' });
    const troll = (await within(panel).findByText('Loud Troll')).closest('li')!;
    expect(within(troll as HTMLElement).getByText('Blocked 5 March 2026 · Harassment or bullying')).toBeVisible();
    await user.click(within(troll as HTMLElement).getByRole('button', { name: 'Unblock' }));

    expect(await screen.findByText('You can see Loud Troll’s profile and posts again.')).toBeVisible();
    expect(unblocked).toEqual(['u8']);
    await waitFor(() => expect(within(panel).queryByText('Loud Troll')).toBeNull());
    expect(within(panel).getByText('Spam Account')).toBeVisible();
  });

  it('says so when nobody is blocked', async () => {
    serveProfile();
    renderApp('/profile/settings', { viewer: ada });
    const panel = await screen.findByRole('region', { name: 'Blocked members' });
    expect(await within(panel).findByText('You haven’t blocked anyone.')).toBeVisible();
  });

  it('asks twice before deleting the account, then signs out after 2 s', async () => {
    serveProfile();
    let deletions = 0;
    server.use(
      graphql.mutation(DeleteAccountMutation, () => {
        deletions += 1;
        return HttpResponse.json({ data: { deleteAccount: true } });
      }),
    );
    const user = userEvent.setup();
    const { endServerSession } = renderApp('/profile/settings', { viewer: ada });

    expect(await screen.findByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/api/user/export');
    await user.click(screen.getByRole('button', { name: 'Delete account permanently' }));
    const first = await screen.findByRole('dialog', { name: 'Delete your account permanently?' });
    await user.click(within(first).getByRole('button', { name: 'Continue' }));
    const second = await screen.findByRole('dialog', { name: 'This cannot be undone' });
    expect(deletions).toBe(0);
    await user.click(within(second).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Account Deleted')).toBeVisible();
    expect(deletions).toBe(1);
    endServerSession();
    expect(screen.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Join Now' })).toBeVisible();
  });

  it('says Deactivation Failed when the server refuses, and keeps the member signed in', async () => {
    serveProfile();
    server.use(
      graphql.mutation(DeactivateAccountMutation, () =>
        HttpResponse.json({ errors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/profile/settings', { viewer: ada });

    await user.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Deactivation Failed')).toBeVisible();
    expect(screen.getByText('Failed to deactivate account. Please try again or contact support.')).toBeVisible();
    // Still signed in, with the choice open to try again or cancel.
    expect(dialog).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeVisible();
  });
});
