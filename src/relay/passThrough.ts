import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_RESPONSE_TIMEOUT_MS, DEFAULT_UPSTREAM_TIMEOUT_MS, type ForwardLimits, forward } from './forward';
import { pickHeaders, positive, sendJson } from './http';
import { DEFAULT_REQUEST_BODY_TIMEOUT_MS, receiveBody } from './requestBody';
import { upstreamService, upstreamUrl } from './upstreamUrl';

/** Headers passed from the caller to the service, and back. Nothing else crosses, cookies included. */
const FORWARDED_REQUEST_HEADERS = ['x-api-key', 'accept', 'accept-encoding'];
export interface PassThroughOptions {
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
  /**
   * Longest time one answer may take in all, from the request to the service until the last byte of its
   * answer, however steadily the bytes come: a service that trickles a byte a second never trips
   * `upstreamTimeoutMs`. Past it the caller gets 504 if the answer had not begun, else the answer cut off
   * (the client sees a truncated body), and the request to the service is closed.
   * @default 600000 (10 minutes: DEFAULT_RESPONSE_TIMEOUT_MS)
   */
  readonly responseTimeoutMs?: number;
  /**
   * Longest wait for a request's body to end. The relay forwards GET only, which has no body; a body sent
   * all the same is read and dropped before anything else is done, and one that does not end within this
   * is answered 408 and its connection closed. A body over MAX_REQUEST_BODY_BYTES (64 KiB) is 413 at once.
   * @default 10000
   */
  readonly requestBodyTimeoutMs?: number;
}

/**
 * What the relay forwards: the service's operations are GETs, and a HEAD asks a download address for its
 * file's size without the file (the snapshot planner's askFileSize), which the service answers as GET would.
 */
const FORWARDED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** 405 for anything but GET and HEAD. */
function refuseMethod(response: ServerResponse): void {
  sendJson(
    response,
    405,
    { message: 'The relay forwards GET and HEAD requests only, as the service has no others.' },
    { allow: 'GET, HEAD' },
  );
}

/** The request's path and query below the prefix; `/api` alone is the service's root. */
function pathBelow(prefix: string, requestUrl: string): string | undefined {
  if (!requestUrl.startsWith(prefix)) return undefined;
  return requestUrl.slice(prefix.length) || '/';
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
export function createPassThrough(serviceUrl: string, options: PassThroughOptions = {}) {
  const service = upstreamService(serviceUrl);
  const prefix = options.prefix ?? '/api';
  const limits: ForwardLimits = {
    upstreamMs: positive('upstreamTimeoutMs', options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS),
    responseMs: positive('responseTimeoutMs', options.responseTimeoutMs ?? DEFAULT_RESPONSE_TIMEOUT_MS),
  };
  const bodyTimeoutMs = positive(
    'requestBodyTimeoutMs',
    options.requestBodyTimeoutMs ?? DEFAULT_REQUEST_BODY_TIMEOUT_MS,
  );
  return (incoming: IncomingMessage, response: ServerResponse): void =>
    receiveBody(incoming, response, bodyTimeoutMs, () => relay(incoming, response));

  function relay(incoming: IncomingMessage, response: ServerResponse): void {
    const method = incoming.method ?? 'GET';
    if (!FORWARDED_METHODS.has(method)) {
      refuseMethod(response);
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
    forward(
      service.url.origin,
      url,
      method,
      pickHeaders(incoming.headers, FORWARDED_REQUEST_HEADERS),
      response,
      limits,
    );
  }
}
