import type { InjectOptions } from 'fastify';
import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { insertTestOrder } from '../../../test/support/test-orders';
import { confirmEmail, cookieHeaderFrom, createSignedInUser, newOrganizationBody } from '../../../test/support/test-session';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false' } });
});

afterAll(async () => {
  await testApp.close();
});

const call = (options: InjectOptions) => testApp.app.inject(options);

describe('the whole account flow', () => {
  it('registers, logs in, edits the company, manages contacts and addresses, lists orders and logs out', async () => {
    // Register: the organisation and its first user, not logged in until the e-mail is confirmed.
    const body = newOrganizationBody({ invoiceType: 'ehf', invoiceEmail: null });
    const registered = await call({ method: 'POST', url: '/api/organization', payload: body });
    expect(registered.statusCode).toBe(201);
    const { id: orgId, userId } = registered.json<{ id: string; userId: string }>();
    expect(registered.json()).toEqual({ id: orgId, userId, confirmation: 'sent' });
    expect(cookieHeaderFrom(registered.headers['set-cookie'])).toBe('');
    expect(await confirmEmail(testApp.app, body.contact.email)).toBe('/min-side/logg-inn?confirmed=1');

    // Log in with the e-mail (any case) and the password.
    const login = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.contact.email.toUpperCase(), password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ userId });
    const headers = { cookie: cookieHeaderFrom(login.headers['set-cookie']) };

    expect((await call({ url: '/api/auth/verify', headers })).json()).toEqual({ userId: { userId } });
    const user = await call({ url: `/api/auth/user/${userId}`, headers });
    expect(user.headers['cache-control']).toBe('private, no-store');
    expect(user.json()).toEqual({
      id: userId,
      name: 'Kari Nordmann',
      email: body.contact.email,
      phone: '+47 22 33 44 55',
      organization: { id: orgId, name: body.name, invoiceType: 'ehf' },
      // The registrant administers the organisation: no limits.
      access: { role: 'administrator', orderLimit: null, monthLimit: null, monthSpent: 0 },
    });

    // Company info and invoice details.
    const organization = await call({ url: `/api/organization/${orgId}`, headers });
    expect(organization.json()).toMatchObject({
      id: orgId,
      organizationNumber: body.organizationNumber,
      address: body.address,
      invoiceAddress: null,
      invoiceType: 'ehf',
      invoiceEmail: null,
      mainContactId: userId,
    });
    const edited = await call({
      method: 'POST',
      url: `/api/organization/${orgId}`,
      headers,
      payload: {
        id: orgId,
        name: 'Nytt Navn AS',
        address: { street: 'Kirkegata 2', zipCode: '7010', area: 'Trondheim' },
        invoiceAddress: { street: 'Postboks 5', zipCode: '7001', area: 'Trondheim' },
        invoiceType: 'email',
        invoiceEmail: 'regnskap@example.com',
        invoiceReference: 'Avd. 12',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Nytt Navn AS',
      organizationNumber: body.organizationNumber,
      invoiceAddress: { street: 'Postboks 5', zipCode: '7001', area: 'Trondheim' },
      invoiceType: 'email',
      invoiceEmail: 'regnskap@example.com',
      invoiceReference: 'Avd. 12',
    });
    expect((await call({ url: `/api/auth/user/${userId}`, headers })).json().organization).toEqual({
      id: orgId,
      name: 'Nytt Navn AS',
      invoiceType: 'email',
    });

    // Contact persons: create, list, edit, make main contact (a body-less PUT), delete.
    const created = await call({
      method: 'POST',
      url: `/api/organization/${orgId}/customers`,
      headers,
      payload: { name: 'Ola Montør', email: 'ola@example.com', phone: '90000000' },
    });
    expect(created.statusCode).toBe(201);
    const contactId = created.json<{ id: string }>().id;
    expect(created.json()).toMatchObject({ name: 'Ola Montør', isMainContact: false, canLogIn: false });
    const contacts = await call({ url: `/api/organization/${orgId}/contactPersons`, headers });
    expect(contacts.json().map((contact: { id: string }) => contact.id)).toEqual([userId, contactId]);

    const renamed = await call({
      method: 'PUT',
      url: `/api/organization/${orgId}/contacts/${contactId}`,
      headers,
      payload: { phone: '+47 911 11 111' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Ola Montør', phone: '+47 911 11 111', isMainContact: false });
    const main = await call({ method: 'PUT', url: `/api/organization/${orgId}/contacts/${contactId}`, headers });
    expect(main.statusCode).toBe(200);
    expect(main.json()).toMatchObject({ id: contactId, isMainContact: true });
    // Neither the main contact nor the caller can be deleted; once the caller is main again, Ola can.
    expect((await call({ method: 'DELETE', url: `/api/organization/${orgId}/contacts/${contactId}`, headers })).statusCode).toBe(409);
    expect((await call({ method: 'DELETE', url: `/api/organization/${orgId}/contacts/${userId}`, headers })).json()).toEqual({
      error: 'Conflict',
      message: 'You cannot delete yourself',
    });
    await call({ method: 'PUT', url: `/api/organization/${orgId}/contacts/${userId}`, headers });
    const deleted = await call({ method: 'DELETE', url: `/api/organization/${orgId}/contacts/${contactId}`, headers });
    expect(deleted.statusCode).toBe(204);
    expect((await call({ url: `/api/organization/${orgId}/contactPersons`, headers })).json()).toHaveLength(1);

    // Delivery addresses: create (recipient optional), list, edit with a body without id, delete.
    const address = await call({
      method: 'POST',
      url: `/api/organization/${orgId}/deliveryAddress`,
      headers,
      payload: { recipient: '', street: 'Lagerveien 3', zipCode: '2000', area: 'Lillestrøm' },
    });
    expect(address.statusCode).toBe(201);
    const addressId = address.json<{ id: string }>().id;
    const updated = await call({
      method: 'PUT',
      url: `/api/organization/${orgId}/deliveryAddress/${addressId}`,
      headers,
      payload: { recipient: 'Varemottak', street: 'Lagerveien 5', zipCode: '2001', area: 'Lillestrøm' },
    });
    expect(updated.json()).toEqual({ id: addressId, recipient: 'Varemottak', street: 'Lagerveien 5', zipCode: '2001', area: 'Lillestrøm' });
    expect((await call({ url: `/api/organization/${orgId}/deliveryAddress`, headers })).json()).toEqual([updated.json()]);
    expect((await call({ method: 'DELETE', url: `/api/organization/${orgId}/deliveryAddress/${addressId}`, headers })).statusCode).toBe(204);
    expect((await call({ url: `/api/organization/${orgId}/deliveryAddress`, headers })).json()).toEqual([]);

    // Orders: newest first, with lines and totals.
    expect((await call({ url: `/api/orders/${userId}`, headers })).json()).toEqual({ result: [], total: 0, limit: 20, offset: 0 });
    await insertTestOrder(testApp.db, {
      organizationId: orgId,
      userId,
      customerReference: 'Gammel',
      createdAt: '2024-01-10T10:00:00Z',
      lines: [{ sku: 'AX-1', quantity: 2, unitPrice: 100.1 }],
    });
    const newest = await insertTestOrder(testApp.db, {
      organizationId: orgId,
      userId,
      customerReference: 'Ny',
      status: 'shipped',
      createdAt: '2024-03-01T08:30:00Z',
      lines: [
        { sku: 'CAM-2', title: { nb: 'Kamera', en: 'Camera' }, quantity: 3, unitPrice: 1999.9 },
        { sku: 'AX-1', quantity: 1, unitPrice: 0.1 },
      ],
    });
    const orders = await call({ url: `/api/orders/${userId}`, headers });
    expect(orders.statusCode).toBe(200);
    const result = orders.json().result;
    expect(result.map((order: { customerReference: string }) => order.customerReference)).toEqual(['Ny', 'Gammel']);
    expect(result[0]).toMatchObject({
      orderNumber: newest.orderNumber,
      createdAt: '2024-03-01T08:30:00.000Z',
      status: 'shipped',
      total: 5999.8,
      vat: 1499.95,
      totalIncludingVat: 7499.75,
      lines: [
        { sku: 'CAM-2', title: { nb: 'Kamera', en: 'Camera' }, quantity: 3, unitPrice: 1999.9, lineTotal: 5999.7 },
        { sku: 'AX-1', quantity: 1, unitPrice: 0.1, lineTotal: 0.1 },
      ],
    });
    expect(result[0].orderNumber).toMatch(/^SO-\d{6}$/);

    // Logout ends the session on the server and clears all four cookies, and the device token: every
    // computer may be a shared one.
    const logout = await call({ url: '/api/auth/delete/cookies', headers });
    expect(logout.json()).toEqual({ loggedOut: true });
    const cleared = ([] as string[]).concat(logout.headers['set-cookie'] ?? []);
    expect(cleared.map((line) => line.split('=')[0])).toEqual(['access', 'refresh', 'id', 'sd', 'device']);
    for (const line of cleared) expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await call({ url: '/api/auth/verify', headers })).json()).toEqual({});
    expect((await call({ url: `/api/orders/${userId}`, headers })).statusCode).toBe(401);
  });
});

describe('what a browser or a proxy may keep of an organisation', () => {
  it('nothing: not its details, people or addresses, not a registration, not a refusal', async () => {
    const kari = await createSignedInUser(testApp.app);
    const stranger = await createSignedInUser(testApp.app);
    const own = { cookie: kari.cookie };
    const answers = {
      registration: await call({ method: 'POST', url: '/api/organization', payload: newOrganizationBody() }),
      'refused registration': await call({ method: 'POST', url: '/api/organization', payload: { name: '' } }),
      organisation: await call({ url: `/api/organization/${kari.organizationId}`, headers: own }),
      contacts: await call({ url: `/api/organization/${kari.organizationId}/contactPersons`, headers: own }),
      addresses: await call({ url: `/api/organization/${kari.organizationId}/deliveryAddress`, headers: own }),
      profile: await call({ url: `/api/auth/user/${kari.userId}`, headers: own }),
      "another's organisation": await call({ url: `/api/organization/${stranger.organizationId}`, headers: own }),
      'a visitor': await call({ url: `/api/organization/${kari.organizationId}/contactPersons` }),
    };
    const seen = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, `${answer.statusCode} ${answer.headers['cache-control']}`]));
    expect(seen).toEqual({
      registration: '201 private, no-store',
      'refused registration': '400 private, no-store',
      organisation: '200 private, no-store',
      contacts: '200 private, no-store',
      addresses: '200 private, no-store',
      profile: '200 private, no-store',
      "another's organisation": '404 private, no-store',
      'a visitor': '401 private, no-store',
    });
  });
});
