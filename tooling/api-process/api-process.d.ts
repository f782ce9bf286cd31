/** Where `startApi` finds the server unless told otherwise: api/dist/server.js. */
export declare const BUILT_SERVER: string;

/** A TCP port on 127.0.0.1 that nothing listens on. */
export declare function freePort(): Promise<number>;

export interface StartApiOptions {
  /** The built server to run (another build, for a side-by-side benchmark); default api/dist/server.js. */
  serverFile?: string;
  /** Default: a free port. */
  port?: number;
  /** Added to the caller's environment and NODE_ENV=production, LOG_LEVEL=warn, HOST=127.0.0.1, PUBLIC_URL=http://127.0.0.1:<port>; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Default: the repository root. */
  cwd?: string;
  /** Node's own flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** 'pipe' (default) keeps what the process writes for `output()`; 'inherit' shows it. */
  output?: 'pipe' | 'inherit';
  /** How long the start may take until /api/ready answers (a first start seeds the demo catalogue); default 300 s. */
  timeoutMs?: number;
}

export interface ApiProcess {
  url: string;
  port: number;
  pid: number;
  /** What the process wrote (with output 'pipe'), for a failure message. */
  output(): string;
  /** Resident memory now and its peak so far, in MiB (Linux /proc). */
  memory(): { rssMiB: number; peakMiB: number };
  /** SIGTERM: the process stops being ready, finishes what it has and exits. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown hook, no flush, as a crash or the OOM killer would do it. */
  crash(): Promise<void>;
}

/** Starts a built API as its own process and waits until /api/ready answers 200. */
export declare function startApi(options?: StartApiOptions): Promise<ApiProcess>;
