import { expect } from 'vitest';
import { signedInClient, type TestApp, type TestClient } from './harness.js';

/** What the watch tests share: members registered at a unit, with a role, and a Lagos election to watch. */
export function watchFixtures(app: TestApp) {
  const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);

  /** A member, registered at a unit when given (with its ward, LGA and state), with a role when given. */
  async function member(options: { unit?: string; role?: 'admin' | 'super_admin' | 'observer' } = {}) {
    const signed = await signedInClient(app);
    const u = options.unit;
    if (u) await sql('update users set state = ?, lga = ?, ward = ?, polling_unit = ? where id = ?', [u.slice(0, 2), u.slice(0, 5), u.slice(0, 8), u, signed.user.id]);
    if (options.role) await sql('update users set role = ? where id = ?', [options.role, signed.user.id]);
    return signed;
  }

  /** An ongoing Lagos governorship with APC, LP and PDP candidates, made by an administrator. */
  async function newElection(admin: TestClient): Promise<string> {
    const { data, errors } = await admin.gql(`mutation($input: CreateElectionInput!) { createElection(input: $input) { id } }`, {
      input: {
        type: 'GOVERNORSHIP',
        name: `Lagos governorship ${Math.random().toString(36).slice(2, 7)}`,
        date: '2027-03-13',
        stateCode: '24',
        candidates: [
          { party: 'APC', name: 'Candidate A' },
          { party: 'LP', name: 'Candidate B' },
          { party: 'PDP', name: 'Candidate C' },
        ],
      },
    });
    expect(errors).toBeUndefined();
    return data.createElection.id;
  }

  return { sql, member, newElection };
}
