import type { Figures } from './load';

/** What one server answered in one round (api-round.ts). */
export interface ServerResult {
  /** 'current', or 'compare' for the build given with --compare. */
  label: string;
  serverFile: string;
  /** From starting the process to the first answered menu: loading the catalogue into memory. */
  startSeconds: number;
  /** Resident memory of the API process, MiB: once loaded, after the run, and its peak. */
  memory: { afterLoadMiB: number; afterRunMiB: number; peakMiB: number };
  /** Median figures per scenario name. */
  figures: Record<string, Figures>;
  /** Mean answer size in bytes, as sent, of the scenarios whose answers grow with the catalogue. */
  answerBytes?: Record<string, number>;
  /** Order sends: 202 answers counted by the client, and how many of those ids the database holds. */
  orders?: { acknowledged: number; stored: number; ofUsers: number };
}

export interface RoundResult {
  db: 'pglite' | 'postgres';
  size: number;
  seconds: number;
  repeat: number;
  connections: number;
  /** Scenarios run with other than `connections` connections. */
  scenarioConnections?: Record<string, number>;
  seedSeconds: number;
  servers: ServerResult[];
}
