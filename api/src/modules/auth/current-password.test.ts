import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { type SignedInUser, confirmEmail, createSignedInUser } from '../../../test/support/test-session';

// The login e-mail is the account: whoever holds a session (a computer left logged in) must not
// move it elsewhere without the current password, nor guess that password faster than a login.

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', LOGIN_LIMIT_PER_ACCOUNT: '3' } });
});

afterAll(async () => {
  await shop.close();
});

const changeEmail = (user: SignedInUser, email: string, currentPassword?: string) =>
  shop.app.inject({
    method: 'PUT',
    url: `/api/auth/user/${user.userId}`,
    headers: { cookie: user.cookie },
    payload: { name: 'Kari Nordmann', email, phone: '22334455', ...(currentPassword === undefined ? {} : { currentPassword }) },
  });

const changePassword = (user: SignedInUser, oldPassword: string) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/auth/user/${user.userId}/password`,
    headers: { cookie: user.cookie },
    payload: { oldPassword, newPassword: 'et-helt-nytt-passord' },
  });

const logIn = (email: string, password: string) =>
  shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function savedEmail(user: SignedInUser): Promise<string> {
  const answer = await shop.app.inject({ url: `/api/auth/user/${user.userId}`, headers: { cookie: user.cookie } });
  return answer.json<{ email: string }>().email;
}

describe('changing the login e-mail', () => {
  it('asks for the current password, naming the field, and changes nothing without it', async () => {
    const kari = await createSignedInUser(shop.app);
    const answer = await changeEmail(kari, `ny-${kari.userId}@example.com`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: 'Bad Request',
      message: 'currentPassword is required to change the e-mail address',
      details: [{ field: 'currentPassword', message: 'currentPassword is required to change the e-mail address' }],
    });
    expect(await savedEmail(kari)).toBe(kari.email);
  });

  it('refuses a wrong current password, naming the field', async () => {
    const kari = await createSignedInUser(shop.app);
    const answer = await changeEmail(kari, `ny-${kari.userId}@example.com`, 'ikke-mitt-passord');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([{ field: 'currentPassword', message: 'currentPassword is not your current password' }]);
    expect(await savedEmail(kari)).toBe(kari.email);
  });

  it('with the right one, the link goes to the new address; once opened, the person logs in with it', async () => {
    const kari = await createSignedInUser(shop.app);
    const newEmail = `ny-${kari.userId}@example.com`;
    const answer = await changeEmail(kari, newEmail, kari.password);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ email: kari.email, pendingEmail: newEmail });
    expect(await confirmEmail(shop.app, newEmail)).toBe('/min-side/logg-inn?confirmed=email');
    expect((await logIn(newEmail, kari.password)).statusCode).toBe(200);
    expect((await logIn(kari.email, kari.password)).statusCode).toBe(401);
  });

  it('needs no password for name and phone, nor for the same address written otherwise', async () => {
    const kari = await createSignedInUser(shop.app);
    const answer = await changeEmail(kari, `  ${kari.email.toUpperCase()} `);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ name: 'Kari Nordmann', phone: '22334455' });
  });
});

describe('guessing the current password', () => {
  it('counts e-mail changes sent all at once before their passwords are checked', async () => {
    const kari = await createSignedInUser(shop.app);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, index) => changeEmail(kari, `ny-${kari.userId}@example.com`, `gjett-${index}-passord`)));
    const statuses = burst.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    const waiting = await changeEmail(kari, `ny-${kari.userId}@example.com`, kari.password);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(await savedEmail(kari)).toBe(kari.email);
  });

  it('shares one throttle with the password change, both ways', async () => {
    const kari = await createSignedInUser(shop.app);
    for (let i = 0; i < 3; i += 1) expect((await changeEmail(kari, `ny-${kari.userId}@example.com`, `gjett-${i}-passord`)).statusCode).toBe(400);
    expect((await changePassword(kari, kari.password)).statusCode).toBe(429);

    const ola = await createSignedInUser(shop.app);
    for (let i = 0; i < 3; i += 1) expect((await changePassword(ola, `gjett-${i}-passord`)).statusCode).toBe(400);
    expect((await changeEmail(ola, `ny-${ola.userId}@example.com`, ola.password)).statusCode).toBe(429);
  });
});
