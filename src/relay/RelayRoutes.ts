import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isBottomCategory } from '../core';
import { Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { CategoryFiles } from './answers/CategoryFiles';
import type { DownloadAddresses } from './answers/DownloadAddresses';
import type { KeptCategories } from './answers/KeptCategories';
import type { PartAnswers } from './answers/PartAnswers';
import type { SearchAnswers } from './answers/SearchAnswers';
import { ServiceRefusal } from './answers/ServiceRefusal';
import type { Asking } from './answers/ClaimedFlights';
import { type Question, readQuestion } from './askedQuestion';
import { type Authenticator, bearerToken, type Caller } from './auth/Authenticator';
import type { SignInFailures } from './auth/SignInFailures';
import { callerLeft } from './callerLeft';
import { DEFAULT_RESPONSE_TIMEOUT_MS, forward } from './forward';
import { pickHeaders, sendJson } from './http';
import type { RelayLogEntry } from './relayLog';
import type { RefusedOrigins } from './RefusedOrigins';
import type { RelayMetrics } from './RelayMetrics';
import { type ServiceGate, ServiceUnreachable } from './ServiceGate';
import type { UserLabels } from './UserLabels';

/** The headers a file request passes on to the service's storage, and nothing else. */
const FILE_REQUEST_HEADERS = ['accept', 'accept-encoding'];

export interface RouteParts {
  readonly authenticator: Authenticator;
  readonly gate: ServiceGate;
  readonly parts: PartAnswers;
  readonly searches: SearchAnswers;
  readonly addresses: DownloadAddresses;
  readonly files: CategoryFiles;
  readonly categories: KeptCategories;
  readonly metrics: RelayMetrics;
  readonly log: (entry: Omit<RelayLogEntry, 'time' | 'instance'>) => void;
  readonly upstreamTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly health: () => object;
  readonly corsOrigins: ReadonlySet<string>;
  /** The origins refused so far, each said once in the log. */
  readonly refusedOrigins: RefusedOrigins;
  /** Failed sign-ins per client address, which slows those that fail too often. */
  readonly failures: SignInFailures;
  /** With metricsPerUser: how /metrics names users. */
  readonly userLabels?: UserLabels;
  /** With metricsToken: the token /metrics asks for (its SHA-256, compared in constant time). */
  readonly metricsTokenHash?: Buffer;
  /** What GET /sign-in publishes: how to sign in with Microsoft, or that tokens are issued by the relay. */
  readonly signIn: object;
}

/** What a page of an allowed origin may send and read: the bearer token, and the service's date. */
const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, HEAD',
  'access-control-allow-headers': 'authorization, accept',
  'access-control-expose-headers': 'date, retry-after, content-length',
  'access-control-max-age': '600',
};

/**
 * The relay's paths: the service's two operations (`/v2/products`, `/v2/products/getproductdatadownloadurl`)
 * for callers with a bearer token, the files of its download addresses (`/files/<id>`, which like the
 * service's need no key), and for operators `/health` and `/metrics`.
 */
export class RelayRoutes {
  constructor(private readonly parts: RouteParts) {}

  handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://relay');
    const method = request.method ?? 'GET';
    const path = url.pathname;
    response.setHeader('x-content-type-options', 'nosniff');
    const origin = request.headers.origin;
    if (origin !== undefined && this.parts.corsOrigins.has(origin)) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('vary', 'origin');
      for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
      if (method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
    } else if (origin !== undefined) {
      // The page sees only a request that failed for no reason: the operator is told which flag allows it.
      const said = this.parts.refusedOrigins.refused(origin);
      if (said) this.parts.log({ level: 'warn', event: 'cors', message: said });
    }
    if (path === '/sign-in' && method === 'GET') {
      sendJson(response, 200, this.parts.signIn, { 'cache-control': 'max-age=300' });
    } else if (path === '/health' && method === 'GET') {
      sendJson(response, 200, this.parts.health(), { 'cache-control': 'no-store' });
    } else if (path === '/metrics' && method === 'GET') {
      if (!this.mayReadMetrics(request.headers.authorization)) {
        sendJson(
          response,
          401,
          { message: "/metrics asks for the relay's metrics token (metricsToken): Authorization: Bearer <token>." },
          { 'www-authenticate': 'Bearer' },
        );
        return;
      }
      this.settle(
        response,
        this.parts.metrics.registry.metrics().then((text) => {
          response.writeHead(200, { 'content-type': this.parts.metrics.registry.contentType });
          response.end(text);
        }),
      );
    } else if (path.startsWith('/files/') && (method === 'GET' || method === 'HEAD')) {
      this.settle(response, this.file(path.slice('/files/'.length), method, request, response));
    } else if (path === '/v2/products' || path === '/v2/products/getproductdatadownloadurl') {
      if (method !== 'GET') {
        sendJson(response, 405, { message: "The service's operations are GET requests." }, { allow: 'GET' });
        return;
      }
      // Read once: what kind of question it is, and (for kept answers) what it asks; the query as it came.
      const query = (request.url ?? '').split('?').slice(1).join('?');
      const question = readQuestion(path === '/v2/products' ? 'search' : 'downloadUrl', query);
      this.settle(response, this.api(question, request, response));
    } else {
      sendJson(response, 404, {
        message:
          'Not a path of this relay: it answers /v2/products, /v2/products/getproductdatadownloadurl, /files/..., /sign-in, /health and /metrics.',
      });
    }
  }

  /** Whether /metrics may be read with this Authorization header: always, unless a metrics token is set. */
  private mayReadMetrics(authorization: string | undefined): boolean {
    const expected = this.parts.metricsTokenHash;
    if (!expected) return true;
    const token = bearerToken(authorization);
    return token !== undefined && timingSafeEqual(createHash('sha256').update(token).digest(), expected);
  }

  /**
   * The last word on work that failed where nothing caught it: a 500 (or the answer cut off), one log line
   * naming the error's class, and never a process brought down by one request.
   */
  private settle(response: ServerResponse, work: Promise<void>): void {
    work.catch((error: unknown) => {
      this.parts.log({ level: 'error', event: 'failure', message: error instanceof Error ? error.name : 'failure' });
      if (!response.headersSent) {
        sendJson(response, 500, { message: 'The relay failed to answer this request; its log says why.' });
      } else {
        response.destroy();
      }
    });
  }

  private async api(question: Question, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { operation } = question;
    const started = performance.now();
    const caller = await this.caller(request, response);
    if (!caller) return;
    const signal = AbortSignal.any([callerLeft(request, response), AbortSignal.timeout(this.parts.requestTimeoutMs)]);
    const asking: Asking = {
      user: caller.user,
      turn: (work) => this.parts.gate.turn(caller.user, signal, work),
      signal,
    };
    let status: number;
    try {
      const body = await this.answer(question, asking);
      status = 200;
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        date: this.parts.gate.serviceDate(),
        'cache-control': 'no-store',
        'content-length': body.length,
      });
      response.end(body);
    } catch (error) {
      status = this.fail(error, response, signal);
    }
    this.parts.metrics.requests.inc({ operation, status: String(status) });
    if (this.parts.userLabels) this.parts.metrics.userRequests.inc({ user: this.parts.userLabels.of(caller.user) });
    this.parts.log({
      level: status >= 500 ? 'warn' : 'info',
      event: 'request',
      user: caller.user,
      operation,
      status,
      ms: Math.round(performance.now() - started),
    });
  }

  /** The answer's JSON as bytes: one at hand (NearAnswers) is sent as it is, never encoded again. */
  private async answer(question: Question, asking: Asking): Promise<Buffer> {
    const { search, lang } = question;
    // A search whose every admitted category this instance keeps is answered here, lookups included.
    const kept = search && this.parts.categories.answer(search.filter, search.orderby, lang);
    switch (question.operation) {
      case 'lookup':
        if (kept !== undefined) {
          this.parts.metrics.answers.inc({ kind: 'part', source: 'category' }, question.partnos?.length ?? 0);
          return Buffer.from(kept, 'utf8');
        }
        return this.parts.parts.answer(question.partnos ?? [], lang, asking);
      case 'search':
        if (kept !== undefined) {
          this.parts.metrics.answers.inc({ kind: 'search', source: 'category' });
          return Buffer.from(kept, 'utf8');
        }
        return this.parts.searches.answer(question, asking);
      case 'downloadUrl':
        return Buffer.from(await this.parts.addresses.answer(question, asking), 'utf8');
    }
  }

  /** Answers a failure: the service's own refusal as it came, else what the relay could not do. */
  private fail(error: unknown, response: ServerResponse, signal: AbortSignal): number {
    if (response.headersSent || response.destroyed) return 499;
    if (error instanceof ServiceRefusal) {
      const { answer } = error;
      response.writeHead(answer.status, {
        'content-type': answer.contentType,
        date: this.parts.gate.serviceDate(),
        ...(answer.retryAfter ? { 'retry-after': answer.retryAfter } : {}),
      });
      response.end(answer.body);
      return answer.status;
    }
    if (error instanceof ServiceUnreachable) {
      sendJson(response, error.status, { message: error.message });
      return error.status;
    }
    if (signal.aborted) {
      sendJson(response, 504, {
        message: `The relay could not answer within ${this.parts.requestTimeoutMs / 1000} s: the service is busy. Try again in a minute.`,
      });
      return 504;
    }
    this.parts.log({ level: 'error', event: 'request', message: error instanceof Error ? error.name : 'failure' });
    sendJson(response, 500, { message: 'The relay failed to answer this request; its log says why.' });
    return 500;
  }

  /** Who asks, from the bearer token; undefined when refused (the 401 or 503 is sent). */
  private async caller(request: IncomingMessage, response: ServerResponse): Promise<Caller | undefined> {
    const token = bearerToken(request.headers.authorization);
    const verdict = token
      ? await this.parts.authenticator.authenticate(token)
      : ({
          refused: 'missing',
          message:
            'This relay needs your sign-in: choose "My organisation\'s relay" in PartSpec\'s Settings and sign in, or give the token your administrator issued.',
        } as const);
    if ('caller' in verdict) return verdict.caller;
    this.parts.metrics.refused.inc({ reason: verdict.refused });
    this.parts.log({ level: 'info', event: 'refused', message: verdict.refused });
    // A failure of the caller's (not the relay's 503) counts against its address; past 20 a minute, it waits.
    const wait =
      verdict.refused === 'unavailable' ? undefined : this.parts.failures.failed(request.socket.remoteAddress ?? '');
    if (wait !== undefined) {
      this.parts.metrics.signInsSlowed.inc();
      sendJson(
        response,
        429,
        {
          message: `Too many failed sign-ins from your address in the last minute: wait ${wait} s, then sign in again.`,
        },
        { 'retry-after': String(wait) },
      );
      return undefined;
    }
    const status = verdict.refused === 'unavailable' ? 503 : 401;
    sendJson(response, status, { message: verdict.message }, status === 401 ? { 'www-authenticate': 'Bearer' } : {});
    return undefined;
  }

  /** A file behind one of the relay's download addresses, forwarded from the service's address. */
  private async file(id: string, method: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const file = await this.parts.addresses.serviceAddress(id).catch(() => undefined);
    const target = file ? safeAddress(file.address) : undefined;
    if (!target) {
      // 403, as the service's storage answers an expired address: the SDK then asks for a new one.
      sendJson(response, 403, {
        message: 'This download address is unknown or has expired: ask for a new one (getproductdatadownloadurl).',
      });
      this.parts.log({ level: 'info', event: 'request', operation: 'file', status: 403 });
      return;
    }
    response.once('finish', () =>
      this.parts.log({ level: 'info', event: 'request', operation: 'file', status: response.statusCode }),
    );
    // A HEAD asks only the size: the service's storage answers it without sending the file.
    if (method === 'GET') {
      const compressed = await this.parts.files
        .compressed(id, target, callerLeft(request, response))
        .catch(() => undefined);
      if (compressed) {
        sendCompressed(request, response, compressed.bytes);
        // Read once it is sent, for the searches this instance can then answer itself.
        if (file && isBottomCategory(file.category)) {
          const category = file.category;
          response.once('finish', () =>
            this.parts.categories.keep(category, file.lang, compressed).catch((error: unknown) =>
              this.parts.log({
                level: 'warn',
                event: 'category',
                message: `${category} (${file.lang}) could not be read: ${error instanceof Error ? error.name : 'failure'}`,
              }),
            ),
          );
        }
        return;
      }
    }
    forward(target.origin, target, method, pickHeaders(request.headers, FILE_REQUEST_HEADERS), response, {
      upstreamMs: this.parts.upstreamTimeoutMs,
      responseMs: DEFAULT_RESPONSE_TIMEOUT_MS,
    });
  }
}

/** A kept category file: compressed to callers that accept gzip (browsers and the SDK do), else inflated as it goes. */
function sendCompressed(request: IncomingMessage, response: ServerResponse, compressed: Buffer): void {
  const headers = { 'content-type': 'application/json; charset=utf-8', vary: 'accept-encoding' };
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    response.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': compressed.length });
    response.end(compressed);
    return;
  }
  response.writeHead(200, headers);
  pipeline(Readable.from([compressed]), createGunzip(), response, () => undefined);
}

/** An address the service gave, if it is http(s): nothing else is fetched. */
function safeAddress(address: string): URL | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
