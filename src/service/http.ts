import type { ServerResponse } from 'node:http';

/** Headers every answer carries: JSON bodies are data, never something a browser should sniff or render. */
const COMMON_HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };

/** Sends JSON: an object to stringify, or text or bytes that already are JSON. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: Buffer | string | object,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  response.writeHead(status, {
    ...COMMON_HEADERS,
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** Errors as the API gateway in front of such a service answers them: JSON `{"message": "..."}` (spec 7). */
export function sendError(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(response, status, { message }, headers);
}

/** The gateway's own wording for its common answers. */
export const GATEWAY_MESSAGES = {
  forbidden: 'Forbidden',
  unknownResource: 'Missing Authentication Token',
  tooManyRequests: 'Too Many Requests',
  uriTooLong: 'Request-URI Too Long',
  internal: 'Internal server error',
} as const;
