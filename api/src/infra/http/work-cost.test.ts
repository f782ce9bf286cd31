import { atLeastOne, itemsAnswered } from './work-cost';

describe('itemsAnswered', () => {
  it('is what the answer holds: a limit past the end costs the whole list from the offset, no more', () => {
    expect(itemsAnswered(10_000, {})).toBe(10_000);
    expect(itemsAnswered(10_000, { limit: 10_000 })).toBe(10_000);
    expect(itemsAnswered(10_000, { limit: 1_000_000 })).toBe(10_000);
    expect(itemsAnswered(10_000, { limit: 24 })).toBe(24);
    expect(itemsAnswered(10_000, { offset: 24 })).toBe(9_976);
    expect(itemsAnswered(10_000, { offset: 9_990, limit: 24 })).toBe(10);
    expect(itemsAnswered(10_000, { offset: 20_000 })).toBe(0);
  });

  it('never makes an answer free', () => {
    expect(atLeastOne(itemsAnswered(10, { offset: 50 }))).toBe(1);
    expect(atLeastOne(24)).toBe(24);
  });
});
