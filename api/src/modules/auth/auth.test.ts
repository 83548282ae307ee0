import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, signedInClient, startTestApp, type TestApp } from '../../../test/harness.js';
import { User } from '../user/user.entity.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { Session } from './session.entity.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const usersWithEmail = (email: string) => app.em().count(User, { email: email.toLowerCase() });

describe('register', () => {
  it('creates an account with an argon2id hash and a handle from the email, without signing in', async () => {
    const client = app.client();
    const who = person({ email: 'Ngozi.Eze+vote@Example.NG' });
    const res = await client.request('POST', '/api/auth/register', who);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: 'ngozi.eze+vote@example.ng', message: 'Account created. Please sign in.' });
    const user = await app.em().findOneOrFail(User, { email: 'ngozi.eze+vote@example.ng' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.handle).toBe('ngoziezevote');
    expect(user.displayName).toBe('Chiamaka Okafor');
    expect(client.cookie).toBe('');
    expect((await client.request('GET', '/api/auth/user')).body).toBeNull();
  });

  it('gives the second person with the same email local part a numbered handle', async () => {
    const client = app.client();
    await client.request('POST', '/api/auth/register', person({ email: 'tunde@one.ng' }));
    await client.request('POST', '/api/auth/register', person({ email: 'tunde@two.ng' }));
    const handles = (await app.em().find(User, { email: { $like: 'tunde@%' } }, { orderBy: { createdAt: 'asc' } })).map(
      (u) => u.handle,
    );
    expect(handles).toEqual(['tunde', 'tunde2']);
  });

  it.each([
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email format'],
    [{ firstName: '   ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
  ])('refuses %o with the spec message and stores nothing', async (override, field, message) => {
    const who = person(override);
    const res = await app.client().request('POST', '/api/auth/register', who);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field, code: 'BAD_USER_INPUT' });
    expect(await usersWithEmail(who.email)).toBe(0);
  });

  it('refuses a missing first name over GraphQL with the same message and field', async () => {
    const { email, password, lastName } = person();
    const result = await app
      .client()
      .gql(`mutation($input: RegisterInput!) { register(input: $input) { email } }`, {
        input: { email, password, lastName, firstName: '' },
      });
    expect(result.errors?.[0]).toMatchObject({
      message: 'First name is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'firstName' },
    });
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('refuses an email that already has an account, whatever its case, keeping one account', async () => {
    const who = person();
    const client = app.client();
    expect((await client.request('POST', '/api/auth/register', who)).status).toBe(200);
    const again = await client.request('POST', '/api/auth/register', { ...who, email: who.email.toUpperCase() });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('An account with this email already exists. Please sign in.');
    expect(await usersWithEmail(who.email)).toBe(1);
  });
});

describe('login and sessions', () => {
  it('signs in with an HttpOnly SameSite=Lax cookie; REST and GraphQL then see the same member', async () => {
    const client = app.client();
    const who = person();
    await client.request('POST', '/api/auth/register', who);
    const login = await client.request('POST', '/api/auth/login', { email: who.email, password: who.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: who.email, firstName: 'Chiamaka', displayName: 'Chiamaka Okafor' });
    expect(login.body).not.toHaveProperty('passwordHash');
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^civic_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const rest = await client.request('GET', '/api/auth/user');
    const gql = await client.gql(`{ me { id email handle displayName initials avatarUrl } }`);
    expect(rest.body.id).toBe(login.body.id);
    expect(gql.data.me).toMatchObject({ id: login.body.id, email: who.email, initials: 'CO' });
    expect(gql.data.me.avatarUrl).toBe(`/api/users/${login.body.id}/avatar.svg`);

    // The cookie is a random token; the database keeps only its hash.
    const token = client.cookie.split('=')[1];
    expect(await app.em().count(Session, { sid: token })).toBe(0);
    expect(await app.em().count(Session, { user: login.body.id })).toBe(1);
  });

  it('signs in and out over GraphQL too, with the same cookie as the REST shim', async () => {
    const who = person();
    const client = app.client();
    await client.request('POST', '/api/auth/register', who);
    const login = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($input: LoginInput!) { login(input: $input) { email } }`,
        variables: { input: { email: who.email, password: who.password } },
      }),
    });
    expect((await login.json()).data.login.email).toBe(who.email);
    const [setCookie] = login.headers.getSetCookie();
    expect(setCookie).toMatch(/^civic_session=[\w-]{43}; /);
    expect(setCookie).toMatch(/; Max-Age=2592000(;|$)/); // 30 days
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).toMatch(/; HttpOnly(;|$)/);
    expect(setCookie).toMatch(/; SameSite=Lax(;|$)/);
    const cookie = setCookie.split(';')[0];

    const asMember = (query: string) =>
      fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query }) });
    expect((await (await asMember(`{ me { email } }`)).json()).data.me.email).toBe(who.email);
    const logout = await asMember(`mutation { logout }`);
    expect(logout.headers.getSetCookie()[0]).toMatch(/^civic_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
    expect((await (await asMember(`{ me { email } }`)).json()).data.me).toBeNull();
  });

  it('answers a wrong password and an unknown email alike, and signs nobody in', async () => {
    const who = person();
    const client = app.client();
    await client.request('POST', '/api/auth/register', who);
    const wrong = await client.request('POST', '/api/auth/login', { email: who.email, password: 'wrong-password' });
    const unknown = await client.request('POST', '/api/auth/login', { email: `x${who.email}`, password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe(wrong.body.message);
    expect((await client.request('GET', '/api/auth/user')).body).toBeNull();
  });

  it('checks the login form rules on the server', async () => {
    const res = await app.client().request('POST', '/api/auth/login', { email: 'nope', password: 'secret1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid email format');
    const short = await app.client().request('POST', '/api/auth/login', { email: 'a@b.ng', password: '123' });
    expect(short.body.message).toBe('Password must be at least 6 characters');
  });

  it('refuses the eleventh wrong password in a minute with 429, even when the password is then right', async () => {
    const who = person();
    const client = app.client();
    await client.request('POST', '/api/auth/register', who);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await client.request('POST', '/api/auth/login', { email: who.email, password: 'guess-' + attempt })).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await client.request('POST', '/api/auth/login', { email: who.email, password: who.password });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(client.cookie).toBe('');
    // Another account from the same address is not locked out.
    const other = person();
    await client.request('POST', '/api/auth/register', other);
    expect((await client.request('POST', '/api/auth/login', { email: other.email, password: other.password })).status).toBe(200);
  });

  it('counts a burst of parallel guesses one by one: thirty at once check at most ten passwords', async () => {
    const who = person();
    const client = app.client();
    await client.request('POST', '/api/auth/register', who);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        app
          .client()
          .request('POST', '/api/auth/login', { email: who.email, password: `parallel-guess-${attempt}` }, { 'x-forwarded-for': '203.0.113.30' }),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    // The account stays locked for the minute, even for the right password.
    expect((await client.request('POST', '/api/auth/login', { email: who.email, password: who.password })).status).toBe(429);
  });

  it('counts wrong passwords per client address, the one the trusted proxy forwards, and not right ones', async () => {
    const { who } = await signedInClient(app);
    const loginFrom = async (address: string, input = { email: person().email, password: 'guess-again' }) => {
      const res = await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ query: `mutation($input: LoginInput!) { login(input: $input) { id } }`, variables: { input } }),
      });
      const body = await res.json();
      return (body.errors?.[0].extensions.code ?? 'SIGNED_IN') as string;
    };
    const codes: string[] = [];
    for (let attempt = 0; attempt < 29; attempt++) codes.push(await loginFrom('203.0.113.7'));
    // A right password spends a point and gives it back: twice, with one point left.
    const right = { email: who.email, password: who.password };
    codes.push(await loginFrom('203.0.113.7', right), await loginFrom('203.0.113.7', right));
    codes.push(await loginFrom('203.0.113.7'));
    expect(codes).toEqual([...Array(29).fill('UNAUTHENTICATED'), 'SIGNED_IN', 'SIGNED_IN', 'UNAUTHENTICATED']);
    expect(await loginFrom('203.0.113.7')).toBe('RATE_LIMITED');
    // Another voter behind the same proxy (the test client is on loopback, which TRUST_PROXY trusts) is not.
    expect(await loginFrom('203.0.113.8')).toBe('UNAUTHENTICATED');
  });

  it('tells an account without a password to set one (403, needsPasswordSetup)', async () => {
    const who = person();
    await app.client().request('POST', '/api/auth/register', who);
    await app.em().nativeUpdate(User, { email: who.email }, { passwordHash: null, authProvider: 'invite' });
    const res = await app.client().request('POST', '/api/auth/login', { email: who.email, password: who.password });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ needsPasswordSetup: true, code: 'PASSWORD_SETUP_REQUIRED' });
  });

  it('signs out through /api/logout: the session row is gone and the member is a visitor again', async () => {
    const { client, user } = await signedInClient(app);
    const res = await client.request('GET', '/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(await app.em().count(Session, { user: user.id })).toBe(0);
    expect((await client.request('GET', '/api/auth/user')).body).toBeNull();
  });

  it('sends /api/login to the sign-in page', async () => {
    const res = await app.client().request('GET', '/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });
});

describe('password reset', () => {
  const forgot = (email: string) => app.client().request('POST', '/api/auth/forgot-password', { email });
  const lastMailTo = (email: string) => [...app.deps.mailer.outbox].reverse().find((mail) => mail.to === email);
  const tokenIn = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';

  it('emails a link for an existing account, answers the same for an unknown one, and never returns the link', async () => {
    const who = person();
    await app.client().request('POST', '/api/auth/register', who);
    const known = await forgot(who.email);
    const unknown = await forgot(`nobody.${who.email}`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(JSON.stringify(known.body)).not.toMatch(/token|reset-password/);
    const mail = lastMailTo(who.email);
    expect(mail?.text).toContain('http://localhost:3000/reset-password?token=');
    expect(lastMailTo(`nobody.${who.email}`)).toBeUndefined();
    // Stored hashed: the emailed token is not in the table.
    expect(await app.em().count(PasswordResetToken, { token: tokenIn(mail!.text) })).toBe(0);
  });

  it('refuses an email without @ with the spec message', async () => {
    const res = await forgot('no-at-sign');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });

  it('resets once: new password works, old one fails, the link cannot be used again, every session ends', async () => {
    const { client, who } = await signedInClient(app);
    await forgot(who.email);
    const token = tokenIn(lastMailTo(who.email)!.text);

    const reset = await app.client().request('POST', '/api/auth/reset-password', { token, password: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been reset. You can now sign in.');
    expect((await client.request('GET', '/api/auth/user')).body).toBeNull();

    const oldLogin = await app.client().request('POST', '/api/auth/login', { email: who.email, password: who.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await app.client().request('POST', '/api/auth/login', { email: who.email, password: 'brand-new-pass' });
    expect(newLogin.status).toBe(200);

    const again = await app.client().request('POST', '/api/auth/reset-password', { token, password: 'third-password' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link has already been used. Please request a new one.');
    expect((await app.client().request('POST', '/api/auth/login', { email: who.email, password: 'third-password' })).status).toBe(401);
  });

  it('refuses an unknown token, an expired token and a short password, changing nothing', async () => {
    const who = person();
    await app.client().request('POST', '/api/auth/register', who);
    const hashBefore = (await app.em().findOneOrFail(User, { email: who.email })).passwordHash;

    const unknown = await app.client().request('POST', '/api/auth/reset-password', { token: 'made-up', password: 'another1' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This reset link is invalid. Please request a new one.');

    await forgot(who.email);
    const token = tokenIn(lastMailTo(who.email)!.text);
    const short = await app.client().request('POST', '/api/auth/reset-password', { token, password: '123' });
    expect(short.body.message).toBe('Password must be at least 6 characters');
    const missing = await app.client().request('POST', '/api/auth/reset-password', { token: '', password: 'another1' });
    expect(missing.body.message).toBe('Reset token is required');

    await app.em().nativeUpdate(PasswordResetToken, { user: { email: who.email } }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await app.client().request('POST', '/api/auth/reset-password', { token, password: 'another1' });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This reset link has expired. Please request a new one.');

    expect((await app.em().findOneOrFail(User, { email: who.email })).passwordHash).toBe(hashBefore);
  });
});

describe('profile', () => {
  it('refuses a visitor with 401 Unauthorized', async () => {
    const res = await app.client().request('PUT', '/api/auth/profile', { bio: 'hello' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthorized');
  });

  it('saves trimmed text, interests from a JSON array string, and null for empty location values', async () => {
    const { client, user } = await signedInClient(app);
    await client.request('PUT', '/api/auth/profile', { state: '24', lga: '16' });
    const res = await client.request('PUT', '/api/auth/profile', {
      firstName: '  Ada ',
      lastName: 'Obi',
      email: user.email,
      bio: '  Teacher in Ikeja.  ',
      interests: JSON.stringify([' Education', 'Health ', '', 'Education']),
      state: '',
      lga: '',
      membershipType: 'obidient',
      partyAffiliation: 'LP',
      isPrivateProfile: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Ada',
      bio: 'Teacher in Ikeja.',
      interests: ['Education', 'Health'],
      state: null,
      lga: null,
      membershipType: 'obidient',
      partyAffiliation: 'LP',
      isPrivateProfile: true,
      displayName: 'Ada Obi',
    });
    const stored = await app.em().findOneOrFail(User, { id: user.id });
    expect(stored.interests).toEqual(['Education', 'Health']);
    expect(stored.state).toBeNull();
  });

  it('updates over GraphQL with enum values and clears with null', async () => {
    const { client } = await signedInClient(app);
    const result = await client.gql(
      `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { membershipType partyAffiliation occupation } }`,
      { input: { membershipType: 'KWANKWASIYYA', partyAffiliation: 'NNPP', occupation: 'Trader' } },
    );
    expect(result.data.updateProfile).toEqual({ membershipType: 'KWANKWASIYYA', partyAffiliation: 'NNPP', occupation: 'Trader' });
    const cleared = await client.gql(
      `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { membershipType occupation } }`,
      { input: { membershipType: null, occupation: null } },
    );
    expect(cleared.data.updateProfile).toEqual({ membershipType: null, occupation: null });
  });

  it.each([
    [{ bio: 'x'.repeat(501) }, 'bio', 'Bio must be at most 500 characters'],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ partyAffiliation: 'XYZ' }, 'partyAffiliation', 'Please choose a party from the list'],
    [{ membershipType: 'nobody' }, 'membershipType', 'Please choose a valid membership type'],
    [{ email: 'someone-else@example.ng' }, 'email', 'Email cannot be changed from the profile'],
    [{ phoneNumber: 'call me' }, 'phoneNumber', 'Please enter a valid phone number'],
  ])('refuses %o and changes nothing', async (change, field, message) => {
    const { client, user } = await signedInClient(app);
    const before = await app.em().findOneOrFail(User, { id: user.id });
    const res = await client.request('PUT', '/api/auth/profile', { occupation: 'Farmer', ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field });
    const after = await app.em().findOneOrFail(User, { id: user.id });
    expect(after.occupation).toBeNull();
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('offers the 2023 ballot parties plus Non-partisan and the four membership types', async () => {
    const result = await app.client().gql(`{ profileOptions { membershipTypes parties { abbreviation name } } }`);
    const { membershipTypes, parties } = result.data.profileOptions;
    expect(membershipTypes).toEqual(['OBIDIENT', 'BATIST', 'ATIKULATED', 'KWANKWASIYYA']);
    expect(parties).toHaveLength(19);
    expect(parties[0].abbreviation).toBe('Non-partisan');
    expect(parties).toContainEqual({ abbreviation: 'LP', name: 'Labour Party' });
  });

  it('draws an initials avatar for members without a picture', async () => {
    const { client, user } = await signedInClient(app, { firstName: 'emeka', lastName: 'nwosu' });
    const res = await fetch(`${app.baseUrl}/api/users/${user.id}/avatar.svg`, { headers: { cookie: client.cookie } });
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toContain('>EN</text>');
    expect((await app.client().request('GET', '/api/users/not-a-uuid/avatar.svg')).status).toBe(404);
  });
});

describe('admin status', () => {
  it('is false for visitors and members, true for a super admin', async () => {
    expect((await app.client().request('GET', '/api/admin/status')).body).toEqual({ isAdmin: false, isSuperAdmin: false });
    const { client, user } = await signedInClient(app);
    expect((await client.request('GET', '/api/admin/status')).body).toEqual({ isAdmin: false, isSuperAdmin: false });
    await app.em().nativeUpdate(User, { id: user.id }, { role: 'super_admin' as User['role'] });
    expect((await client.request('GET', '/api/admin/status')).body).toEqual({ isAdmin: true, isSuperAdmin: true });
    expect((await client.gql(`{ adminStatus { isAdmin isSuperAdmin } me { role } }`)).data).toEqual({
      adminStatus: { isAdmin: true, isSuperAdmin: true },
      me: { role: 'SUPER_ADMIN' },
    });
  });
});
