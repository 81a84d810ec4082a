import type { ServerResponse } from 'node:http';

/**
 * A signal that aborts when the response closes: once it is sent, or as soon as its client goes away
 * (the request's own 'close' is no use here: Node emits it as soon as a GET has been read).
 */
export function closedSignal(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => controller.abort());
  return controller.signal;
}
