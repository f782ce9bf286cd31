import { setTimeout as pause } from 'node:timers/promises';
import pg from 'pg';
import type { NoticeHandlers } from './db';
import { deliver } from './notices';

/** Waits between attempts to get a lost listening connection back. */
const RECONNECT_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/**
 * The one connection of a process that LISTENs for the notices of the others (a pooled connection
 * cannot: it is handed to other queries). It opens with the first `listen`; when it is lost (the
 * server restarted, the network broke) every subscriber hears `lost`, the connection is opened again
 * with growing waits, and every subscriber hears `resumed`: notices sent meanwhile were missed.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private readonly channels = new Map<string, NoticeHandlers[]>();
  private connecting: Promise<void> | null = null;
  private closed = false;
  private failures = 0;
  /** A loop of tries to connect is under way (reconnect). */
  private retrying = false;
  hearing = false;

  constructor(private readonly connectionString: string) {}

  /**
   * Hears `channel` from now on. A server that does not answer is no failure here: the connection
   * is tried again with growing waits, and the subscribers hear `resumed` once it is made (a process
   * started while its database is down, db-plugin.ts).
   */
  async listen(channel: string, handlers: NoticeHandlers): Promise<void> {
    const known = this.channels.get(channel);
    if (known) known.push(handlers);
    else this.channels.set(channel, [handlers]);
    if (this.connecting) await this.connecting.catch(() => undefined);
    else if (!this.client && !this.retrying) {
      try {
        await this.connect();
      } catch {
        this.failures += 1;
        void this.reconnect();
      }
    }
    // A connection made before this channel was known; a LISTEN lost with it is said again by the next (open).
    if (!known && this.client) await this.client.query(`LISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.hearing = false;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.connecting = this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    // Keep-alive: a connection broken without a word (a cable, a firewall) is noticed too.
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true });
    client.on('notification', (message) => {
      for (const handlers of this.channels.get(message.channel) ?? []) deliver(handlers, message.payload ?? '');
    });
    client.on('error', () => this.lose(client));
    client.on('end', () => this.lose(client));
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    this.client = client;
    this.hearing = true;
    this.failures = 0;
  }

  private lose(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.hearing = false;
    client.end().catch(() => undefined);
    for (const handlers of this.allHandlers()) handlers.lost?.();
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    if (this.retrying) return;
    this.retrying = true;
    try {
      await this.retry();
    } finally {
      this.retrying = false;
    }
  }

  private async retry(): Promise<void> {
    while (!this.closed && !this.client) {
      const wait = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)] as number;
      // Unreferenced: a process that is stopping does not wait for the next try.
      await pause(wait, undefined, { ref: false });
      if (this.closed) return;
      try {
        await this.connect();
      } catch {
        this.failures += 1;
      }
    }
    if (this.closed) return;
    for (const handlers of this.allHandlers()) handlers.resumed?.();
  }

  private allHandlers(): NoticeHandlers[] {
    return [...this.channels.values()].flat();
  }
}

/** Channel names are ours (letters and underscores), quoted all the same. */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
