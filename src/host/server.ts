import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import finalhandler from 'finalhandler';
import serveStatic from 'serve-static';
import { createPassThrough } from '../relay';

/**
 * How long a connection may take to send a request's headers. A browser sends them at once, in one
 * packet, so 10 s leaves room for a slow link; a client that trickles them a line at a time to hold a
 * connection open (a "slow loris") is cut off then, not after Node's 60 s, with 300 of them at once.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * How long a connection may take to send a whole request, headers and body. The add-in sends GETs, with
 * no body: 30 s bounds a body trickled to hold a connection (Node's default is 300 s). What the host
 * sends back is not bounded by it: a category file may take minutes to reach a slow client.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * How often Node looks for connections past those two timeouts. Its default, 30 s, would let a slow
 * connection live up to 40 s for a 10 s timeout; a look a second over a development host's few
 * connections costs nothing.
 */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;

export interface HostOptions {
  /**
   * The port the manifest names; 0 picks a free one.
   * @default 3000
   */
  readonly port?: number;
  /**
   * The interface to listen on.
   * @default '127.0.0.1'
   */
  readonly host?: string;
  /** The built add-in (`npm run build`). */
  readonly distDir: string;
  /**
   * Where `/api` forwards to: the reference service or the real one, with a base path if it has one
   * (`https://service.example.com/pis`). The relay forwards to this service and nowhere else.
   */
  readonly serviceUrl: string;
  /**
   * How long the relay waits for the service: until the headers of its answer come, and between bytes of its
   * body. Past it the caller gets 504, or a cut-off body if the answer had begun, and the request to the
   * service is closed, so that a service that hangs holds no connection open for ever.
   * @default 30000
   */
  readonly upstreamTimeoutMs?: number;
  /**
   * Longest time the relay gives one answer of the service in all, however steadily it comes (the
   * relay's `responseTimeoutMs`); past it the caller gets 504, or the answer cut off.
   * @default 600000 (10 minutes)
   */
  readonly responseTimeoutMs?: number;
  /**
   * Longest wait for the headers of a request, from the moment its connection has something to say;
   * past it Node answers 408 and closes the connection. Tests make it small.
   * @default 10000 (HEADERS_TIMEOUT_MS)
   */
  readonly headersTimeoutMs?: number;
  /**
   * Longest wait for a whole request, headers and body (at least `headersTimeoutMs`); past it Node
   * answers 408 and closes the connection.
   * @default 30000 (REQUEST_TIMEOUT_MS)
   */
  readonly requestTimeoutMs?: number;
  /** Certificate and key for HTTPS, which Excel requires; without them the host speaks plain HTTP (tests). */
  readonly tls?: { readonly cert: string | Buffer; readonly key: string | Buffer; readonly ca?: string | Buffer };
}

export interface RunningHost {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves the built add-in and the relay to the service, on one origin. */
export async function startHost(options: HostOptions): Promise<RunningHost> {
  const relay = createPassThrough(options.serviceUrl, {
    upstreamTimeoutMs: options.upstreamTimeoutMs,
    responseTimeoutMs: options.responseTimeoutMs,
  });
  const headersTimeout = options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  const requestTimeout = options.requestTimeoutMs ?? Math.max(REQUEST_TIMEOUT_MS, headersTimeout);
  if (!(headersTimeout > 0 && Number.isFinite(headersTimeout))) {
    throw new RangeError(`headersTimeoutMs must be a positive number of milliseconds, not ${headersTimeout}.`);
  }
  if (!(requestTimeout >= headersTimeout && Number.isFinite(requestTimeout))) {
    throw new RangeError(
      `requestTimeoutMs must be a number of milliseconds no less than headersTimeoutMs (${headersTimeout}), not ${requestTimeout}.`,
    );
  }
  // Looked at often enough that a connection is closed soon after its time, even a small one in tests.
  const serverOptions = {
    connectionsCheckingInterval: Math.min(CONNECTIONS_CHECKING_INTERVAL_MS, Math.max(10, headersTimeout / 4)),
  };
  // A browser at the root gets the pane's preview page (no Office.js); Office loads taskpane.html by name.
  const files = serveStatic(options.distDir, { index: ['preview.html', 'taskpane.html'], fallthrough: true });
  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    if (request.url === '/api' || request.url?.startsWith('/api/')) {
      relay(request, response);
      return;
    }
    files(request, response, finalhandler(request, response));
  };
  const server: Server = options.tls
    ? createHttpsServer({ ...serverOptions, ...options.tls }, handle)
    : createHttpServer(serverOptions, handle);
  // Set here rather than left to Node's defaults (60 s and 300 s), which let slow connections pile up.
  server.headersTimeout = headersTimeout;
  server.requestTimeout = requestTimeout;
  // Category files come through the relay: the connection stays open while a client still reads one at
  // parsing speed (Node 20's fetch fails a body when the idle connection is closed under it, undici #5360;
  // the reference service does the same).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const hostName = options.tls ? 'localhost' : (options.host ?? '127.0.0.1');
  return {
    url: `${options.tls ? 'https' : 'http'}://${hostName}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
