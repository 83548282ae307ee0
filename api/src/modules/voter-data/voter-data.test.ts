import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.js';
import { signedInClient, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { lagosToday, NEXT_ELECTIONS, upcomingElections } from './voter-data.facts.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

async function member(role = 'user') {
  const signedIn = await signedInClient(app, { firstName: role === 'admin' ? 'Amaka' : 'Tunde' });
  await app.em().getConnection().execute(`update users set role = ? where id = ?`, [role, signedIn.user.id]);
  return signedIn.client;
}

/** Uploads a CSV the way the admin form does: multipart, field `file`. */
async function upload(client: TestClient, csv: string, fileName = 'register.csv') {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), fileName);
  const response = await fetch(`${client.baseUrl}/api/admin/voter-register?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { cookie: client.cookie },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const lookup = (client: TestClient, voterID: string) => client.request('POST', '/api/inec/voter-lookup', { voterID });

const REGISTER = `VIN,Registration_Status,PVC_Status,state
90F5B0A3D8274856123,registered,collected,Lagos
90F5B0A3D8274856124,registered,awaiting collection,Lagos
90F5B0A3D8274856125,transferred,not_printed,Kano
90F5B0A3D8274856126,removed,uncollected,Kano
`;

describe('voter data figures', () => {
  it('reports the 2023 register, the 2025 registrations and the elections INEC has fixed, with sources', async () => {
    const cvr = await app.client().request('GET', '/api/inec/cvr-status');
    expect(cvr.body).toMatchObject({ totalRegistrations: 93_469_008, newRegistrations2025: 2_572_054, ongoingCVR: null });
    expect(cvr.body.nextElections).toEqual(upcomingElections(lagosToday()).map(({ type, date }) => ({ type, date })));
    expect(cvr.body.sources.map((s: any) => s.url)).toContain('https://newtelegraphng.com/over-9-8m-nigerians-pre-registered-for-cvr-inec/');
    // Before the first general election day both are ahead; after it, only the second.
    expect(upcomingElections('2026-11-21').map((e) => e.date)).toEqual(['2027-01-16', '2027-02-06']);
    expect(upcomingElections('2027-01-17').map((e) => e.type)).toEqual(['Governorship and State Houses of Assembly elections']);
    expect(upcomingElections('2027-02-07')).toEqual([]);
    expect(NEXT_ELECTIONS.every((e) => e.source.url.startsWith('https://'))).toBe(true);
  });

  it('collects all the data as sums over what is stored', async () => {
    const declared = Object.fromEntries(
      readFileSync(`${repoRoot}/api/data/elections/presidential_2023_national.csv`, 'utf8')
        .trim()
        .split('\n')
        .filter((line) => line.startsWith('TOTAL_'))
        .map((line) => [line.split(',')[0], Number(line.split(',')[2])]),
    );
    const all = await app.client().request('GET', '/api/inec/collect-all-data');
    expect(all.body).toMatchObject({
      totalPollingUnits: 176_846,
      totalWards: 8_809,
      totalLgas: 774,
      totalStates: 37,
      totalRegisteredVoters: 93_469_008,
      totalNewRegistrations: 2_572_054,
      totalPVCsCollected: 87_209_007,
      importedRegister: null,
    });
    expect(all.body.elections).toContainEqual({
      name: '2023 Presidential Election',
      date: '2023-02-25',
      registered: declared.TOTAL_REGISTERED,
      accredited: declared.TOTAL_ACCREDITED,
      validVotes: declared.TOTAL_VALID,
    });
  });
});

describe('voter ID lookup', () => {
  it('says plainly when no register is imported, and needs a member and a voter ID', async () => {
    const client = await member();
    const none = await lookup(client, '90F5B0A3D8274856123');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ status: 'no_register', data: null });
    expect(none.body.message).toContain('No voter register has been imported here yet');
    expect(none.body.message).toContain('https://cvr.inecnigeria.org/');

    expect((await lookup(client, '  ')).body.message).toBe('Voter ID is required');
    expect((await lookup(client, '90F5<script>')).body.message).toBe(
      'Enter the voter ID as printed on your voter card: 8 to 30 letters and digits',
    );
    expect((await lookup(app.client(), '90F5B0A3D8274856123')).status).toBe(401);
  });

  it('answers from the register an administrator imports, which replaces the last one; voter IDs are kept only as hashes', async () => {
    const admin = await member('admin');
    const voter = await member();

    const refused = await upload(voter, REGISTER);
    expect(refused.status).toBe(403);
    const gqlRefused = await voter.gql(`mutation { importVoterRegister(csv: "vin,registration_status,pvc_status\\nAAAA11112222,registered,collected") { rowCount } }`);
    expect(gqlRefused.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const imported = await upload(admin, REGISTER, 'lagos-kano.csv');
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ fileName: 'lagos-kano.csv', rowCount: 4, registeredCount: 3, pvcCollectedCount: 1 });

    const found = await lookup(voter, '90f5 b0a3 d827 4856 123');
    expect(found.body).toEqual({
      status: 'found',
      message: expect.stringContaining('Voter ID 90F5B0A3D8274856123 is in the register imported on'),
      data: { registrationStatus: 'Registered', pvcStatus: 'Collected' },
    });
    expect((await lookup(voter, '90F5B0A3D8274856124')).body.data).toEqual({
      registrationStatus: 'Registered',
      pvcStatus: 'Ready for collection at your INEC local government office',
    });
    expect((await lookup(voter, '90F5B0A3D8274856126')).body.data.registrationStatus).toBe('Not on the register (removed)');
    const missing = await lookup(voter, '90F5B0A3D8274856999');
    expect(missing.body).toMatchObject({ status: 'not_found', data: null });
    expect(missing.body.message).toContain('No voter with ID 90F5B0A3D8274856999 is in the register imported on');

    const stored = await app.em().getConnection().execute(`select encode(vin_hash, 'hex') as h from voter_register_entries`);
    expect(stored.map((r: any) => r.h)).toContain(createHash('sha256').update('90F5B0A3D8274856123').digest('hex'));
    const columns = await app
      .em()
      .getConnection()
      .execute(`select column_name from information_schema.columns where table_name = 'voter_register_entries' order by column_name`);
    expect(columns.map((c: any) => c.column_name)).toEqual(['import_id', 'pvc_status', 'registration_status', 'vin_hash']);

    const all = await voter.request('GET', '/api/inec/collect-all-data');
    expect(all.body.importedRegister).toMatchObject({ rowCount: 4, registeredCount: 3, pvcCollectedCount: 1 });

    // A second import replaces the first.
    const second = await admin.gql(
      `mutation($csv: String!) { importVoterRegister(csv: $csv, fileName: "fix.csv") { rowCount fileName } }`,
      { csv: 'vin,registration_status,pvc_status\r\nAAAA11112222,registered,collected\r\n' },
    );
    expect(second.data.importVoterRegister).toEqual({ rowCount: 1, fileName: 'fix.csv' });
    expect((await lookup(voter, '90F5B0A3D8274856123')).body.status).toBe('not_found');
    expect((await lookup(voter, 'aaaa11112222')).body.status).toBe('found');
  });

  it('refuses a register with any bad row, naming the lines, and keeps the one it had', async () => {
    const admin = await member('admin');
    const voter = await member();
    await upload(admin, 'vin,registration_status,pvc_status\nKEEP00001111,registered,collected\n');

    const bad = await upload(
      admin,
      `vin,registration_status,pvc_status\nGOOD00001111,registered,collected\nX1,registered,collected\nGOOD00002222,maybe,collected\nGOOD00001111,registered,collected\n`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Nothing was imported. 3 rows have problems: line 3: the voter ID must be 8 to 30 letters and digits; ' +
        'line 4: registration_status must be one of registered, transferred, removed; line 5: the voter ID is already on line 2',
    );
    expect((await upload(admin, 'voter,status\nGOOD00001111,registered\n')).body.message).toBe(
      'The register file needs a header row with the columns vin, registration_status and pvc_status',
    );
    expect((await upload(admin, 'vin,registration_status,pvc_status\n')).body.message).toBe('The register file has no voters in it');
    expect((await lookup(voter, 'KEEP00001111')).body.status).toBe('found');
    expect((await lookup(voter, 'GOOD00001111')).body.status).toBe('not_found');
  });

  it('allows twenty lookups in ten minutes per member', async () => {
    const voter = await member();
    for (let i = 0; i < 20; i++) expect((await lookup(voter, `CHECK000${String(i).padStart(4, '0')}`)).status).toBe(200);
    const refused = await lookup(voter, 'CHECK0009999');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many voter ID lookups. Please try again in a few minutes.');
  });
});
