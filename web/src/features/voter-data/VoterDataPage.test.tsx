import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { typeInto } from '../../test/typeInto';
import { serveGeography } from '../geo/geo.fixtures';
import { ValidatePollingUnitQuery, VoterRegisterQuery } from './documents';

const register = {
  registerName: 'INEC register of voters, January 2023',
  totalRegisteredVoters: 93469008,
  totalPollingUnits: 176846,
  totalNewRegistrations: null,
  totalPVCsCollected: null,
  ongoingCVR: null,
  registrationPortalUrl: 'https://cvr.inecnigeria.org/',
};

function serveRegister(answers: ('ok' | 'fail')[] = ['ok']) {
  let call = 0;
  server.use(
    graphql.query(VoterRegisterQuery, () => {
      const answer = answers[Math.min(call++, answers.length - 1)];
      return answer === 'ok'
        ? HttpResponse.json({ data: { voterRegister: register } })
        : HttpResponse.json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    }),
  );
}

async function openPage() {
  renderApp('/inec-data', { viewer: ada });
  return screen.findByRole('region', { name: 'Voter registration status' });
}

/** One toast shows at a time (SPEC §9): close it as a user would before the next one. */
async function dismissToast(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /close/i }));
  await waitFor(() => expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument());
}

const fact = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('voter data page', () => {
  it("shows the register's status honestly and collects the totals again on demand", async () => {
    serveGeography();
    serveRegister();
    const user = userEvent.setup();
    const status = await openPage();

    expect(await within(status).findByText('INEC register of voters, January 2023')).toBeVisible();
    expect(fact(status, 'Registered voters')).toHaveTextContent('93,469,008');
    expect(fact(status, 'New registrations since January 2023')).toHaveTextContent('Not published in our data');
    expect(fact(status, 'Continuous voter registration')).toHaveTextContent('Not published in our data');
    expect(within(status).getByRole('link', { name: "Register or check your registration on INEC's portal" })).toHaveAttribute(
      'target',
      '_blank',
    );

    await user.click(screen.getByRole('button', { name: 'Collect All INEC Data' }));
    const collected = await screen.findByRole('region', { name: 'INEC data collected' });
    expect(fact(collected, 'Polling units')).toHaveTextContent('176,846');
    expect(fact(collected, 'Registered voters')).toHaveTextContent('93,469,008');
    expect(fact(collected, 'PVCs collected')).toHaveTextContent('Not published in our data');
  });

  it('says so when collecting fails', async () => {
    serveGeography();
    serveRegister(['ok', 'fail']);
    const user = userEvent.setup();
    await openPage();

    await user.click(await screen.findByRole('button', { name: 'Collect All INEC Data' }));

    expect(await screen.findByText('Collection Failed')).toBeVisible();
    expect(screen.getByText('Failed to collect INEC voter data. Please try again.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'INEC data collected' })).not.toBeInTheDocument();
  });

  it('needs a voter ID, then shows why the lookup failed', async () => {
    serveGeography();
    serveRegister();
    const sent: unknown[] = [];
    let answer: { status: number; body: string | object } = {
      status: 501,
      body: { message: "Voter lookup by voter ID is only available on INEC's own portal.", code: 'NOT_AVAILABLE' },
    };
    server.use(
      http.post('*/api/inec/voter-lookup', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(answer.body, { status: answer.status });
      }),
    );
    const user = userEvent.setup();
    await openPage();
    const voterId = screen.getByRole('textbox', { name: 'Voter ID' });

    await user.type(voterId, '   ');
    await user.click(screen.getByRole('button', { name: 'Look Up Voter' }));
    expect(voterId).toHaveAccessibleErrorMessage('Please enter your voter ID');
    expect(sent).toEqual([]);

    await user.type(voterId, '90F5B0A3D8274856123 ');
    await user.click(screen.getByRole('button', { name: 'Look Up Voter' }));
    expect(await screen.findByText('Lookup Failed')).toBeVisible();
    expect(screen.getByText("Voter lookup by voter ID is only available on INEC's own portal.")).toBeVisible();
    expect(sent).toEqual([{ voterID: '90F5B0A3D8274856123' }]);

    await dismissToast(user);
    answer = { status: 502, body: 'Bad gateway' };
    await user.click(screen.getByRole('button', { name: 'Look Up Voter' }));
    expect(await screen.findByText('Failed to lookup voter')).toBeVisible();
  });
});

describe('polling unit validation', () => {
  const combobox = (name: string) => screen.getByRole('combobox', { name });

  async function chooseUpToWard(user: UserEvent) {
    await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
    await user.selectOptions(screen.getByLabelText('LGA'), await screen.findByRole('option', { name: 'Mushin' }));
    await waitFor(() => expect(combobox('Ward')).toBeEnabled());
    await typeInto(user, combobox('Ward'), 'ilu');
    await user.click(await screen.findByRole('option', { name: 'Ilupeju' }));
    await waitFor(() => expect(combobox('Polling unit')).toBeEnabled());
  }

  async function chooseUnit(user: UserEvent) {
    await typeInto(user, combobox('Polling unit'), '012');
    await user.click(await screen.findByRole('option', { name: '012 · 15, Owodunni St.' }));
  }

  it('validates only once all four levels are chosen, then shows the unit, ward and LGA', async () => {
    serveGeography();
    serveRegister();
    const sent: unknown[] = [];
    server.use(
      graphql.query(ValidatePollingUnitQuery, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            validatePollingUnit: {
              valid: true,
              reason: null,
              pollingUnit: { puCode: '24/16/05/012', displayName: '15, Owodunni St.' },
              ward: { fullCode: '24/16/05', displayName: 'Ilupeju' },
              lga: { fullCode: '24/16', displayName: 'Mushin' },
            },
          },
        });
      }),
    );
    const user = userEvent.setup();
    await openPage();
    const validate = screen.getByRole('button', { name: 'Validate Polling Unit' });
    expect(validate).toBeDisabled();

    await chooseUpToWard(user);
    expect(validate).toBeDisabled();
    await user.type(combobox('Polling unit'), '{Enter}');
    expect(sent).toEqual([]);
    expect(screen.getByText('Choose the state, LGA, ward and polling unit to validate.')).toBeVisible();

    await chooseUnit(user);
    await user.click(validate);

    const result = await screen.findByRole('region', { name: 'Valid polling unit' });
    expect(fact(result, 'Polling unit')).toHaveTextContent('15, Owodunni St. (24/16/05/012)');
    expect(fact(result, 'Ward')).toHaveTextContent('Ilupeju (24/16/05)');
    expect(fact(result, 'LGA')).toHaveTextContent('Mushin (24/16)');
    expect(sent).toEqual([{ state: '24', lga: '24/16', ward: '24/16/05', pollingUnit: '24/16/05/012' }]);
  });

  it('says when INEC does not list the unit, and when the check fails', async () => {
    serveGeography();
    serveRegister();
    let fail = false;
    server.use(
      graphql.query(ValidatePollingUnitQuery, () =>
        fail
          ? HttpResponse.error()
          : HttpResponse.json({
              data: {
                validatePollingUnit: {
                  valid: false,
                  reason: 'That polling unit is not in the chosen ward',
                  pollingUnit: null,
                  ward: null,
                  lga: null,
                },
              },
            }),
      ),
    );
    const user = userEvent.setup();
    await openPage();
    await chooseUpToWard(user);
    await chooseUnit(user);

    await user.click(screen.getByRole('button', { name: 'Validate Polling Unit' }));
    expect(await screen.findByText('Invalid Polling Unit')).toBeVisible();
    expect(
      screen.getByText('Polling unit not found in INEC database. That polling unit is not in the chosen ward'),
    ).toBeVisible();

    await dismissToast(user);
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Validate Polling Unit' }));
    expect(await screen.findByText('Failed to validate polling unit')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Valid polling unit' })).not.toBeInTheDocument();
  });
});
