import {
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
  request as httpRequest,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import { type UpstreamService, upstreamService, upstreamUrl } from './upstreamUrl';

/** Headers passed from the caller to the service, and back. Nothing else crosses, cookies included. */
const FORWARDED_REQUEST_HEADERS = ['x-api-key', 'accept', 'accept-encoding'];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-encoding',
  'content-length',
  'content-disposition',
  'retry-after',
];

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

export interface RelayOptions {
  /**
   * Where the relay is mounted on the host: `<prefix>/<path>` is forwarded to `<serviceUrl>/<path>`.
   * @default '/api'
   */
  readonly prefix?: string;
  /**
   * Longest wait for the service: until its answer's headers come, and between bytes of its body. Past it
   * the caller gets 504 (or, once the answer has begun, a cut-off answer) and the request to the service
   * is closed.
   * @default 30000
   */
  readonly upstreamTimeoutMs?: number;
}

function sendJson(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** Bodies a refused request may send before its connection is cut rather than read to its end. */
const MAX_REFUSED_BODY_BYTES = 64 * 1024;

/**
 * 405 for anything but GET, sent once the request's body is read: answering while the caller is still
 * sending it would close a connection the caller is writing to, and the caller would see a reset instead
 * of the 405.
 */
function refuseMethod(incoming: IncomingMessage, response: ServerResponse): void {
  let received = 0;
  incoming.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_REFUSED_BODY_BYTES) incoming.destroy();
  });
  incoming.on('error', () => undefined);
  incoming.once('end', () =>
    sendJson(
      response,
      405,
      { message: 'The relay forwards GET requests only, as the service has no others.' },
      { allow: 'GET' },
    ),
  );
}

function pickHeaders(from: IncomingHttpHeaders, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = from[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
}

/** The request's path and query below the prefix; `/api` alone is the service's root. */
function pathBelow(prefix: string, requestUrl: string): string | undefined {
  if (!requestUrl.startsWith(prefix)) return undefined;
  return requestUrl.slice(prefix.length) || '/';
}

function formatSeconds(milliseconds: number): string {
  return `${Number((milliseconds / 1000).toFixed(3))} s`;
}

/**
 * The same-origin relay: `<prefix>/<path>` is forwarded to `<serviceUrl>/<path>`, because the service sends
 * no CORS headers and the add-in's pages can only call their own origin. It passes the caller's x-api-key
 * through and keeps nothing: no key is stored, and nothing about a request is logged. Bodies pass through
 * as they come (compressed ones stay compressed; the browser decompresses them).
 *
 * It forwards to that one service and nowhere else: a path that could name another host or leave the
 * service's base path is refused (400), as the caller's key would go with it. No message it writes holds
 * the key, a header or the request's path.
 */
export function createRelay(serviceUrl: string, options: RelayOptions = {}) {
  const service = upstreamService(serviceUrl);
  const prefix = options.prefix ?? '/api';
  const timeoutMs = options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  if (!(timeoutMs > 0 && Number.isFinite(timeoutMs))) {
    throw new RangeError(`upstreamTimeoutMs must be a positive number of milliseconds, not ${timeoutMs}.`);
  }
  return (incoming: IncomingMessage, response: ServerResponse): void => {
    if (incoming.method !== 'GET') {
      refuseMethod(incoming, response);
      return;
    }
    const path = pathBelow(prefix, incoming.url ?? '/');
    const url = path === undefined ? undefined : upstreamUrl(service, path);
    if (!url) {
      sendJson(response, 400, {
        message:
          `The relay forwards only paths of its configured service, below ${prefix}/: ` +
          'each part of the path a plain name, with no "//", "\\", ".." or ".", no encoded "/" or "\\", and no ":", "@" or ";".',
      });
      return;
    }
    forward(service, url, pickHeaders(incoming.headers, FORWARDED_REQUEST_HEADERS), response, timeoutMs);
  };
}

/** One request to the service, its answer piped back, both ended when either side fails or goes quiet. */
function forward(
  service: UpstreamService,
  url: URL,
  headers: Record<string, string>,
  response: ServerResponse,
  timeoutMs: number,
): void {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const outgoing: ClientRequest = send(url, { method: 'GET', headers }, (answer) => {
    clearTimeout(headersDeadline);
    response.writeHead(answer.statusCode ?? 502, {
      'x-content-type-options': 'nosniff',
      ...pickHeaders(answer.headers, FORWARDED_RESPONSE_HEADERS),
    });
    // pipeline, not pipe: a service that breaks off mid-answer must cut the caller's answer off too,
    // rather than leave it waiting for bytes that will never come.
    pipeline(answer, response, () => undefined);
  });

  const giveUp = (): void => {
    if (response.writableEnded) return;
    if (!response.headersSent) {
      sendJson(response, 504, {
        message: `The service at ${service.url.origin} did not answer within ${formatSeconds(timeoutMs)}.`,
      });
    } else {
      // The status line has gone: a cut-off body is the only way left to say the answer is incomplete.
      response.destroy();
    }
    outgoing.destroy();
  };
  // Both limits: the deadline covers connecting and a service that trickles its headers; the socket's
  // idle timeout covers an answer that stops halfway through its body.
  const headersDeadline = setTimeout(giveUp, timeoutMs);
  outgoing.setTimeout(timeoutMs, giveUp);

  outgoing.on('error', () => {
    clearTimeout(headersDeadline);
    if (response.writableEnded) return;
    if (!response.headersSent) {
      sendJson(response, 502, { message: `The relay could not reach the service at ${service.url.origin}.` });
    } else {
      response.destroy();
    }
  });
  response.on('close', () => {
    clearTimeout(headersDeadline);
    // The caller left before the answer was through: the service need not go on sending it.
    if (!response.writableFinished) outgoing.destroy();
  });
  outgoing.end();
}
