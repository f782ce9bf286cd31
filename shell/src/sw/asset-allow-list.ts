import { REMOTES_PATH, LIST_FILE, assetKey, listedAssets, remoteListUrls } from './hashed-file-list';

/** Reads a JSON answer; rejects when there is none (offline, 404, not JSON). */
type JsonReader = (url: URL) => Promise<unknown>;

/**
 * The files the service worker may keep: the union of the shell's own list (beside sw.js) and
 * the list of every remote /remotes.json names. Read again whenever a page starts (it fetches
 * /remotes.json, and the worker sees that), so a remote's new release or new origin is known from
 * the next page load on. Held in memory only: a worker that was stopped reads the lists again the
 * first time it needs them.
 */
export class AssetAllowList {
  /** Keys allowed, by the list that allowed them: a list that cannot be read keeps its last answer. */
  private byList = new Map<string, readonly string[]>();
  private allowed = new Set<string>();
  private reading: Promise<void> | null = null;
  private everRead = false;

  constructor(
    /** Where the worker itself is served (sw.js lies at the root of the shell's build). */
    private readonly workerUrl: URL,
    private readonly readJson: JsonReader,
  ) {}

  /** Reads every list again; calls while a reading is under way share it. */
  refresh(): Promise<void> {
    this.reading ??= this.readLists().finally(() => {
      this.reading = null;
      this.everRead = true;
    });
    return this.reading;
  }

  /** Whether `url` is one of the builds' listed files, once the lists being read have arrived. */
  async allows(url: URL): Promise<boolean> {
    if (!this.everRead || this.reading) await this.refresh();
    return url.search === '' && this.allowed.has(assetKey(url));
  }

  private async readLists(): Promise<void> {
    const remotesUrl = new URL(REMOTES_PATH, this.workerUrl);
    const remotes = await this.readJson(remotesUrl).then(
      (answer) => remoteListUrls(answer, remotesUrl),
      // Without the remotes' locations their last lists stay as they were.
      () => null,
    );
    const shellList = new URL(LIST_FILE, this.workerUrl);
    const lastRemotes = [...this.byList.keys()].filter((key) => key !== shellList.href).map((key) => new URL(key));
    const lists = [shellList, ...(remotes ?? lastRemotes)];
    const read = await Promise.all(
      lists.map(async (list) => {
        const keys = await this.readJson(list).then(
          (answer) => listedAssets(answer, list),
          () => this.byList.get(list.href) ?? [],
        );
        return [list.href, keys] as const;
      }),
    );
    // Lists of remotes no longer named are dropped with their files.
    this.byList = new Map(read);
    this.allowed = new Set(read.flatMap(([, keys]) => keys));
  }
}
