import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';

/** What the proxy does with one request. */
export type Fault =
  /** Relays the service's answer unchanged. */
  | 'pass'
  /** Answers 500 without asking the service. */
  | 'status500'
  /** Answers 400, as a gateway refusing the query would, without asking the service. */
  | 'status400'
  /** Closes the connection before any answer. */
  | 'destroySocket'
  /** Sends the headers (true Content-Length) and the first half of the body, then closes the connection. */
  | 'cutBody'
  /** Sends the whole body under a Content-Length larger than it, then closes the connection. */
  | 'longContentLength'
  /** Sends a gzip body (the caller asked for gzip or not) whose middle bytes are corrupt. */
  | 'corruptGzip'
  /** Sends the headers and the first bytes, then nothing, keeping the connection open. */
  | 'stall';

export interface ProxiedRequest {
  /** 1-based, in arrival order. */
  readonly number: number;
  /** Path and query as received. */
  readonly path: string;
}

export interface FaultyProxy {
  readonly url: string;
  readonly requests: ProxiedRequest[];
  /** Closes the proxy and every connection it holds, stalled ones included. */
  close(): Promise<void>;
}

/**
 * A loopback proxy in front of the reference service that misbehaves as `decide` says, request by request:
 * the faults a network, a gateway or a storage server can produce, for contract tests of the client.
 */
export async function startFaultyProxy(
  serviceUrl: string,
  decide: (request: ProxiedRequest) => Fault,
): Promise<FaultyProxy> {
  const requests: ProxiedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((incoming, response) => {
    const proxied = { number: requests.length + 1, path: incoming.url ?? '/' };
    requests.push(proxied);
    const fault = decide(proxied);
    if (fault === 'status500') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal server error"}');
      return;
    }
    if (fault === 'status400') {
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"Refused by the gateway"}');
      return;
    }
    if (fault === 'destroySocket') {
      incoming.socket.destroy();
      return;
    }
    relay(serviceUrl, incoming, fault).then(
      (answer) => misbehave(response, answer, fault),
      () => response.destroy(),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

/** The service's whole answer; asked uncompressed when the proxy will compress it itself. */
function relay(serviceUrl: string, incoming: IncomingMessage, fault: Fault): Promise<Answer> {
  const headers: Record<string, string> = {};
  for (const name of ['x-api-key', 'accept', 'accept-encoding']) {
    const value = incoming.headers[name];
    if (typeof value === 'string' && !(name === 'accept-encoding' && fault === 'corruptGzip')) headers[name] = value;
  }
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${serviceUrl}${incoming.url ?? '/'}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const kept: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding']) {
          const value = answer.headers[name];
          if (typeof value === 'string') kept[name] = value;
        }
        resolve({ status: answer.statusCode ?? 502, headers: kept, body: Buffer.concat(chunks) });
      });
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function misbehave(response: ServerResponse, answer: Answer, fault: Fault): void {
  const { status, headers, body } = answer;
  switch (fault) {
    case 'cutBody':
      response.writeHead(status, { ...headers, 'content-length': body.length });
      response.write(body.subarray(0, Math.floor(body.length / 2)), () => response.socket?.destroy());
      return;
    case 'longContentLength':
      response.writeHead(status, { ...headers, 'content-length': body.length + 1000 });
      response.write(body, () => response.socket?.destroy());
      return;
    case 'corruptGzip': {
      const compressed = gzipSync(body);
      // Past the 10-byte gzip header, so the stream starts well and breaks in the middle.
      for (let index = 20; index < compressed.length - 20; index += 7) compressed[index] ^= 0xa5;
      response.writeHead(status, { ...headers, 'content-encoding': 'gzip', 'content-length': compressed.length });
      response.end(compressed);
      return;
    }
    case 'stall':
      response.writeHead(status, { ...headers, 'content-length': body.length });
      response.write(body.subarray(0, Math.min(100, body.length)));
      return;
    default:
      response.writeHead(status, { ...headers, 'content-length': body.length });
      response.end(body);
  }
}
