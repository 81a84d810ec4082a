import {
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
  request as httpRequest,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import { pipeline } from 'node:stream';
import { type UpstreamService, upstreamService, upstreamUrl } from './upstreamUrl';

/** Headers passed from the caller to the service, and back. Nothing else crosses, cookies included. */
const FORWARDED_REQUEST_HEADERS = ['x-api-key', 'accept', 'accept-encoding'];
const FORWARDED_RESPONSE_HEADERS = [
  // The service's date, not the relay's: the catalogue is answered as of it (ServiceClock).
  'date',
  'content-type',
  'content-encoding',
  'content-length',
  'content-disposition',
  'retry-after',
];

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;
/**
 * Ten minutes for one answer in all: a category file of 10 MB (compressed, as browsers and the SDK ask
 * for it) gets through at 17 KB/s, and a service that trickles a byte at a time holds a connection no longer.
 */
export const DEFAULT_RESPONSE_TIMEOUT_MS = 10 * 60_000;
/** The relay's requests are GETs, which have no body: ten seconds is plenty for one sent by mistake. */
export const DEFAULT_REQUEST_BODY_TIMEOUT_MS = 10_000;
/** Most bytes of a request's body read (and dropped) before the request is refused with 413. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

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

function sendJson(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * Reads a request's body to its end, dropping it, then calls `then`; a body that grows past
 * MAX_REQUEST_BODY_BYTES is 413, one that has not ended within `timeoutMs` is 408, and either way the
 * connection is closed once the answer is out: a body that never ends holds nothing for long. Answering
 * only after the body (rather than while the caller still sends it) lets the caller read the answer
 * instead of meeting a reset.
 */
function receiveBody(incoming: IncomingMessage, response: ServerResponse, timeoutMs: number, then: () => void): void {
  let received = 0;
  let settled = false;
  const refuse = (status: 408 | 413, message: string): void => {
    if (settled) return;
    settled = true;
    clearTimeout(deadline);
    incoming.removeAllListeners('data');
    response.once('finish', () => closeSoon(incoming.socket));
    sendJson(response, status, { message }, { connection: 'close' });
  };
  const deadline = setTimeout(
    () =>
      refuse(
        408,
        `The request's body did not end within ${formatSeconds(timeoutMs)}; the relay forwards GET requests, which have none.`,
      ),
    timeoutMs,
  );
  incoming.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_REQUEST_BODY_BYTES) {
      refuse(
        413,
        `The request's body is over ${MAX_REQUEST_BODY_BYTES} bytes; the relay forwards GET requests, which have none.`,
      );
    }
  });
  incoming.on('error', () => undefined);
  incoming.once('end', () => {
    if (settled) return;
    settled = true;
    clearTimeout(deadline);
    then();
  });
  // The caller went away before its body ended: nothing to answer.
  incoming.once('close', () => clearTimeout(deadline));
}

/** Lets a refused caller read its answer before the connection closes: a moment after our side ends it. */
const LINGER_MS = 1_000;

/**
 * Ends our side of a connection at once, and closes it a moment later. Closing at once while the caller is
 * still sending would reset the connection, and a reset can throw away the answer before the caller reads it.
 */
function closeSoon(socket: Socket): void {
  socket.end();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
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
  const limits: Limits = {
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
    forward(service, url, method, pickHeaders(incoming.headers, FORWARDED_REQUEST_HEADERS), response, limits);
  }
}

interface Limits {
  /** upstreamTimeoutMs: until the answer's headers, and between its bytes. */
  readonly upstreamMs: number;
  /** responseTimeoutMs: the whole answer. */
  readonly responseMs: number;
}

function positive(name: string, milliseconds: number): number {
  if (!(milliseconds > 0 && Number.isFinite(milliseconds))) {
    throw new RangeError(`${name} must be a positive number of milliseconds, not ${milliseconds}.`);
  }
  return milliseconds;
}

/** One request to the service, its answer piped back, both ended when either side fails or goes quiet. */
function forward(
  service: UpstreamService,
  url: URL,
  method: string,
  headers: Record<string, string>,
  response: ServerResponse,
  limits: Limits,
): void {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const outgoing: ClientRequest = send(url, { method, headers }, (answer) => {
    clearTimeout(headersDeadline);
    response.writeHead(answer.statusCode ?? 502, {
      'x-content-type-options': 'nosniff',
      ...pickHeaders(answer.headers, FORWARDED_RESPONSE_HEADERS),
    });
    // pipeline, not pipe: a service that breaks off mid-answer must cut the caller's answer off too,
    // rather than leave it waiting for bytes that will never come.
    pipeline(answer, response, () => undefined);
  });

  const giveUp = (message: string): void => {
    clearTimeout(headersDeadline);
    clearTimeout(responseDeadline);
    if (response.writableEnded) return;
    if (!response.headersSent) {
      sendJson(response, 504, { message });
    } else {
      // The status line has gone: a cut-off body is the only way left to say the answer is incomplete.
      response.destroy();
    }
    outgoing.destroy();
  };
  const quiet = (): void =>
    giveUp(`The service at ${service.url.origin} did not answer within ${formatSeconds(limits.upstreamMs)}.`);
  // Three limits: the headers deadline covers connecting and a service that trickles its headers; the
  // socket's idle timeout an answer that stops halfway through its body; the response deadline an answer
  // that never stops, a byte at a time.
  const headersDeadline = setTimeout(quiet, limits.upstreamMs);
  outgoing.setTimeout(limits.upstreamMs, quiet);
  const responseDeadline = setTimeout(
    () =>
      giveUp(
        `The service at ${service.url.origin} did not finish its answer within ${formatSeconds(limits.responseMs)}, the longest the relay waits for one.`,
      ),
    limits.responseMs,
  );

  outgoing.on('error', () => {
    clearTimeout(headersDeadline);
    clearTimeout(responseDeadline);
    if (response.writableEnded) return;
    if (!response.headersSent) {
      sendJson(response, 502, { message: `The relay could not reach the service at ${service.url.origin}.` });
    } else {
      response.destroy();
    }
  });
  response.on('close', () => {
    clearTimeout(headersDeadline);
    clearTimeout(responseDeadline);
    // The caller left before the answer was through: the service need not go on sending it.
    if (!response.writableFinished) outgoing.destroy();
  });
  outgoing.end();
}
