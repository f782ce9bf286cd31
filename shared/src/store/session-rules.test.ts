import {
  contactCreatedStatus,
  deliveryAddressLabel,
  mayActOnAccount,
  organizationCreatedStatus,
  organizationEditedStatus,
  verifyDecision,
} from './session-rules';

describe('organisation status', () => {
  it('is ordered with 202 after a successful creation', () => {
    expect(organizationCreatedStatus({ kind: 'success' })).toEqual({ ordered: true, code: 202 });
  });

  it('carries the first error code with 409 after a server error', () => {
    const data = { Errors: [{ Code: 'OrganizationNumberTaken', Message: 'taken' }, { Code: 'EmailTaken', Message: 'taken' }] };
    expect(organizationCreatedStatus({ kind: 'server-error', status: 409, data })).toEqual({
      ordered: true,
      code: 409,
      message: 'OrganizationNumberTaken',
    });
  });

  it('says "Error" with 409 when the server lists no error code', () => {
    expect(organizationCreatedStatus({ kind: 'server-error', status: 500, data: undefined })).toEqual({
      ordered: true,
      code: 409,
      message: 'Error',
    });
    expect(organizationCreatedStatus({ kind: 'server-error', status: 400, data: { Errors: [] } }).message).toBe('Error');
  });

  it('is 500 "Noe gikk galt" when no answer came', () => {
    expect(organizationCreatedStatus({ kind: 'no-response' })).toEqual({ ordered: true, code: 500, message: 'Noe gikk galt' });
  });

  it('is 200 after an edit and 500 after any failed edit', () => {
    expect(organizationEditedStatus(true)).toEqual({ ordered: true, code: 200 });
    expect(organizationEditedStatus(false)).toEqual({ ordered: true, code: 500 });
  });
});

describe('contact creation status', () => {
  it('is 202 "Bruker opprettet", the server status and data, or 500 "Noe gikk galt"', () => {
    expect(contactCreatedStatus({ kind: 'success' })).toEqual({ code: 202, data: 'Bruker opprettet' });
    const data = { error: 'Conflict', message: 'in use' };
    expect(contactCreatedStatus({ kind: 'server-error', status: 409, data })).toEqual({ code: 409, data });
    expect(contactCreatedStatus({ kind: 'no-response' })).toEqual({ code: 500, data: 'Noe gikk galt' });
  });
});

describe('the verify check', () => {
  it('marks a held user logged in whatever verify says', () => {
    expect(verifyDecision('u1', {})).toEqual({ kind: 'mark-logged-in' });
    expect(verifyDecision('u1', 'failed')).toEqual({ kind: 'mark-logged-in' });
  });

  it('loads the user a verify answer names', () => {
    expect(verifyDecision(null, { userId: { userId: 'u2' } })).toEqual({ kind: 'load-user', userId: 'u2' });
  });

  it('logs out without a userId or when verify failed', () => {
    expect(verifyDecision(null, {})).toEqual({ kind: 'log-out' });
    expect(verifyDecision(null, { userId: null })).toEqual({ kind: 'log-out' });
    expect(verifyDecision(null, { userId: { userId: '' } })).toEqual({ kind: 'log-out' });
    expect(verifyDecision(null, 'failed')).toEqual({ kind: 'log-out' });
  });
});

describe('account actions', () => {
  it('need a logged-in user id and a payload', () => {
    expect(mayActOnAccount('u1', { name: 'x' })).toBe(true);
    expect(mayActOnAccount(null, { name: 'x' })).toBe(false);
    expect(mayActOnAccount('', { name: 'x' })).toBe(false);
    expect(mayActOnAccount('u1', null)).toBe(false);
    expect(mayActOnAccount('u1', undefined)).toBe(false);
  });
});

describe('the delivery address label', () => {
  it('puts the recipient and a comma first only when there is a recipient', () => {
    const address = { street: 'Storgata 1', zipCode: '0155', area: 'Oslo' };
    expect(deliveryAddressLabel({ recipient: 'Lager', ...address })).toBe('Lager, Storgata 1, 0155 Oslo');
    expect(deliveryAddressLabel({ recipient: '', ...address })).toBe('Storgata 1, 0155 Oslo');
    expect(deliveryAddressLabel({ recipient: '  ', ...address })).toBe('Storgata 1, 0155 Oslo');
  });
});
