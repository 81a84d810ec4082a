import { setTimeout as sleep } from 'node:timers/promises';
import { parseRetryAfter } from '../core';
import type { FairQueue } from './FairQueue';
import type { RelayMetrics } from './RelayMetrics';
import type { RelayState, ServicePace } from './state/RelayState';
import { type UpstreamService, upstreamUrl } from './upstreamUrl';

/** An answer of the service, read whole. */
export interface ServiceAnswer {
  readonly status: number;
  readonly body: Buffer;
  readonly contentType: string;
  readonly retryAfter?: string;
}

/** The relay could not get an answer from the service (unreachable, or silent past the deadline). */
export class ServiceUnreachable extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceUnreachable';
  }
}

/** Sends one request to the service, in the caller's turn: `path` below the service's base, with its query. */
export type SendToService = (path: string, operation: string, signal: AbortSignal) => Promise<ServiceAnswer>;

/** 429s one request meets before its caller gets the 429 (each one holds every instance back first). */
export const MAX_THROTTLED_RETRIES = 8;
/** Hold after a 429 that names no Retry-After: about what the service's bucket needs for one token. */
const DEFAULT_HOLD_MS = 1_000;
/** Longest single wait for a turn before the pace is asked again (a hold may be shortened by nobody, but a deadline may come). */
const MAX_TURN_WAIT_MS = 1_000;

/**
 * The one way from the relay to the service: the caller's turn in the fair queue, then a turn of the key's
 * limit (shared by every instance), then the request with the service key, which goes nowhere else. A 429
 * holds every instance back (shared back-off) and the request is sent again in a later turn.
 */
export class ServiceGate {
  private clockOffsetMs = 0;
  /** The requests waiting for a turn of the limit, one after another (waitForTurn). */
  private turnLine: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly options: {
      readonly service: UpstreamService;
      readonly serviceKey: string;
      readonly state: RelayState;
      readonly pace: ServicePace;
      readonly queue: FairQueue;
      readonly metrics: RelayMetrics;
      readonly upstreamTimeoutMs: number;
    },
  ) {}

  /**
   * Runs `work` in `user`'s turn, with a way to send requests to the service. `work` may find it need send
   * nothing (another user's request answered it meanwhile): a turn costs nothing of the key's limit until
   * a request goes.
   */
  turn<T>(user: string, signal: AbortSignal, work: (send: SendToService) => Promise<T>): Promise<T> {
    const queued = performance.now();
    return this.options.queue.run(
      user,
      () => {
        this.options.metrics.queueWait.observe((performance.now() - queued) / 1000);
        return work((path, operation, sendSignal) => this.send(path, operation, sendSignal));
      },
      signal,
    );
  }

  /**
   * The service's time now (ms since 1970), from the Date of its answers (this computer's until one said it):
   * what the relay's own answers are dated, and what the answers and category files it keeps are aged by.
   */
  serviceNow(): number {
    return Date.now() + this.clockOffsetMs;
  }

  /** The service's time now, as an HTTP date: what the relay's own answers are dated. */
  serviceDate(): string {
    return new Date(this.serviceNow()).toUTCString();
  }

  private async send(path: string, operation: string, signal: AbortSignal): Promise<ServiceAnswer> {
    const { service, metrics } = this.options;
    const url = upstreamUrl(service, path);
    if (!url) throw new ServiceUnreachable(502, 'The relay refused to build a request outside its service.');
    for (let throttled = 0; ; throttled += 1) {
      await this.waitForTurn(signal);
      let answer: ServiceAnswer;
      try {
        answer = await this.fetchOnce(url, signal);
      } catch (error) {
        metrics.serviceRequests.inc({ operation, status: '0' });
        if (signal.aborted) throw signal.reason;
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new ServiceUnreachable(
          timedOut ? 504 : 502,
          timedOut
            ? `The service at ${service.url.origin} did not answer within ${this.options.upstreamTimeoutMs / 1000} s.`
            : `The relay could not reach the service at ${service.url.origin}.`,
        );
      }
      metrics.serviceRequests.inc({ operation, status: String(answer.status) });
      if (answer.status !== 429 || throttled >= MAX_THROTTLED_RETRIES) return answer;
      metrics.throttled.inc();
      await this.options.state.holdService(
        parseRetryAfter(answer.retryAfter ?? null, Date.now()) ?? DEFAULT_HOLD_MS,
        this.options.pace,
      );
    }
  }

  /**
   * Turns of the key's limit are taken one request at a time, in the order the fair queue let the requests
   * in: requests that all ask the limiter at once would get their turns in no particular order, and one
   * user's requests in flight could then take every turn before another's.
   */
  private waitForTurn(signal: AbortSignal): Promise<void> {
    const mine = this.turnLine.then(() => this.takeTurn(signal));
    this.turnLine = mine.catch(() => undefined);
    return mine;
  }

  private async takeTurn(signal: AbortSignal): Promise<void> {
    for (;;) {
      signal.throwIfAborted();
      const wait = await this.options.state.takeServiceTurn(this.options.pace);
      if (wait <= 0) return;
      await sleep(Math.min(wait, MAX_TURN_WAIT_MS), undefined, { signal });
    }
  }

  private async fetchOnce(url: URL, signal: AbortSignal): Promise<ServiceAnswer> {
    const response = await fetch(url, {
      headers: { 'x-api-key': this.options.serviceKey, accept: 'application/json', 'accept-encoding': 'gzip' },
      redirect: 'error',
      signal: AbortSignal.any([signal, AbortSignal.timeout(this.options.upstreamTimeoutMs)]),
    });
    const body = Buffer.from(await response.arrayBuffer());
    const date = Date.parse(response.headers.get('date') ?? '');
    if (Number.isFinite(date)) this.clockOffsetMs = date - Date.now();
    return {
      status: response.status,
      body,
      contentType: response.headers.get('content-type') ?? 'application/json; charset=utf-8',
      retryAfter: response.headers.get('retry-after') ?? undefined,
    };
  }
}
