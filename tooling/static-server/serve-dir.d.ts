/** The encodings an Accept-Encoding header allows: named, and not refused with q=0. */
export declare function acceptedEncodings(header?: string): Set<string>;

export declare function cacheControlFor(fileName: string): string;

/** Serves `root` on `port` (0 = any free port) at 127.0.0.1; close() also drops open connections. */
export declare function serveDir(root: string, options?: { port?: number; host?: string }): Promise<{ url: string; port: number; close: () => Promise<void> }>;
