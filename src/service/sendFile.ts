import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { DownloadBody } from './DownloadFiles';
import { inChunks } from './inChunks';

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * How long a reader may take no bytes before its connection is closed: a client that stops reading must not
 * hold one of the few turns (DownloadQueue) for ever.
 */
export const SEND_IDLE_TIMEOUT_MS = 60_000;

/**
 * Resolves on `event`, or on 'close' first: a client gone ends every wait. After `timeoutMs` without either,
 * the connection is destroyed (which closes it) and the wait ends.
 */
function eventOrClose(response: ServerResponse, event: 'drain' | 'finish', timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => response.destroy(), timeoutMs);
    const done = (): void => {
      clearTimeout(timer);
      response.off(event, done).off('close', done);
      resolve();
    };
    response.on(event, done).on('close', done);
  });
}

/**
 * Sends a file: 200 with `headers` and its Content-Length, then its bytes in chunks, each made only when the
 * connection has taken the ones before ('drain'), so a slow reader holds a chunk or two of memory, never the
 * file. After each chunk the event loop gets a turn, 'drain' or not: when the socket takes a write at once,
 * Node emits 'drain' from process.nextTick, so writing on 'drain' alone (or with stream.pipeline) never
 * left the microtask queue while a fast reader kept up, and held the loop, and every search behind it,
 * for 300-600 ms at a time (measured). Resolves once the file is sent or `gone` aborts (its client left);
 * a client that takes nothing for `idleTimeoutMs` is cut off.
 */
export async function sendFile(
  response: ServerResponse,
  headers: OutgoingHttpHeaders,
  body: DownloadBody,
  gone: AbortSignal,
  idleTimeoutMs = SEND_IDLE_TIMEOUT_MS,
): Promise<void> {
  response.writeHead(200, { ...headers, 'content-length': body.length });
  for (const chunk of inChunks(body.parts)) {
    if (gone.aborted || response.destroyed) return;
    if (!response.write(chunk)) await eventOrClose(response, 'drain', idleTimeoutMs);
    await nextTurn();
  }
  if (gone.aborted || response.destroyed) return;
  const sent = eventOrClose(response, 'finish', idleTimeoutMs);
  response.end();
  await sent;
}
