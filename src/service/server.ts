import { SEND_IDLE_TIMEOUT_MS } from './sendFile';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { sharedStore } from './sharedStore';
import { DownloadSigner } from './DownloadSigner';
import { GATEWAY_MESSAGES, sendError } from './http';
import { resolveOptions, type ServiceOptions } from './options';
import { RateLimiter } from './RateLimiter';
import { Routes } from './Routes';

/** The gateway answers 414 past this many characters of request target. */
export const MAX_URL_LENGTH = 10_240;

export interface RunningService {
  /** `http://host:port`, no trailing slash. */
  readonly url: string;
  readonly port: number;
  /**
   * What the service counted since it started: API requests with a valid key (those answered 429
   * included), and how many of them were answered 429. A test reads from it what its callers cost.
   */
  counts(): ServiceCounts;
  /** Stops listening and drops open connections; closing again waits for the same close. */
  close(): Promise<void>;
}

export interface ServiceCounts {
  readonly requests: number;
  readonly throttled: number;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'x-api-key, content-type',
  'access-control-max-age': '600',
};

function delay(milliseconds: number): Promise<void> {
  return milliseconds > 0 ? new Promise((resolve) => setTimeout(resolve, milliseconds)) : Promise.resolve();
}

/**
 * The date the service says in its answers' `Date` header: with an as-of date, that day at the current time
 * of day, so that a client counting days from the service's date counts them as of the catalogue it is
 * answered from; without one, the time now.
 */
export function serviceDate(asOf: string | undefined, now: number): Date {
  if (asOf === undefined) return new Date(now);
  const DAY = 86_400_000;
  return new Date(Date.parse(`${asOf}T00:00:00Z`) + (((now % DAY) + DAY) % DAY));
}

/**
 * The date (`YYYY-MM-DD`, UTC) the catalogue is answered as of: the as-of date given, else the service's own
 * date now. The service's clock and its catalogue then always agree: no part's status contradicts its own
 * dates as of the `Date` the answer carries (docs/service.md, "Lifecycle over time").
 */
export function catalogueDate(asOf: string | undefined, now: number): string {
  return asOf ?? new Date(now).toISOString().slice(0, 10);
}

/** Starts the reference Product Information Service v2.2 on `host:port` and resolves once it listens. */
export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const settings = resolveOptions(options);
  // The catalogue of today's date is built before the service listens (about a second), so that its first
  // answer takes no longer than the others.
  sharedStore(catalogueDate(settings.asOf, settings.now()));
  const limiter = new RateLimiter(settings.rate, settings.burst, settings.now);
  const failures = xoroshiro128plus(settings.seed);
  const apiKeys = new Set(settings.apiKeys);
  let listeningUrl = '';
  const counts = { requests: 0, throttled: 0 };
  const routes = new Routes(
    () => sharedStore(catalogueDate(settings.asOf, settings.now())),
    new DownloadSigner(settings.signingSecret),
    () => settings.publicUrl ?? listeningUrl,
    settings.now,
  );

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = request.url ?? '/';
    response.setHeader('date', serviceDate(settings.asOf, settings.now()).toUTCString());
    if (settings.cors) {
      for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
    }
    if (target.length > MAX_URL_LENGTH) {
      sendError(response, 414, GATEWAY_MESSAGES.uriTooLong);
      return;
    }
    const url = new URL(target, 'http://service.invalid');
    const isGet = request.method === 'GET';
    // The files behind download addresses answer HEAD too, as storage does; the operations (spec 4) are GET only.
    if ((isGet || request.method === 'HEAD') && url.pathname.startsWith('/downloads/')) {
      await routes.download(url.pathname, url.searchParams, request, response);
      return;
    }
    const operation =
      url.pathname === '/v2/products'
        ? 'search'
        : url.pathname === '/v2/products/getproductdatadownloadurl'
          ? 'downloadUrl'
          : undefined;
    // Spec 5: a problem with the method or the resource is 403, as the gateway answers it.
    if (!operation || !isGet) {
      sendError(response, 403, GATEWAY_MESSAGES.unknownResource);
      return;
    }
    const apiKey = request.headers['x-api-key'];
    if (typeof apiKey !== 'string' || !apiKeys.has(apiKey)) {
      sendError(response, 403, GATEWAY_MESSAGES.forbidden);
      return;
    }
    counts.requests += 1;
    if (!limiter.tryTake(apiKey)) {
      counts.throttled += 1;
      sendError(response, 429, GATEWAY_MESSAGES.tooManyRequests);
      return;
    }
    await delay(settings.latencyMs);
    if (settings.failRate > 0 && uniformFloat64(failures) < settings.failRate) {
      sendError(response, 500, GATEWAY_MESSAGES.internal);
      return;
    }
    routes[operation](url.searchParams, response);
  }

  const server: Server = createServer({ maxHeaderSize: 64 * 1024 }, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      // The process survives anything a client sends; the cause is logged, never the request's headers.
      console.error(`reference service: internal error: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) {
        sendError(response, 500, GATEWAY_MESSAGES.internal);
      } else {
        response.destroy();
      }
    });
  });
  // A connection is kept open past the longest a client may take to read what was sent (a category file
  // is sent at once and read at parsing speed): Node 20's fetch fails a body still being read when the
  // server closes the idle connection under it (undici #5360), which Node's default 5 s would do.
  server.keepAliveTimeout = SEND_IDLE_TIMEOUT_MS + 5_000;
  // Requests too malformed to reach the handler (bad request line, headers past 64 KB).
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable) {
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
      socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
    } else {
      socket.destroy();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  listeningUrl = `http://${host}:${port}`;

  let closed: Promise<void> | undefined;
  return {
    url: listeningUrl,
    port,
    counts: () => ({ ...counts }),
    close: () =>
      (closed ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      })),
  };
}
