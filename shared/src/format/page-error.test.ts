import { PageError, statusOfError } from './page-error';

describe('statusOfError', () => {
  it('reads statusCode, status or response status, in that order', () => {
    expect(statusOfError({ statusCode: 403 })).toBe(403);
    expect(statusOfError(new PageError(404, 'This page could not be found'))).toBe(404);
    expect(statusOfError({ response: { status: 502 } })).toBe(502);
  });

  it('defaults to 500 for anything else', () => {
    expect(statusOfError(new Error('boom'))).toBe(500);
    expect(statusOfError(undefined)).toBe(500);
    expect(statusOfError({ status: 'not found' })).toBe(500);
    expect(statusOfError({ status: 200 })).toBe(500);
  });
});
