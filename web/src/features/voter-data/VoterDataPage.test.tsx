import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { typeInto } from '../../test/typeInto';
import { serveGeography } from '../geo/geo.fixtures';
import { CollectVoterDataQuery, ValidatePollingUnitQuery, VoterRegisterQuery } from './documents';
import { serveViewerPowers } from '../auth/viewer.fixtures';

const IMPORTED = {
  __typename: 'VoterRegisterImport' as const,
  id: 'i1',
  fileName: 'ward.csv',
  rowCount: 1250,
  registeredCount: 1200,
  pvcCollectedCount: 1100,
  importedAt: '2026-11-20T09:00:00.000Z',
};

const register = {
  registerName: 'INEC register of voters, January 2023',
  totalRegisteredVoters: 93469008,
  totalPollingUnits: 176846,
  totalNewRegistrations: 2572054,
  newRegistrationsAsOf: '2025-11-28',
  totalPVCsCollected: 87209007,
  ongoingCVR: null,
  registrationPortalUrl: 'https://cvr.inecnigeria.org/',
  nextElections: [
    { type: 'Presidential and National Assembly elections', date: '2027-01-16' },
    { type: 'Governorship and State Houses of Assembly elections', date: '2027-02-06' },
  ],
  sources: [{ label: 'Election dates', source: 'INEC statement, 26 February 2026', url: 'https://thecitizenng.com/inec' }],
  importedRegister: null as typeof IMPORTED | null,
};

const collected = {
  totalPollingUnits: 176846,
  totalWards: 8809,
  totalLgas: 774,
  totalStates: 37,
  totalRegisteredVoters: 93469008,
  totalNewRegistrations: 2572054,
  totalPVCsCollected: 87209007,
  collectedAt: '2026-11-21T09:30:00.000Z',
  elections: [{ name: '2023 Presidential Election', date: '2023-02-25', registered: 93469008, accredited: 25286616, validVotes: 24025940 }],
  importedRegister: null,
};

function serveRegister(answers: ('ok' | 'fail')[] = ['ok'], imported: typeof IMPORTED | null = null) {
  let call = 0;
  server.use(
    graphql.query(VoterRegisterQuery, () => HttpResponse.json({ data: { voterRegister: { ...register, importedRegister: imported } } })),
    graphql.query(CollectVoterDataQuery, () => {
      const answer = answers[Math.min(call++, answers.length - 1)];
      return answer === 'ok'
        ? HttpResponse.json({ data: { collectVoterData: collected } })
        : HttpResponse.json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    }),
  );
}

async function openPage(powers = { isAdmin: false, isSuperAdmin: false }) {
  serveViewerPowers(ada.id, powers);
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
  it("shows the register's sourced figures and the next elections, and collects every stored total on demand", async () => {
    serveGeography();
    serveRegister();
    const user = userEvent.setup();
    const status = await openPage();

    expect(await within(status).findByText('INEC register of voters, January 2023')).toBeVisible();
    expect(fact(status, 'Registered voters')).toHaveTextContent('93,469,008');
    expect(fact(status, 'New registrations (CVR 2025, to 28 November 2025)')).toHaveTextContent('2,572,054');
    expect(fact(status, 'PVCs collected for 2023')).toHaveTextContent('87,209,007');
    expect(fact(status, 'Continuous voter registration')).toHaveTextContent('Not published in our data');
    const elections = within(status).getByRole('region', { name: 'Next elections' });
    expect(within(elections).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Saturday, 16 January 2027: Presidential and National Assembly elections',
      'Saturday, 6 February 2027: Governorship and State Houses of Assembly elections',
    ]);
    expect(within(status).getByRole('link', { name: 'thecitizenng.com' })).toHaveAttribute('href', 'https://thecitizenng.com/inec');
    expect(within(status).getByRole('link', { name: "Register or check your registration on INEC's portal" })).toHaveAttribute(
      'target',
      '_blank',
    );

    await user.click(screen.getByRole('button', { name: 'Collect All INEC Data' }));
    const region = await screen.findByRole('region', { name: 'INEC data collected' });
    expect(fact(region, 'Polling units')).toHaveTextContent('176,846');
    expect(fact(region, 'Wards')).toHaveTextContent('8,809');
    expect(fact(region, 'Registered voters')).toHaveTextContent('93,469,008');
    expect(fact(region, 'PVCs collected')).toHaveTextContent('87,209,007');
    expect(fact(region, '2023 Presidential Election: accredited voters')).toHaveTextContent('25,286,616');
    expect(fact(region, 'Imported voter register')).toHaveTextContent('None imported');
  });

  it('says so when collecting fails', async () => {
    serveGeography();
    serveRegister(['fail']);
    const user = userEvent.setup();
    await openPage();

    await user.click(await screen.findByRole('button', { name: 'Collect All INEC Data' }));

    expect(await screen.findByText('Collection Failed')).toBeVisible();
    expect(screen.getByText('Failed to collect INEC voter data. Please try again.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'INEC data collected' })).not.toBeInTheDocument();
  });

  it('waits for a register: with none imported it says so, and the voter ID and button are disabled', async () => {
    serveGeography();
    serveRegister();
    const sent: unknown[] = [];
    server.use(http.post('*/api/inec/voter-lookup', async ({ request }) => HttpResponse.json(sent.push(await request.json()))));
    await openPage();
    expect(await screen.findByText(/No voter register has been imported on this site yet/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Voter ID' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Look Up Voter' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('needs a voter ID, and shows why a lookup failed', async () => {
    serveGeography();
    serveRegister(['ok'], IMPORTED);
    const sent: unknown[] = [];
    let answer: { status: number; body: string | object } = {
      status: 200,
      body: { status: 'not_found', message: 'Voter ID 90F5B0A3D8274856123 is not in the imported register.', data: null },
    };
    server.use(
      http.post('*/api/inec/voter-lookup', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(answer.body, { status: answer.status });
      }),
    );
    const user = userEvent.setup();
    await openPage();
    const voterId = await screen.findByRole('textbox', { name: 'Voter ID' });
    await waitFor(() => expect(voterId).toBeEnabled());

    await user.type(voterId, '   ');
    await user.click(screen.getByRole('button', { name: 'Look Up Voter' }));
    expect(voterId).toHaveAccessibleErrorMessage('Please enter your voter ID');
    expect(sent).toEqual([]);

    await user.type(voterId, '90F5B0A3D8274856123 ');
    await user.click(screen.getByRole('button', { name: 'Look Up Voter' }));
    const result = await screen.findByRole('status', { name: 'Lookup result' });
    expect(result).toHaveTextContent('Not found');
    expect(sent).toEqual([{ voterID: '90F5B0A3D8274856123' }]);

    answer = { status: 429, body: { message: 'Too many voter ID lookups. Please try again in a few minutes.' } };
    await user.click(screen.getByRole('button', { name: 'Look Up Voter' }));
    expect(await screen.findByText('Lookup Failed')).toBeVisible();
    expect(screen.getByText('Too many voter ID lookups. Please try again in a few minutes.')).toBeVisible();

    await dismissToast(user);
    answer = { status: 502, body: 'Bad gateway' };
    await user.click(screen.getByRole('button', { name: 'Look Up Voter' }));
    expect(await screen.findByText('Failed to lookup voter')).toBeVisible();
  });

  it('gives a clear answer from an imported register', async () => {
    serveGeography();
    serveRegister(['ok'], IMPORTED);
    server.use(
      http.post('*/api/inec/voter-lookup', () =>
        HttpResponse.json({
          status: 'found',
          message: 'Voter ID 90F5B0A3D8274856123 is in the register imported on 20 November 2026.',
          data: { registrationStatus: 'Registered', pvcStatus: 'Collected' },
        }),
      ),
    );
    const user = userEvent.setup();
    await openPage();
    expect(await screen.findByText('Checks against a register of 1,250 voters imported on 20 November 2026.')).toBeVisible();
    expect(screen.queryByText(/No voter register has been imported/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Voter ID' }), '90F5B0A3D8274856123');
    await user.click(screen.getByRole('button', { name: 'Look Up Voter' }));
    const result = await screen.findByRole('status', { name: 'Lookup result' });
    expect(result).toHaveTextContent('Voter found');
    expect(result).toHaveTextContent('Registration: Registered');
    expect(result).toHaveTextContent('Voter card (PVC): Collected');
  });

  it('offers administrators, and only them, the register import', async () => {
    serveGeography();
    serveRegister();
    await openPage();
    await screen.findByRole('region', { name: 'Voter ID lookup' });
    expect(screen.queryByRole('region', { name: 'Import a voter register' })).not.toBeInTheDocument();
  });

  it('imports a register as an administrator and shows the refusal when the file is wrong', async () => {
    serveGeography();
    serveRegister();
    let reply: { status: number; body: object } = { status: 400, body: { message: 'Nothing was imported. 1 rows have problems: line 3: the voter ID must be 8 to 30 letters and digits' } };
    const uploads: string[] = [];
    server.use(
      http.post('*/api/admin/voter-register', async ({ request }) => {
        const form = await request.formData();
        uploads.push(`${new URL(request.url).searchParams.get('fileName')}: ${form.has('file') ? 'file' : 'none'}`);
        return HttpResponse.json(reply.body, { status: reply.status });
      }),
    );
    const user = userEvent.setup();
    await openPage({ isAdmin: true, isSuperAdmin: false });
    const card = await screen.findByRole('region', { name: 'Import a voter register' });
    await user.click(within(card).getByRole('button', { name: 'Import register' }));
    expect(within(card).getByText('Choose a CSV file of the register')).toBeVisible();

    const file = new File(['vin,registration_status,pvc_status\n'], 'ward.csv', { type: 'text/csv' });
    await user.upload(within(card).getByLabelText(/Register file/), file);
    await user.click(within(card).getByRole('button', { name: 'Import register' }));
    expect(await within(card).findByText(/line 3: the voter ID must be 8 to 30 letters and digits/)).toBeVisible();

    reply = { status: 200, body: { rowCount: 1250, pvcCollectedCount: 1100 } };
    await user.click(within(card).getByRole('button', { name: 'Import register' }));
    expect(await screen.findByText('Register imported')).toBeVisible();
    expect(screen.getByText('1,250 voters; 1,100 with their PVC collected.')).toBeVisible();
    expect(uploads).toEqual(['ward.csv: file', 'ward.csv: file']);
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
        // A server that fails (a network drop would answer this unit's last check from the cache).
        fail
          ? HttpResponse.json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }, { status: 500 })
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
