import { setTimeout as pause } from 'node:timers/promises';

/** One page asked for: how long its first byte took and what came. */
interface PageAnswer {
  group: 'other' | 'remote';
  ttfbMs: number;
  /** 200 and rendered on the server (now, or a visitor's page kept from before). */
  rendered: boolean;
  status: number;
  /** A page answered with JSON (the API's error body instead of a page). */
  rawJson: boolean;
  /** A 5xx without Retry-After. */
  bareServerError: boolean;
}

export interface PageFigures {
  answers: PageAnswer[];
  failures: string[];
}

interface Visitor {
  /** The Cookie header of a logged-in customer, or none for a visitor. */
  cookie?: string;
  other: string[];
  remote: string[];
}

/**
 * Page views through the shop's address while a case runs: each visitor asks for its pages in
 * turn (with a pause between, a person's pace rather than a flood), every answer recorded into the
 * recorders open at the time. A customer's pages are never kept, so each is a render.
 */
export class PageViews {
  private running = true;
  private readonly recorders = new Set<PageFigures>();
  private readonly loops: Array<Promise<void>>;

  constructor(
    private readonly baseUrl: string,
    visitors: Visitor[],
    private readonly pauseMs = 150,
  ) {
    this.loops = visitors.map((visitor) => this.visit(visitor));
  }

  /** Starts recording; the figures grow until `stopRecording`. */
  record(): PageFigures {
    const figures: PageFigures = { answers: [], failures: [] };
    this.recorders.add(figures);
    return figures;
  }

  stopRecording(figures: PageFigures): void {
    this.recorders.delete(figures);
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async visit(visitor: Visitor): Promise<void> {
    const pages = [...visitor.other.map((path) => ({ path, group: 'other' as const })), ...visitor.remote.map((path) => ({ path, group: 'remote' as const }))];
    for (let n = 0; this.running; n += 1) {
      const page = pages[n % pages.length] as (typeof pages)[number];
      await this.ask(page.path, page.group, visitor.cookie);
      await pause(this.pauseMs);
    }
  }

  private async ask(path: string, group: PageAnswer['group'], cookie: string | undefined): Promise<void> {
    const started = performance.now();
    try {
      const answer = await fetch(`${this.baseUrl}${path}`, {
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      const ttfbMs = performance.now() - started;
      await answer.arrayBuffer();
      const rendered = answer.status === 200 && ['server', 'cache'].includes(answer.headers.get('x-page-render') ?? '');
      const rawJson = (answer.headers.get('content-type') ?? '').includes('json');
      const bareServerError = answer.status >= 500 && !answer.headers.get('retry-after');
      this.note({ group, ttfbMs, rendered, status: answer.status, rawJson, bareServerError });
    } catch (error) {
      const ttfbMs = performance.now() - started;
      this.note({ group, ttfbMs, rendered: false, status: 0, rawJson: false, bareServerError: true });
      for (const figures of this.recorders) figures.failures.push(`${path}: ${String(error)}`);
    }
  }

  private note(answer: PageAnswer): void {
    for (const figures of this.recorders) figures.answers.push(answer);
  }
}
