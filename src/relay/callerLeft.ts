import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Per connection, how to tell each request on it still being answered that its caller left. */
const answering = new WeakMap<Socket, Set<() => void>>();

/**
 * A signal aborted when the caller of `request` leaves before its answer is out, so that its wait for a turn
 * and its request to the service end with it.
 *
 * A response's own `close` is not enough: HTTP/1.1 lets a client send several requests on one connection
 * before the first answer (pipelining), and when that connection closes, Node closes only the response being
 * written; the requests behind it would wait on in the fair queue, and spend turns of the key, for nobody.
 * So each connection also tells every request on it still being answered, with one listener for them all.
 */
export function callerLeft(request: IncomingMessage, response: ServerResponse): AbortSignal {
  const left = new AbortController();
  const leave = (): void => left.abort(new Error('the caller left'));
  response.once('close', leave);
  const socket = request.socket;
  if (socket.destroyed) {
    leave();
    return left.signal;
  }
  let requests = answering.get(socket);
  if (!requests) {
    const onSocket = new Set<() => void>();
    socket.once('close', () => {
      for (const tell of onSocket) tell();
      onSocket.clear();
    });
    answering.set(socket, onSocket);
    requests = onSocket;
  }
  requests.add(leave);
  response.once('close', () => requests.delete(leave));
  return left.signal;
}
