import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { confirmEmail, newOrganizationBody } from '../../../test/support/test-session';
import { Registration, type RegistrationRequest } from './registration';

let testApp: TestApp;
let registration: Registration;
const PER_ADDRESS = 3;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { app } = testApp;
  registration = new Registration(app.db, app.attemptCounts, app.onboarding, { perAddress: PER_ADDRESS, windowSeconds: 900 });
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

let addresses = 0;
/** Each test registers from an address of its own, so the per-address limit counts only its own tries. */
const newAddress = () => `192.0.2.${++addresses}`;

function request(body: Record<string, unknown>, clientAddress: string): RegistrationRequest {
  return { body, schemaProblems: null, clientAddress, locale: 'nb' };
}

const codesOf = (outcome: Awaited<ReturnType<Registration['register']>>) => ('errors' in outcome ? outcome.errors.map((error) => error.Code) : []);

describe('registering an organisation', () => {
  it('stores the organisation and its login, and mails the confirmation link', async () => {
    const body = newOrganizationBody();
    const outcome = await registration.register(request(body, newAddress()));
    if (outcome.status !== 201) throw new Error(`refused: ${JSON.stringify(outcome)}`);
    const [stored] = await testApp.db.query<{ org_number: string; email: string }>(
      'SELECT o.org_number, u.email FROM organizations o JOIN users u ON u.organization_id = o.id WHERE o.id = $1',
      [outcome.answer.id],
    );
    expect(stored).toEqual({ org_number: body.organizationNumber, email: body.contact.email });
    expect(outcome.answer.confirmation).toBe('sent');
  });

  it('names an organisation number and an e-mail address a confirmed login holds (409)', async () => {
    const address = newAddress();
    const first = newOrganizationBody();
    await registration.register(request(first, address));
    await confirmEmail(testApp.app, first.contact.email);
    const again = await registration.register(request(newOrganizationBody({ organizationNumber: first.organizationNumber, contact: first.contact }), address));
    expect(again.status).toBe(409);
    expect(codesOf(again)).toEqual(['OrganizationNumberTaken', 'EmailTaken']);
  });

  it('names every field that is wrong (400) and stores nothing', async () => {
    const body = newOrganizationBody({ organizationNumber: '923609017', password: 'passord123' });
    const outcome = await registration.register(request(body, newAddress()));
    expect(outcome.status).toBe(400);
    expect(codesOf(outcome)).toEqual(['InvalidOrganizationNumber', 'WeakPassword']);
    expect(await testApp.db.query('SELECT 1 FROM organizations WHERE name = $1', [body.name])).toEqual([]);
  });

  it('passes on what the schema refused, as field errors', async () => {
    const outcome = await registration.register({
      ...request({}, newAddress()),
      schemaProblems: [{ field: 'contact.fax', message: 'contact.fax is not allowed here' }],
    });
    expect(outcome).toEqual({ status: 400, errors: [{ Code: 'InvalidField', Field: 'contact.fax', Message: 'contact.fax is not allowed here' }] });
  });

  it('lets one address try only so often, then says how long to wait (429)', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1) {
      expect((await registration.register(request(newOrganizationBody(), address))).status).toBe(201);
    }
    const refused = await registration.register(request(newOrganizationBody(), address));
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: expect.any(Number) });
    expect(codesOf(refused)).toEqual(['TooManyRequests']);
    // Another address is not held back.
    expect((await registration.register(request(newOrganizationBody(), newAddress()))).status).toBe(201);
  });
});
