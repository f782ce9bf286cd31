import type { Db } from '../../infra/db/db';
import { CHANNELS } from '../../infra/db/notices';
import { type Catalog, CatalogAnswers, type CustomerPriceView, type PriceFields, type ProductRecord } from '../catalog';
import { type AgreementTerms, agreedFields, withAgreedPrice } from './agreement-terms';
import { loadAgreementVersion, loadTerms } from './agreement-repository';

/**
 * Organisations whose terms (or that they have none) are kept in memory, the most recently asked
 * for. Terms are small (the benchmark's framework agreement of 219 terms takes about 23 kB as
 * maps, 256 such about 6 MB), so this covers the customers of a busy day; a reader beyond them
 * costs one query.
 */
const HELD_ORGANIZATIONS = 256;
/**
 * Agreements that also keep the answers written at their prices (product texts, whole lists and
 * their compressed copies) per catalogue snapshot, the most recently read. One let go of is
 * written again from the shared list-price answers, without the response schemas.
 */
const ANSWERED_ORGANIZATIONS = 16;
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

/** An agreement in memory. */
class HeldAgreement {
  readonly price = (product: ProductRecord): ProductRecord => withAgreedPrice(this.terms, product);
  readonly priceFields = (product: ProductRecord): PriceFields | undefined => agreedFields(this.terms, product);
  constructor(readonly terms: AgreementTerms) {}
}

/** The answers of the agreements read most recently, per catalogue snapshot. */
class AgreementAnswers {
  private readonly held = new Map<HeldAgreement, WeakMap<Catalog, CatalogAnswers>>();

  constructor(private readonly limit: number) {}

  of(agreement: HeldAgreement, catalog: Catalog): CatalogAnswers {
    let bySnapshot = this.held.get(agreement);
    if (bySnapshot) this.held.delete(agreement);
    else bySnapshot = new WeakMap();
    // Most recently used last: the first in the map is the one to let go.
    this.held.set(agreement, bySnapshot);
    if (this.held.size > this.limit) this.held.delete(this.held.keys().next().value as HeldAgreement);
    let answers = bySnapshot.get(catalog);
    if (!answers) {
      answers = new CatalogAnswers(ANSWERS_SHARE);
      bySnapshot.set(catalog, answers);
    }
    return answers;
  }

  clear(): void {
    this.held.clear();
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
  private readonly answers: AgreementAnswers;
  /** Raised whenever what is held is dropped: a read begun before must not be kept. */
  private generation = 0;
  private version = -1;
  private timer: NodeJS.Timeout | undefined;

  /** `answeredOrganizations`: how many agreements keep their answers (ANSWERED_ORGANIZATIONS). */
  constructor(
    private readonly db: Db,
    answeredOrganizations = ANSWERED_ORGANIZATIONS,
  ) {
    this.answers = new AgreementAnswers(answeredOrganizations);
  }

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

  /**
   * The price group whose prices the organisation sees: every organisation without an agreement
   * shares the list prices; one with an agreement is a group of its own. With the agreements'
   * version this process has seen: after an import, no page kept for the group before is found.
   */
  async priceGroupOf(organizationId: string): Promise<string> {
    const agreement = await this.agreementOf(organizationId);
    return `${agreement ? `agreement:${organizationId}` : 'list'}@${this.version}`;
  }

  /** How a product is priced for the organisation (the list price when it has no agreement). */
  async pricerOf(organizationId: string): Promise<(product: ProductRecord) => ProductRecord> {
    return (await this.agreementOf(organizationId))?.price ?? ((product) => product);
  }

  /** The priced catalogue's hook: the caller's organisation's prices, or undefined for list prices. */
  async viewFor(organizationId: string | undefined, catalog: Catalog): Promise<CustomerPriceView | undefined> {
    if (organizationId === undefined) return undefined;
    const agreement = await this.agreementOf(organizationId);
    return agreement ? { answers: this.answers.of(agreement, catalog), priceFields: agreement.priceFields } : undefined;
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
    this.answers.clear();
  }

  /** The agreements' version this process last saw (an import's notice moves it on). */
  get versionSeen(): number {
    return this.version;
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
