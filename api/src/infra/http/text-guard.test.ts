import { unstorableTextAt } from './text-guard';

describe('unstorableTextAt', () => {
  it('accepts ordinary text, emoji (a whole surrogate pair) and nested values', () => {
    expect(unstorableTextAt({ comment: 'Levér til bakdøra 📦', lines: [{ sku: 'A-1', quantity: 2 }] })).toBeNull();
    expect(unstorableTextAt('ÆØÅ')).toBeNull();
    expect(unstorableTextAt(null)).toBeNull();
  });

  it('names the field holding a NUL character', () => {
    expect(unstorableTextAt({ recipient: 'La\u0000ger' })).toEqual({ field: 'recipient', message: 'recipient must not contain the NUL character (\\u0000)' });
  });

  it('names the field holding a lone half of a surrogate pair, high or low, nested too', () => {
    expect(unstorableTextAt({ comment: '\ud800' })?.field).toBe('comment');
    expect(unstorableTextAt({ deliveryAddress: { street: 'Gata \udc00 1' } })).toEqual({
      field: 'deliveryAddress.street',
      message: 'deliveryAddress.street must be valid Unicode text (it holds half of a surrogate pair, such as \\ud800)',
    });
    expect(unstorableTextAt({ lines: [{ sku: 'x\ud83d' }] })?.field).toBe('lines.0.sku');
  });

  it('checks field names too, and a body that is itself a text', () => {
    expect(unstorableTextAt({ ['na\ud800me']: 'x' })?.message).toMatch(/^the field name "na.*me" must be valid Unicode text/);
    expect(unstorableTextAt('a\u0000')?.field).toBe('body');
  });
});
