import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProfileSettingsFieldsFragment, UpdateProfileInput } from '../../gql/graphql';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { typeInto } from '../../test/typeInto';
import { serveGeography } from '../geo/geo.fixtures';
import { ProfileSettingsQuery, UpdateProfileMutation } from './documents';

const profile: typeof ada & ProfileSettingsFieldsFragment = {
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
  location: { state: { code: '24', displayName: 'Lagos' }, lga: null, ward: null, pollingUnit: null },
  isPrivateProfile: false,
};

function serveProfile() {
  serveGeography();
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

  it('saves the location picked level by level as codes, then shows its names', async () => {
    serveProfile();
    let sent: UpdateProfileInput | null = null;
    server.use(
      graphql.mutation(UpdateProfileMutation, ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({
          data: {
            updateProfile: {
              ...profile,
              lga: '24/16',
              ward: '24/16/05',
              pollingUnit: '24/16/05/012',
              location: {
                state: { code: '24', displayName: 'Lagos' },
                lga: { fullCode: '24/16', displayName: 'Mushin' },
                ward: { fullCode: '24/16/05', displayName: 'Ilupeju' },
                pollingUnit: { puCode: '24/16/05/012', displayName: '15, Owodunni St.' },
              },
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
      graphql.mutation(UpdateProfileMutation, () =>
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
