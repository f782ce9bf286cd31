import { type ApiRequest, apiClient } from '../api/api-client';

/** An answer for a component or store test; 'no-response' stands for a server that is down. */
export type Answer = { status: number; data?: unknown; headers?: Record<string, string> } | 'no-response';

/**
 * Answers the shop's HTTP calls in a test without a server, through the client's transport (the
 * client still turns statuses of 400 or more into ApiErrors). Returns the calls made, as "GET /url".
 */
export function serveCalls(route: (request: ApiRequest) => Answer | Promise<Answer>): string[] {
  const calls: string[] = [];
  apiClient.transport = async (request) => {
    calls.push(`${request.method.toUpperCase()} ${request.url}`);
    const answer = await route(request);
    if (answer === 'no-response') throw new TypeError('Failed to fetch');
    return { status: answer.status, data: answer.data ?? '', headers: answer.headers ?? {} };
  };
  return calls;
}
