import type { Db } from '../../infra/db/db';
import { CHANNELS } from '../../infra/db/notices';
import { type Catalog, CatalogAnswers, type CustomerPriceView, type ProductRecord } from '../catalog';
import { type AgreementTerms, withAgreedPrice } from './agreement-terms';
import { loadAgreementVersion, loadTerms } from './agreement-repository';

/**
 * Organisations whose agreement (or that they have none) is kept in memory, the most recently
 * asked for. Each agreement keeps the product answers written at its prices (a CatalogAnswers per
 * catalogue snapshot), so this also bounds how many such caches a process holds.
 */
const HELD_ORGANIZATIONS = 16;
/**
 * The part of the shared answers' budgets (product texts, compressed lists) one agreement's answers
 * keep: 8 M characters of product JSON per shape and 32 MB compressed, so 16 of them hold at most
 * about a gigabyte even if every one were filled. A quarter or an eighth made a busy customer's
 * first screens and searches churn through the texts: reads took 20 to 35 % longer
 * (bench:agreements); a half reads as fast as the shared answers.
 */
const ANSWERS_SHARE = 1 / 2;
/** How often a process on a shared PostgreSQL server also compares versions: bounds a missed notice. */
const WATCH_INTERVAL_MS = 30_000;

/** An agreement in memory, with the answers written at its prices per catalogue snapshot. */
class HeldAgreement {
  private readonly answers = new WeakMap<Catalog, CatalogAnswers>();
  readonly price = (product: ProductRecord): ProductRecord => withAgreedPrice(this.terms, product);

  constructor(readonly terms: AgreementTerms) {}

  view(catalog: Catalog): CustomerPriceView {
    let answers = this.answers.get(catalog);
    if (!answers) {
      answers = new CatalogAnswers(ANSWERS_SHARE);
      this.answers.set(catalog, answers);
    }
    return { answers, price: this.price };
  }
}

/**
 * Every organisation's price agreement, read from the database once and then held in memory, so a
 * priced product read costs a map look-up. An import (in any process sharing the database) raises
 * the version and sends a notice: every process drops what it holds and reads again when asked.
 */
export class AgreementStore {
  private readonly held = new Map<string, HeldAgreement | null>();
  private readonly loading = new Map<string, Promise<HeldAgreement | null>>();
  /** Raised whenever what is held is dropped: a read begun before must not be kept. */
  private generation = 0;
  private version = -1;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  /** The organisation's agreement; null when it has none. */
  async agreementOf(organizationId: string): Promise<HeldAgreement | null> {
    const held = this.held.get(organizationId);
    if (held !== undefined) {
      // Most recently used last: the first in the map is the one to let go.
      this.held.delete(organizationId);
      this.held.set(organizationId, held);
      return held;
    }
    let loading = this.loading.get(organizationId);
    if (!loading) {
      loading = this.read(organizationId).finally(() => this.loading.delete(organizationId));
      this.loading.set(organizationId, loading);
    }
    return loading;
  }

  /** How a product is priced for the organisation (the list price when it has no agreement). */
  async pricerOf(organizationId: string): Promise<(product: ProductRecord) => ProductRecord> {
    return (await this.agreementOf(organizationId))?.price ?? ((product) => product);
  }

  /** The priced catalogue's hook: the caller's organisation's prices, or undefined for list prices. */
  async viewFor(organizationId: string | undefined, catalog: Catalog): Promise<CustomerPriceView | undefined> {
    if (organizationId === undefined) return undefined;
    return (await this.agreementOf(organizationId))?.view(catalog);
  }

  private async read(organizationId: string): Promise<HeldAgreement | null> {
    const generation = this.generation;
    const terms = await loadTerms(this.db, organizationId);
    const agreement = terms ? new HeldAgreement(terms) : null;
    if (generation === this.generation) {
      this.held.set(organizationId, agreement);
      if (this.held.size > HELD_ORGANIZATIONS) this.held.delete(this.held.keys().next().value as string);
    }
    return agreement;
  }

  /** Drops everything held: the next read of each organisation goes to the database. */
  forget(): void {
    this.generation += 1;
    this.held.clear();
    this.loading.clear();
  }

  /** Drops what is held when the database holds another version than the one last seen. */
  async forgetIfChanged(): Promise<void> {
    const version = await loadAgreementVersion(this.db);
    if (version !== this.version) {
      this.forget();
      this.version = version;
    }
  }

  /** Follows every import's notice, by whichever process it was made. */
  async listenForImports(onError: (error: unknown) => void): Promise<void> {
    await this.forgetIfChanged();
    const follow = () => void this.forgetIfChanged().catch(onError);
    await this.db.listen(CHANNELS.agreements, { notice: follow, resumed: follow });
  }

  watch(onError: (error: unknown) => void, intervalMs = WATCH_INTERVAL_MS): void {
    this.timer = setInterval(() => void this.forgetIfChanged().catch(onError), intervalMs);
    this.timer.unref();
  }

  stopWatching(): void {
    clearInterval(this.timer);
  }
}
