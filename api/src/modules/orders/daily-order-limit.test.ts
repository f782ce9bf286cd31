import type { Db } from '../../infra/db/db';
import { DailyOrderLimit } from './daily-order-limit';

/** A database whose count of today's orders answers only when the test says so. */
function countingDb() {
  const pending: Array<(placed: number) => void> = [];
  const db = {
    query: () => new Promise<Array<{ placed: number; frees_in: number }>>((resolve) => pending.push((placed) => resolve([{ placed, frees_in: 3600 }]))),
  };
  // Only query() is used by the limit; the rest of the Db seam does not matter here.
  return { db: db as unknown as Db, answer: (placed: number) => pending.shift()?.(placed) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the daily order limit of one process', () => {
  it('counts an order written while a count was running, though the count could not see it', async () => {
    const { db, answer } = countingDb();
    const limit = new DailyOrderLimit(db, 3);
    const burst = Promise.all([limit.take('org'), limit.take('org'), limit.take('org')]);
    await settle();
    answer(0);
    const [a, b, c] = await burst;
    for (const place of [a, b, c]) expect(place).toHaveProperty('done');

    // A fourth send begins counting; the first order is written before the count answers 0.
    const fourth = limit.take('org');
    await settle();
    if (a && 'done' in a) a.done(true);
    answer(0);
    // Unsure what that count saw, it lets the writes under way end and counts again: three.
    await settle();
    for (const place of [b, c]) if (place && 'done' in place) place.done(true);
    await settle();
    await settle();
    answer(3);
    expect(await fourth).toEqual({ waitSeconds: 3600 });

    // A count that began after the writes ended sees them in the database: no double counting.
    const fifth = limit.take('org');
    await settle();
    answer(2);
    expect(await fifth).toHaveProperty('done');
  });

  it('does not count an order twice when the count did see it', async () => {
    const { db, answer } = countingDb();
    const limit = new DailyOrderLimit(db, 2);
    const first = limit.take('org');
    await settle();
    answer(0);
    const place = await first;
    const second = limit.take('org');
    await settle();
    if ('done' in place) place.done(true);
    answer(1); // The count ran after the write had committed.
    await settle();
    await settle();
    answer(1); // Counted again: one order, one place left.
    expect(await second).toHaveProperty('done');
  });

  it('does not refuse on a count that saw orders whose writes were not yet reported done', async () => {
    const { db, answer } = countingDb();
    const limit = new DailyOrderLimit(db, 3);
    const burst = Promise.all([limit.take('org'), limit.take('org')]);
    await settle();
    answer(0);
    const [a, b] = await burst;
    // A third send counts while the first two are written: the count sees both rows, yet their
    // places still count on top (their sends have not reported back).
    const third = limit.take('org');
    await settle();
    answer(2);
    await settle();
    for (const place of [a, b]) if (place && 'done' in place) place.done(true);
    await settle();
    await settle();
    answer(2); // Counted again after those writes: two orders, one place left.
    expect(await third).toHaveProperty('done');
  });

  it('gives the place back when the order was not written', async () => {
    const { db, answer } = countingDb();
    const limit = new DailyOrderLimit(db, 1);
    const first = limit.take('org');
    await settle();
    answer(0);
    const place = await first;
    if ('done' in place) place.done(false);
    const again = limit.take('org');
    await settle();
    answer(0);
    expect(await again).toHaveProperty('done');
  });
});
