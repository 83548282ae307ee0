import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProfileSettingsFieldsFragment, UpdateProfileInput } from '../../gql/graphql';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { ProfileSettingsQuery, UpdateProfileMutation } from './documents';

const profile: typeof ada & ProfileSettingsFieldsFragment = {
  ...ada,
  bio: null,
  phoneNumber: null,
  occupation: 'Teacher',
  interests: ['education'],
  membershipType: null,
  partyAffiliation: null,
  state: 'Lagos',
  lga: null,
  ward: null,
  pollingUnit: null,
  isPrivateProfile: false,
};

function serveProfile() {
  server.use(
    graphql.query(ProfileSettingsQuery, () =>
      HttpResponse.json({
        data: {
          me: profile,
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

describe('profile settings', () => {
  it('sends trimmed interests as a list and null for empty location fields', async () => {
    serveProfile();
    let sent: UpdateProfileInput | null = null;
    server.use(
      graphql.mutation(UpdateProfileMutation, ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({ data: { updateProfile: profile } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile/settings', { viewer: ada });

    const interests = await screen.findByLabelText('Interests');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.clear(interests);
    await user.type(interests, ' civic education ,  , youth,security ');
    await user.clear(screen.getByLabelText('State'));
    await user.type(screen.getByLabelText('Ward'), '   ');
    await user.selectOptions(screen.getByLabelText('Membership type'), 'BATist');
    await user.selectOptions(screen.getByLabelText('Party'), 'LP');
    await user.type(screen.getByLabelText('Bio'), 'Teacher in Yaba.');
    expect(screen.getByText('16/500')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeVisible();
    expect(screen.getByText('Your profile has been successfully updated.')).toBeVisible();
    expect(sent).toMatchObject({
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
    let requests = 0;
    server.use(
      graphql.mutation(UpdateProfileMutation, () => {
        requests += 1;
        return HttpResponse.json({ data: { updateProfile: profile } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile/settings', { viewer: ada });

    await user.clear(await screen.findByLabelText(/First name/));
    await user.clear(screen.getByLabelText(/Last name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(requests).toBe(0);
  });

  it('shows a BAD_USER_INPUT error beside its field', async () => {
    serveProfile();
    server.use(
      graphql.mutation(UpdateProfileMutation, () =>
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
});
