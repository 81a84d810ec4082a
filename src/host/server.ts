import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import finalhandler from 'finalhandler';
import serveStatic from 'serve-static';
import { createRelay } from './relay';

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
  /** Certificate and key for HTTPS, which Excel requires; without them the host speaks plain HTTP (tests). */
  readonly tls?: { readonly cert: string | Buffer; readonly key: string | Buffer; readonly ca?: string | Buffer };
}

export interface RunningHost {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves the built add-in and the relay to the service, on one origin. */
export async function startHost(options: HostOptions): Promise<RunningHost> {
  const relay = createRelay(options.serviceUrl, { upstreamTimeoutMs: options.upstreamTimeoutMs });
  const files = serveStatic(options.distDir, { index: ['taskpane.html'], fallthrough: true });
  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    if (request.url === '/api' || request.url?.startsWith('/api/')) {
      relay(request, response);
      return;
    }
    files(request, response, finalhandler(request, response));
  };
  const server: Server = options.tls ? createHttpsServer(options.tls, handle) : createHttpServer(handle);
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
