import { PageError } from '@shop/shared';
import { reportCaughtError } from './caught-errors';

describe('errors caught by the shop\'s boundaries', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps a page error (a missing product, a refused page) out of the console', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reportCaughtError(new PageError(404, 'Produktet FINNES-IKKE finnes ikke.'), { componentStack: '\n    at DetailPage' });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs any other error with where it happened', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fault = new TypeError('x is undefined');
    reportCaughtError(fault, { componentStack: '\n    at ProductCard' });
    expect(log).toHaveBeenCalledWith(fault, '\n    at ProductCard');
  });
});
