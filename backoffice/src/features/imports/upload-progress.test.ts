import { CATALOG_FILE as FILE, importView as view } from './import-fixtures';
import { IDLE, type UploadEvent, type UploadState, nextUploadState, progressBarOf } from './upload-progress';

const run = (...events: UploadEvent[]): UploadState => events.reduce(nextUploadState, IDLE);
const started: UploadEvent = { type: 'started', file: FILE };

describe('an upload’s progress', () => {
  it('counts the bytes the browser has sent, then follows the server’s rows read, checked and written to the end', () => {
    let state = run(started, { type: 'sent', loaded: 1000, total: 4000 });
    expect(progressBarOf(state)).toEqual({ step: 'receiving', number: 1, value: 1000, max: 4000 });
    state = nextUploadState(state, { type: 'polled', current: view({ rows: { total: null, read: 700, checked: 0, written: 0 } }) });
    expect(state).toMatchObject({ step: 'reading', id: 'imp-1', rows: { read: 700 } });
    expect(progressBarOf(state)).toEqual({ step: 'reading', number: 2, value: null, max: 1 });
    state = nextUploadState(state, { type: 'polled', current: view({ state: 'checking', rows: { total: 2000, read: 2000, checked: 500, written: 0 } }) });
    expect(progressBarOf(state)).toEqual({ step: 'checking', number: 3, value: 500, max: 2000 });
    state = nextUploadState(state, { type: 'polled', current: view({ state: 'writing', rows: { total: 2000, read: 2000, checked: 2000, written: 1000 } }) });
    expect(progressBarOf(state)).toEqual({ step: 'writing', number: 4, value: 1000, max: 2000 });
    const applied = view({ state: 'applied', rows: { total: 2000, read: 2000, checked: 2000, written: 2000 } });
    state = nextUploadState(state, { type: 'answered', result: applied });
    expect(state).toEqual({ step: 'applied', file: FILE, result: applied, problem: null });
    expect(progressBarOf(state)).toEqual({ step: 'applied', number: 4, value: 2000, max: 2000 });
  });

  it('never goes back: a poll answered late, or after the answer, changes nothing', () => {
    const writing = run(started, { type: 'polled', current: view({ state: 'writing', rows: { total: 10, read: 10, checked: 10, written: 5 } }) });
    expect(nextUploadState(writing, { type: 'polled', current: view({ state: 'checking', rows: { total: 10, read: 10, checked: 3, written: 0 } }) })).toBe(writing);
    expect(nextUploadState(writing, { type: 'polled', current: view({ state: 'receiving' }) })).toBe(writing);
    expect(nextUploadState(writing, { type: 'sent', loaded: 4000, total: 4000 })).toBe(writing);
    const refused = nextUploadState(writing, { type: 'answered', result: view({ state: 'refused', refusalCount: 1 }) });
    expect(refused.step).toBe('refused');
    for (const late of [
      { type: 'polled', current: view({ state: 'writing' }) },
      { type: 'sent', loaded: 1, total: 1 },
      { type: 'answered', result: view({ state: 'applied' }) },
      { type: 'turned-away', problem: 'busy' },
    ] as UploadEvent[]) {
      expect(nextUploadState(refused, late)).toBe(refused);
    }
    expect(progressBarOf(refused)).toBeNull();
  });

  it('follows only its own import: another kind, name or size, or another id once one is known, is not it', () => {
    const receiving = run(started);
    for (const other of [view({ kind: 'agreements' }), view({ fileName: 'annen.csv' }), view({ bytes: { received: 10, total: 99 } })]) {
      expect(nextUploadState(receiving, { type: 'polled', current: other })).toBe(receiving);
    }
    expect(nextUploadState(receiving, { type: 'polled', current: null })).toBe(receiving);
    // Seen receiving on the server: its id is taken, and the browser's count still drives the bar.
    const named = nextUploadState(receiving, { type: 'polled', current: view({ state: 'receiving' }) });
    expect(named).toMatchObject({ step: 'receiving', id: 'imp-1', sent: 0 });
    expect(nextUploadState(named, { type: 'polled', current: view({ id: 'imp-2' }) })).toBe(named);
  });

  it('ends refused or failed with the import the API answered, and a file turned away leaves the problem to show', () => {
    const refused = view({ state: 'refused', refusalCount: 2, refusals: [{ row: 'row 3', reason: 'price must be a number' }] });
    expect(run(started, { type: 'answered', result: refused })).toMatchObject({ step: 'refused', result: refused });
    expect(run(started, { type: 'answered', result: view({ state: 'failed', message: 'out of memory' }) })).toMatchObject({ step: 'failed' });
    expect(run(started, { type: 'answered', result: view({ state: 'refused' }), problem: 'too-large' })).toMatchObject({ step: 'refused', problem: 'too-large' });
    expect(run(started, { type: 'turned-away', problem: 'busy' })).toEqual({ step: 'idle', problem: 'busy' });
    // A new file starts over from any end; a second start while one runs is ignored.
    const again = run(started, { type: 'turned-away', problem: 'wrong-type' }, { type: 'started', file: { ...FILE, name: 'b.csv' } });
    expect(again).toMatchObject({ step: 'receiving', file: { name: 'b.csv' } });
    expect(nextUploadState(again, started)).toBe(again);
  });

  it('keeps the bar within its bounds whatever is counted', () => {
    expect(progressBarOf(run(started, { type: 'sent', loaded: 9000, total: undefined }))).toEqual({ step: 'receiving', number: 1, value: 4000, max: 4000 });
    expect(progressBarOf(run({ type: 'started', file: { ...FILE, size: 0 } }))).toEqual({ step: 'receiving', number: 1, value: 0, max: 1 });
    expect(progressBarOf(run(started, { type: 'polled', current: view({ state: 'checking', rows: { total: 0, read: 0, checked: 0, written: 0 } }) }))).toMatchObject({ value: 0, max: 1 });
    expect(progressBarOf(IDLE)).toBeNull();
  });
});
