import { ApiError } from '@shop/shared';
import {
  contactCreatedStatus,
  organizationCreatedStatus,
  organizationEditedStatus,
  outcomeOf,
} from './account-rules';

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

describe('how a failed call ended', () => {
  it('is a server error with the status and body the API answered', () => {
    const error = new ApiError('taken', 'ERR_BAD_RESPONSE', { status: 409, data: { Errors: [] }, headers: {} });
    expect(outcomeOf(error)).toEqual({ kind: 'server-error', status: 409, data: { Errors: [] } });
  });

  it('is no response without an answer, in time or at all, or for any other failure', () => {
    expect(outcomeOf(new ApiError('Network error', 'ERR_NETWORK'))).toEqual({ kind: 'no-response' });
    expect(outcomeOf(new ApiError('No answer within 15 s', 'ERR_TIMEOUT'))).toEqual({ kind: 'no-response' });
    expect(outcomeOf(new Error('boom'))).toEqual({ kind: 'no-response' });
  });
});
