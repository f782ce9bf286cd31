import type { Readable } from 'node:stream';
import type { Db } from '../../../infra/db/db';
import { type TermRow, announceAgreementChange, shopFacts, replaceTerms } from '../../agreements';
import { type CatalogRows, CatalogImportError, importCatalogRows, storedIds } from '../../catalog';
import type { PrepareMessage, PrepareStart } from '../../../workers/prepare-import';
import { ImportThread } from '../../../workers/start-import-worker';
import { audit } from '../staff-audit';
import { ImportStore } from './import-store';
import type { ImportFormat, ImportKind, ImportView } from './import-view';
import { MAX_REFUSALS, refusalOf } from './refusals';

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Bytes copied between two turns of the event loop while a received file is put together. */
const COPY_SLICE = 2 * 1024 * 1024;

/** Rows between two progress reports while a file is read, checked and written. */
const PROGRESS_EVERY = 1000;

export interface ImportInput {
  kind: ImportKind;
  format: ImportFormat;
  fileName: string;
  staffId: string;
  body: Readable;
  /** The Content-Length the upload announced, if any. */
  bytesTotal: number | null;
  /** Bytes past which the upload is refused, the rest unread. */
  limit: number;
}

export type ImportOutcome = { view: ImportView; tooLarge?: boolean } | null;

/** What the worker handed back: the rows to write, or what it refused. */
type Prepared =
  | { refused: string[]; count?: number }
  | { kind: 'catalog'; rows: CatalogRows; total: number }
  | { kind: 'agreements'; entries: Array<[string, TermRow[]]>; total: number };

/**
 * Runs staff's uploaded imports: receives the file, has a worker thread read and check it, and
 * writes it in one transaction with its audit entry and its outcome, or changes nothing. The
 * progress is kept here for this process's answers and written to staff_imports for the others
 * (without waiting: PGlite runs one statement at a time, and the write's transaction holds it).
 */
export class StaffImports {
  /** Tests step through an import: called after each change of its progress, and awaited. */
  onStep: ((view: ImportView) => Promise<void>) | undefined;
  progressEvery = PROGRESS_EVERY;
  readonly store: ImportStore;
  private readonly live = new Map<string, ImportView>();
  private readonly thread = new ImportThread();
  /** Per import: the progress write under way and the newest one waiting (older ones are skipped). */
  private readonly writes = new Map<string, { running: Promise<void>; next: ImportView | null }>();

  constructor(private readonly db: Db) {
    this.store = new ImportStore(db);
  }

  /** Ends the worker thread (the app closes). */
  async close(): Promise<void> {
    await this.thread.close();
  }

  /** The import this process runs, as it stands now. */
  liveImport(id?: string): ImportView | null {
    for (const view of this.live.values()) if (id === undefined || view.id === id) return structuredClone(view);
    return null;
  }

  /** Null when another import runs. */
  async run(input: ImportInput): Promise<ImportOutcome> {
    const begun = await this.store.begin({ ...input, bytesTotal: input.bytesTotal });
    if (!begun) return null;
    const view = begun;
    this.live.set(view.id, view);
    try {
      const bytes = await this.receive(view, input);
      if (bytes === null) {
        return { view: await this.refuse(view, [`the file is larger than the ${input.limit / 1024 / 1024} MiB an import takes`]), tooLarge: true };
      }
      const prepared = await this.prepare(view, input, bytes);
      if ('refused' in prepared) return { view: await this.refuse(view, prepared.refused, prepared.count) };
      return { view: await this.write(view, input, prepared) };
    } catch (error) {
      if (error instanceof CatalogImportError) return { view: await this.refuse(view, error.problems) };
      await this.fail(view, error);
      throw error;
    } finally {
      this.live.delete(view.id);
    }
  }

  private async receive(view: ImportView, input: ImportInput): Promise<Uint8Array | null> {
    // The chunks are kept as they come and copied once into one buffer, which then moves to the
    // worker (not copied again); the copying yields now and then, so no big file holds the loop.
    const chunks = await this.chunksOf(view, input);
    if (chunks === null) return null;
    const received = view.bytes.received;
    const bytes = new Uint8Array(received);
    let at = 0;
    let sinceYield = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
      sinceYield += chunk.length;
      if (sinceYield >= COPY_SLICE) {
        sinceYield = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    return bytes;
  }

  /**
   * The body's chunks as they come, each counted into the progress; null as soon as they pass the
   * limit. The stream is then left, not destroyed (as leaving a for-await loop would): destroying
   * a request's body breaks its connection before the 413 is sent. The answer closes it instead.
   */
  private async chunksOf(view: ImportView, input: ImportInput): Promise<Buffer[] | null> {
    const chunks: Buffer[] = [];
    let received = 0;
    const iterator = (input.body as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const chunk = next.value;
      if (received + chunk.length > input.limit) return null;
      chunks.push(chunk);
      received += chunk.length;
      await this.advance(view, { bytes: { ...view.bytes, received } });
    }
    return chunks;
  }

  private async prepare(view: ImportView, input: ImportInput, bytes: Uint8Array): Promise<Prepared> {
    await this.advance(view, { state: 'reading' });
    const start: PrepareStart =
      input.kind === 'catalog'
        ? { kind: 'catalog', format: input.format, bytes, progressEvery: this.progressEvery, facts: await storedIds(this.db) }
        : { kind: 'agreements', format: input.format, bytes, progressEvery: this.progressEvery, facts: await shopFacts(this.db) };
    const rows: CatalogRows = { menuItems: [], suppliers: [], products: [] };
    const entries: Array<[string, TermRow[]]> = [];
    const handle = async (message: PrepareMessage): Promise<Prepared | null> => {
      switch (message.type) {
        case 'progress':
          await this.advance(
            view,
            message.stage === 'reading'
              ? { state: 'reading', rows: { ...view.rows, read: message.rows, total: message.total } }
              : { state: 'checking', rows: { ...view.rows, checked: message.rows } },
          );
          return null;
        case 'refused':
          return { refused: message.problems, count: message.count };
        case 'catalog-head':
          Object.assign(rows, { menuItems: message.menuItems, suppliers: message.suppliers }, message.banners ? { banners: message.banners } : {});
          return null;
        case 'catalog-products':
          rows.products.push(...message.products);
          return null;
        case 'agreement-terms':
          entries.push(...message.entries);
          return null;
        case 'ready':
          return input.kind === 'catalog' ? { kind: 'catalog', rows, total: message.rows } : { kind: 'agreements', entries, total: message.rows };
      }
    };
    return new Promise<Prepared>((resolve, reject) => {
      let settled = false;
      // Messages are handled one after another: each progress report is stored and stepped
      // through before the next, whatever the thread has sent since.
      let queue = Promise.resolve();
      let stop = () => {};
      const finish = (settle: () => void) => {
        if (settled) return;
        settled = true;
        stop();
        settle();
      };
      stop = this.thread.read(start, {
        message: (message) => {
          queue = queue
            .then(async () => {
              if (settled) return;
              const outcome = await handle(message);
              if (outcome) finish(() => resolve(outcome));
            })
            .catch((error: unknown) => finish(() => reject(asError(error))));
        },
        gone: (error) => {
          // Out of the thread's memory, or stopped: the file asked for more than it may.
          const reason = error?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'reading it takes more memory than an import may use' : 'the server could not read it';
          queue = queue.then(() => finish(() => resolve({ refused: [`the file: ${reason}`] })));
        },
      });
    });
  }

  private async write(view: ImportView, input: ImportInput, prepared: Exclude<Prepared, { refused: string[] }>): Promise<ImportView> {
    await this.advance(view, { state: 'writing', rows: { ...view.rows, total: prepared.total, written: 0 } });
    await this.db.transaction(async (tx) => {
      let summary: Record<string, unknown>;
      if (prepared.kind === 'catalog') {
        const result = await importCatalogRows(tx, prepared.rows, async (written) => {
          await this.advance(view, { rows: { ...view.rows, written } });
        });
        summary = { ...result };
        view.message = `Imported ${result.products} products, ${result.menuItems} menu items and ${result.suppliers} suppliers`;
      } else {
        let written = 0;
        let reported = 0;
        for (const [organizationId, terms] of prepared.entries) {
          await replaceTerms(tx, organizationId, terms);
          written += terms.length;
          if (written - reported >= this.progressEvery) {
            reported = written;
            await this.advance(view, { rows: { ...view.rows, written } });
          }
        }
        await announceAgreementChange(tx);
        if (written !== reported) await this.advance(view, { rows: { ...view.rows, written } });
        summary = { organizations: prepared.entries.length, terms: written };
        view.message = `Replaced the agreements of ${prepared.entries.length} organisations (${written} terms)`;
      }
      view.state = 'applied';
      await audit(tx, {
        staffId: input.staffId,
        action: input.kind === 'catalog' ? 'import-catalog' : 'import-agreements',
        subject: `import:${view.id}`,
        after: { fileName: view.fileName, format: view.format, bytes: view.bytes.received, ...summary },
      });
      await this.store.finish(tx, view);
    });
    await this.step(view);
    return structuredClone(view);
  }

  private async refuse(view: ImportView, problems: string[], count = problems.length): Promise<ImportView> {
    Object.assign(view, { state: 'refused', refusalCount: count, refusals: problems.slice(0, MAX_REFUSALS).map(refusalOf) });
    view.message = `Nothing was changed: ${count} problem${count === 1 ? '' : 's'} in the file`;
    await this.store.finish(this.db, view);
    await this.step(view);
    return structuredClone(view);
  }

  private async fail(view: ImportView, _error: unknown): Promise<void> {
    Object.assign(view, { state: 'failed', message: 'The server could not finish this import: nothing was changed. Send the file again.' });
    await this.store.finish(this.db, view).catch(() => undefined);
  }

  /** The progress moves: kept here at once, written for the other processes soon after, stepped in tests. */
  private async advance(view: ImportView, change: Partial<ImportView>): Promise<void> {
    Object.assign(view, change);
    this.persist(view);
    await this.step(view);
  }

  private async step(view: ImportView): Promise<void> {
    if (this.onStep) await this.onStep(structuredClone(view));
  }

  private persist(view: ImportView): void {
    const pending = this.writes.get(view.id);
    if (pending) {
      pending.next = structuredClone(view);
      return;
    }
    const entry = { running: Promise.resolve(), next: null as ImportView | null };
    const writeFrom = async (snapshot: ImportView): Promise<void> => {
      // A lost progress write only makes another process's bar lag: the outcome is written apart.
      await this.store.progress(this.db, snapshot).catch(() => undefined);
      const next = entry.next;
      entry.next = null;
      if (next) return writeFrom(next);
      this.writes.delete(view.id);
    };
    this.writes.set(view.id, entry);
    entry.running = writeFrom(structuredClone(view));
  }
}
