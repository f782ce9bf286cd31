import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { answerText } from '../../support/answer-text';
import { steadyBlock } from './event-loop-block';
import { hostileBodies } from './hostile-bodies';
import { type BaseRequest, type RouteInfo, buildRequest } from './request-model';

/** What the hostile bodies of one route cost: the worst robust figure, and what went wrong. */
export interface HostileFigure {
  /** Milliseconds: the worst, over the bodies, of each body's least blocking run. */
  worstMs: number;
  worstKind: string;
  /** Each body's figure, by kind. */
  byKind: Map<string, number>;
  problems: string[];
}

/** The first text field a body schema names: the long texts go there. */
function firstTextField(route: RouteInfo): string | undefined {
  const properties = route.schema.body?.properties ?? {};
  return Object.keys(properties).find((name) => {
    const type = properties[name]?.type;
    return type === 'string' || (Array.isArray(type) && type.includes('string'));
  });
}

function problemOf(answer: LightMyRequestResponse, overLimit: boolean): string | null {
  if (answer.statusCode >= 500) return `answered ${answer.statusCode}`;
  if (overLimit && answer.statusCode !== 413) return `answered ${answer.statusCode} to a body beyond the limit`;
  if (answer.statusCode < 400) return null;
  try {
    const { error, message } = JSON.parse(answerText(answer)) as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && typeof message === 'string') return null;
  } catch {
    // reported below
  }
  return `a ${answer.statusCode} without { error, message }`;
}

/**
 * Sends every hostile body (hostile-bodies.ts) to the route, as large as the route's body limit
 * allows and beyond it, and measures how long each holds the event loop (event-loop-block.ts).
 */
export async function measureHostileBodies(
  app: FastifyInstance,
  route: RouteInfo,
  template: BaseRequest,
  bodyLimit: number,
  runs: number,
  contentType?: string,
  size?: number,
): Promise<HostileFigure> {
  const built = buildRequest(template, route);
  const bodies = hostileBodies(bodyLimit, { field: firstTextField(route), template: template.body, ...(contentType ? { contentType } : {}), ...(size ? { size } : {}) });
  const figure: HostileFigure = { worstMs: 0, worstKind: '–', byKind: new Map(), problems: [] };
  for (const body of bodies) {
    let answer: LightMyRequestResponse | undefined;
    const send = async () => {
      answer = await app.inject({
        method: built.method as 'POST',
        url: built.url,
        headers: { ...built.headers, ...body.headers },
        payload: body.payload,
      });
    };
    // One run is a quick look: no re-runs of a body above the bound either.
    const ms = await steadyBlock(send, runs, runs === 1 ? 0 : undefined);
    figure.byKind.set(body.kind, ms);
    if (ms > figure.worstMs) Object.assign(figure, { worstMs: ms, worstKind: body.kind });
    const problem = answer ? problemOf(answer, body.overLimit) : 'no answer';
    if (problem) figure.problems.push(`${body.kind}: ${problem}`);
  }
  return figure;
}
