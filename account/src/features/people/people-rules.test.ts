import { managesPeople, parseLimit, requestStateText, roleChoiceOf } from './people-rules';

describe('a limit as typed', () => {
  it('is none when empty, and kroner with a comma or point and spaces between thousands', () => {
    expect(parseLimit('')).toBeNull();
    expect(parseLimit('  ')).toBeNull();
    expect(parseLimit('5000')).toBe(5000);
    expect(parseLimit('10 000')).toBe(10_000);
    expect(parseLimit('2500,50')).toBe(2500.5);
    expect(parseLimit('2500.5')).toBe(2500.5);
    expect(parseLimit('0')).toBe(0);
    expect(parseLimit('10000000')).toBe(10_000_000);
  });

  it('is invalid with letters, a sign, three decimals or above the API bound', () => {
    for (const typed of ['abc', '-5', '1.234', '10000000.01', '1e5', '5 kr', '1,2,3']) expect(parseLimit(typed)).toBe('invalid');
  });
});

describe('a role chosen', () => {
  it('keeps limits only for a buyer, and names the fields that are not amounts', () => {
    expect(roleChoiceOf({ role: 'requester', orderLimit: '500', monthLimit: 'x' })).toEqual({ role: 'requester', orderLimit: null, monthLimit: null });
    expect(roleChoiceOf({ role: 'buyer', orderLimit: '10 000', monthLimit: '' })).toEqual({ role: 'buyer', orderLimit: 10_000, monthLimit: null });
    expect(roleChoiceOf({ role: 'buyer', orderLimit: 'x', monthLimit: '-1' })).toEqual({ invalid: ['orderLimit', 'monthLimit'] });
  });
});

describe('who manages people', () => {
  it('is an administrator, not a buyer or requester', () => {
    const access = { orderLimit: null, monthLimit: null, monthSpent: 0 };
    expect(managesPeople({ role: 'administrator', ...access })).toBe(true);
    expect(managesPeople({ role: 'buyer', ...access })).toBe(false);
    expect(managesPeople({ role: 'requester', ...access })).toBe(false);
  });
});

describe("a request's state", () => {
  it('says the reason of a refusal', () => {
    expect(requestStateText({ status: 'refused', refusalReason: 'For dyrt' })).toEqual({ key: 'people.state_refused', reason: 'For dyrt' });
    expect(requestStateText({ status: 'waiting', refusalReason: null })).toEqual({ key: 'people.state_waiting' });
  });
});
