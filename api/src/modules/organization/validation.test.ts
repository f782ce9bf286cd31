import { appWithUsers } from '../../../test/support/app-with-users';
import { confirmEmail, newOrganizationBody } from '../../../test/support/test-session';

const shop = appWithUsers(1, { env: { SEED_DEMO_CATALOG: 'false' } });

const register = (payload: object) => shop.app.inject({ method: 'POST', url: '/api/organization', payload });
const asKari = (method: 'POST' | 'PUT', url: string, payload: object) =>
  shop.app.inject({ method, url, payload, headers: { cookie: shop.user.cookie } });

describe('registration answers every bad field with a plain message and an Errors code', () => {
  const cases: Array<[string, Record<string, unknown>, string, string, string]> = [
    ['a failing mod-11 check', { organizationNumber: '123456789' }, 'organizationNumber', 'InvalidOrganizationNumber', 'organizationNumber must be a valid 9-digit Norwegian organisation number'],
    ['an 8-digit organisation number', { organizationNumber: '12345678' }, 'organizationNumber', 'InvalidOrganizationNumber', 'organizationNumber must be a valid 9-digit Norwegian organisation number'],
    ['an empty name', { name: '  ' }, 'name', 'InvalidField', 'name must not be empty'],
    ['a 3-digit postal code', { address: { street: 'Gata 1', zipCode: '123', area: 'Oslo' } }, 'address.zipCode', 'InvalidZipCode', 'address.zipCode must be a Norwegian postal code of 4 digits'],
    ['a missing street', { address: { zipCode: '0150', area: 'Oslo' } }, 'address.street', 'InvalidField', 'address.street is required'],
    ['an unknown invoice type', { invoiceType: 'fax' }, 'invoiceType', 'InvalidField', 'invoiceType must be one of: email, ehf, paper'],
    ['e-mail invoices without an address', { invoiceEmail: null }, 'invoiceEmail', 'InvalidEmail', 'invoiceEmail is required'],
    ['a bad invoice e-mail', { invoiceEmail: 'faktura@' }, 'invoiceEmail', 'InvalidEmail', 'invoiceEmail must be an e-mail address like name@company.no'],
    ['a bad invoice postal code', { invoiceAddress: { street: 'Boks 1', zipCode: 'abcd', area: 'Oslo' } }, 'invoiceAddress.zipCode', 'InvalidZipCode', 'invoiceAddress.zipCode must be a Norwegian postal code of 4 digits'],
    ['a bad contact e-mail', { contact: { name: 'Kari', email: 'kari', phone: '22334455' } }, 'contact.email', 'InvalidEmail', 'contact.email must be an e-mail address like name@company.no'],
    ['a short phone number', { contact: { name: 'Kari', email: 'k@example.com', phone: '1234' } }, 'contact.phone', 'InvalidPhone', 'contact.phone must be a phone number of 8 to 15 digits'],
    ['a missing contact', { contact: undefined }, 'contact.name', 'InvalidField', 'contact.name is required'],
    ['a short password', { password: 'kort' }, 'password', 'InvalidPassword', 'password must be at least 10 characters long'],
    ['a missing password', { password: undefined }, 'password', 'InvalidPassword', 'password is required'],
    ['a name of the wrong shape', { address: 'Gata 1, 0150 Oslo' }, 'address', 'InvalidField', 'address must be an object'],
  ];

  it.each(cases)('%s', async (_label, overrides, field, code, message) => {
    const response = await register(newOrganizationBody(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.Errors).toContainEqual({ Code: code, Field: field, Message: message });
    expect(body.details).toContainEqual({ field, message });
    expect(body.error).toBe('Bad Request');
  });

  it('names every bad field at once', async () => {
    const response = await register(newOrganizationBody({ name: '', organizationNumber: '1', password: 'x' }));
    expect(response.json().Errors.map((error: { Field: string }) => error.Field)).toEqual(['name', 'organizationNumber', 'password']);
  });

  it('answers an organisation number and a login e-mail a confirmed login holds with 409 and their codes', async () => {
    const first = newOrganizationBody();
    expect((await register(first)).statusCode).toBe(201);
    await confirmEmail(shop.app, first.contact.email);
    const response = await register(
      newOrganizationBody({ organizationNumber: first.organizationNumber, contact: { ...first.contact, email: first.contact.email.toUpperCase() } }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().Errors.map((error: { Code: string }) => error.Code)).toEqual(['OrganizationNumberTaken', 'EmailTaken']);
  });
});

describe('the account routes validate every field', () => {
  const orgUrl = () => `/api/organization/${shop.user.organizationId}`;

  it('rejects a bad company edit and changes nothing', async () => {
    const before = (await shop.app.inject({ url: orgUrl(), headers: { cookie: shop.user.cookie } })).json();
    const response = await asKari('POST', orgUrl(), {
      name: '',
      address: { street: 'Gata 1', zipCode: '01500', area: 'Oslo' },
      invoiceType: 'paper',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'name', message: 'name must not be empty' },
      { field: 'address.zipCode', message: 'address.zipCode must be a Norwegian postal code of 4 digits' },
    ]);
    const wrongId = await asKari('POST', orgUrl(), { ...before, id: '00000000-0000-0000-0000-000000000000' });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().message).toBe('id must be the id of the organisation being edited');
    expect((await shop.app.inject({ url: orgUrl(), headers: { cookie: shop.user.cookie } })).json()).toEqual(before);
  });

  it('keeps the organisation number as registered', async () => {
    const before = (await shop.app.inject({ url: orgUrl(), headers: { cookie: shop.user.cookie } })).json();
    const response = await asKari('POST', orgUrl(), { ...before, organizationNumber: '912345688' });
    expect(response.json().organizationNumber).toBe(before.organizationNumber);
  });

  it('rejects bad contact persons', async () => {
    const response = await asKari('POST', `${orgUrl()}/customers`, { name: '', email: 'x@', phone: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'name', message: 'name must not be empty' },
      { field: 'email', message: 'email must be an e-mail address like name@company.no' },
      { field: 'phone', message: 'phone must be a phone number of 8 to 15 digits' },
    ]);
    const created = await asKari('POST', `${orgUrl()}/customers`, { name: 'Per', email: 'per@example.com', phone: '22334455' });
    const twice = await asKari('POST', `${orgUrl()}/customers`, { name: 'Per 2', email: 'PER@example.com', phone: '22334455' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Another contact person already uses this e-mail address');
    const badEdit = await asKari('PUT', `${orgUrl()}/contacts/${created.json().id}`, { email: 'nope' });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().message).toBe('email must be an e-mail address like name@company.no');
  });

  it('rejects bad delivery addresses', async () => {
    const response = await asKari('POST', `${orgUrl()}/deliveryAddress`, { street: '', zipCode: '12345', area: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'street', message: 'street must not be empty' },
      { field: 'zipCode', message: 'zipCode must be a Norwegian postal code of 4 digits' },
      { field: 'area', message: 'area must not be empty' },
    ]);
    const created = await asKari('POST', `${orgUrl()}/deliveryAddress`, { street: 'Gata 1', zipCode: '0150', area: 'Oslo' });
    expect(created.json().recipient).toBe('');
    const badEdit = await asKari('PUT', `${orgUrl()}/deliveryAddress/${created.json().id}`, { street: 'Gata 1', zipCode: 'O150', area: 'Oslo' });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().message).toBe('zipCode must be a Norwegian postal code of 4 digits');
  });

  it('rejects a bad profile and a wrong old password', async () => {
    const profile = await asKari('PUT', `/api/auth/user/${shop.user.userId}`, { name: 'Kari', email: 'kari', phone: '1' });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().details.map((detail: { field: string }) => detail.field)).toEqual(['email', 'phone']);
    const short = await asKari('POST', `/api/auth/user/${shop.user.userId}/password`, { oldPassword: shop.user.password, newPassword: 'kort' });
    expect(short.json().message).toBe('newPassword must be at least 10 characters long');
    const wrong = await asKari('POST', `/api/auth/user/${shop.user.userId}/password`, { oldPassword: 'not-it-at-all', newPassword: 'et-nytt-passord' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('oldPassword is not your current password');
  });

  it('changes the profile and the password; other sessions of the person end', async () => {
    const other = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: shop.user.email, password: shop.user.password } });
    const otherCookie = ([] as string[]).concat(other.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    const profile = await asKari('PUT', `/api/auth/user/${shop.user.userId}`, { name: 'Kari N.', email: shop.user.email, phone: '+47 99 88 77 66' });
    expect(profile.json()).toMatchObject({ name: 'Kari N.', phone: '+47 99 88 77 66' });
    const changed = await asKari('POST', `/api/auth/user/${shop.user.userId}/password`, { oldPassword: shop.user.password, newPassword: 'et-nytt-passord' });
    expect(changed.statusCode).toBe(204);
    expect((await shop.app.inject({ url: '/api/auth/verify', headers: { cookie: otherCookie } })).json()).toEqual({});
    expect((await shop.app.inject({ url: '/api/auth/verify', headers: { cookie: shop.user.cookie } })).json()).toEqual({ userId: { userId: shop.user.userId } });
    const login = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: shop.user.email, password: 'et-nytt-passord' } });
    expect(login.statusCode).toBe(200);
    shop.user.password = 'et-nytt-passord';
  });

  it('answers a login without a password as a bad request, never a 500', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: shop.user.email } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('password is required');
  });
});
