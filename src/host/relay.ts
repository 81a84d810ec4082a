import { type IncomingMessage, type ServerResponse, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Headers passed from the caller to the service, and back. Nothing else crosses, cookies included. */
const FORWARDED_REQUEST_HEADERS = ['x-api-key', 'accept', 'accept-encoding'];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-encoding',
  'content-length',
  'content-disposition',
  'retry-after',
];

function sendJson(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * The same-origin relay: `<prefix>/<path>` is forwarded to `<serviceUrl>/<path>`, because the service sends
 * no CORS headers and the add-in's pages can only call their own origin. It passes the caller's x-api-key
 * through and keeps nothing: no key is stored, and nothing about a request is logged. Bodies pass through
 * as they come (compressed ones stay compressed; the browser decompresses them).
 */
export function createRelay(serviceUrl: string, prefix = '/api') {
  const target = new URL(serviceUrl.replace(/\/+$/, ''));
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return (incoming: IncomingMessage, response: ServerResponse): void => {
    if (incoming.method !== 'GET') {
      sendJson(
        response,
        405,
        { message: 'The relay forwards GET requests only, as the service has no others.' },
        { allow: 'GET' },
      );
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = incoming.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const path = (incoming.url ?? '/').slice(prefix.length) || '/';
    const outgoing = send(
      new URL(`${target.pathname.replace(/\/$/, '')}${path}`, target),
      { method: 'GET', headers },
      (answer) => {
        const back: Record<string, string> = { 'x-content-type-options': 'nosniff' };
        for (const name of FORWARDED_RESPONSE_HEADERS) {
          const value = answer.headers[name];
          if (typeof value === 'string') back[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) {
        sendJson(response, 502, { message: `The relay could not reach the service at ${target.origin}.` });
      } else {
        response.destroy();
      }
    });
    incoming.on('close', () => {
      if (!response.writableEnded) outgoing.destroy();
    });
    outgoing.end();
  };
}
