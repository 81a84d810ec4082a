import { type ClientRequest, type ServerResponse, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import { formatSeconds, pickHeaders, sendJson } from './http';

export const FORWARDED_RESPONSE_HEADERS = [
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
export interface ForwardLimits {
  /** upstreamTimeoutMs: until the answer's headers, and between its bytes. */
  readonly upstreamMs: number;
  /** responseTimeoutMs: the whole answer. */
  readonly responseMs: number;
}

/** One request to the service, its answer piped back, both ended when either side fails or goes quiet. */
export function forward(
  /** Named in messages: the service's origin, never the whole address (it may be signed). */
  origin: string,
  url: URL,
  method: string,
  headers: Record<string, string>,
  response: ServerResponse,
  limits: ForwardLimits,
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
    giveUp(`The service at ${origin} did not answer within ${formatSeconds(limits.upstreamMs)}.`);
  // Three limits: the headers deadline covers connecting and a service that trickles its headers; the
  // socket's idle timeout an answer that stops halfway through its body; the response deadline an answer
  // that never stops, a byte at a time.
  const headersDeadline = setTimeout(quiet, limits.upstreamMs);
  outgoing.setTimeout(limits.upstreamMs, quiet);
  const responseDeadline = setTimeout(
    () =>
      giveUp(
        `The service at ${origin} did not finish its answer within ${formatSeconds(limits.responseMs)}, the longest the relay waits for one.`,
      ),
    limits.responseMs,
  );

  outgoing.on('error', () => {
    clearTimeout(headersDeadline);
    clearTimeout(responseDeadline);
    if (response.writableEnded) return;
    if (!response.headersSent) {
      sendJson(response, 502, { message: `The relay could not reach the service at ${origin}.` });
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
