import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { formatSeconds, sendJson } from './http';

/** The relay's requests are GETs, which have no body: ten seconds is plenty for one sent by mistake. */
export const DEFAULT_REQUEST_BODY_TIMEOUT_MS = 10_000;
/** Most bytes of a request's body read (and dropped) before the request is refused with 413. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

/**
 * Reads a request's body to its end, dropping it, then calls `then`; a body that grows past
 * MAX_REQUEST_BODY_BYTES is 413, one that has not ended within `timeoutMs` is 408, and either way the
 * connection is closed once the answer is out: a body that never ends holds nothing for long. Answering
 * only after the body (rather than while the caller still sends it) lets the caller read the answer
 * instead of meeting a reset.
 */
export function receiveBody(
  incoming: IncomingMessage,
  response: ServerResponse,
  timeoutMs: number,
  then: () => void,
): void {
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
