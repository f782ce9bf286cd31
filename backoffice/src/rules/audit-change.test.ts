import { auditChange } from './audit-change';

describe('an audit entry’s change', () => {
  it('names each field that changed, with its value before and after', () => {
    expect(auditChange({ status: 'received' }, { status: 'processing' })).toBe('status: received → processing');
    expect(auditChange({ approved: false, refused: false }, { approved: false, refused: true, refusalReason: 'Ukjent firma' })).toBe(
      'refused: false → true; refusalReason: Ukjent firma',
    );
  });

  it('says nothing for an entry without a change (a login)', () => {
    expect(auditChange(null, null)).toBe('');
    expect(auditChange({ a: 1 }, { a: 1 })).toBe('');
  });
});
