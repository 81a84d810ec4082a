import {
  ACCESS_TOKEN_DEADLINE_MS,
  AccessTokenError,
  type AccessTokenSource,
  Credentials,
  InvalidApiKeyError,
  ApiKeyRefusedError,
  BadRequestError,
  MissingApiKeyError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  RedirectRefusedError,
  ResponseFormatError,
  ServiceError,
  TimeoutError,
  Transport,
  type TransportOptions,
  UrlTooLongError,
  UnexpectedStatusError,
} from '../../../../src/core/client';
import { PartSpecError } from '../../../../src/core/errors';
import { RateLimiter, RetryBudget } from '../../../../src/core/throttle';
import { FakeClock, flushMicrotasks, track, type Tracked } from '../../../support/fakeClock';

const BASE = 'https://pis.example.com:8443/api';
const KEY = 'secret-key-7f3a9c';
const PATH = "/v2/products?$filter=Partno%20eq%20'GRM188R71H104KA93'&lang=en";

interface FetchCall {
  readonly url: string;
  readonly headers: Headers;
  readonly signal: AbortSignal;
  readonly at: number;
}

/** One scripted answer: called with the request, returns what fetch would. */
type Step = (call: FetchCall) => Promise<Response>;

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Step =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const text =
  (status: number, body: string, headers: Record<string, string> = {}): Step =>
  async () =>
    new Response(body, { status, headers: { 'content-type': 'text/plain', ...headers } });

const networkFailure =
  (message = 'fetch failed'): Step =>
  async () => {
    throw new TypeError(message);
  };

/** Like a real fetch whose server never answers: settles only when its signal aborts, with the signal's reason. */
const hang = (): Step => (call) =>
  new Promise<Response>((_resolve, reject) => {
    if (call.signal.aborted) reject(call.signal.reason);
    call.signal.addEventListener('abort', () => reject(call.signal.reason), { once: true });
  });

const SEARCH_ANSWER = { HasMoreHits: false, Data: {} };

function scriptedFetch(clock: FakeClock, steps: Step[]) {
  const calls: FetchCall[] = [];
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const call: FetchCall = {
      url: input,
      headers: new Headers(init.headers),
      signal: init.signal as AbortSignal,
      at: clock.now(),
    };
    calls.push(call);
    const step = steps[calls.length - 1];
    if (step === undefined) throw new Error(`unexpected call ${calls.length} to ${input}`);
    return step(call);
  };
  return { fetch, calls };
}

/** A Transport over `steps`: with the API key KEY, or `apiKey`, or `accessToken` instead. */
function setup(
  steps: Step[],
  {
    apiKey,
    accessToken,
    ...options
  }: Partial<TransportOptions> & {
    readonly apiKey?: string;
    readonly accessToken?: AccessTokenSource;
  } = {},
) {
  const clock = new FakeClock();
  const limiter = options.limiter ?? new RateLimiter({ perSecond: 10, burst: 20, maxConcurrent: 6 }, clock);
  const fake = scriptedFetch(limiter.clock as FakeClock, steps);
  const transport = new Transport({
    baseUrl: BASE,
    credentials: new Credentials(accessToken === undefined ? (apiKey ?? KEY) : undefined, accessToken),
    fetch: fake.fetch,
    limiter,
    timeoutMs: 10_000,
    maxThrottledRetries: 4,
    maxFailureRetries: 2,
    backoff: {},
    random: () => 0.5,
    ...options,
  });
  return { clock: limiter.clock as FakeClock, limiter, transport, calls: fake.calls };
}

/** Runs the clock until the request settles (or a long time has passed) and returns its outcome. */
async function settle<T>(clock: FakeClock, request: Tracked<T>, milliseconds = 600_000): Promise<Tracked<T>> {
  await clock.advance(milliseconds);
  expect(request.settled).toBe(true);
  return request;
}

async function failure(clock: FakeClock, promise: Promise<unknown>): Promise<unknown> {
  const outcome = await settle(clock, track(promise));
  expect(outcome.rejected).toBe(true);
  return outcome.error;
}

describe('Transport.getJson: what is sent', () => {
  test('x-api-key and accept on every call; the key is never in the URL', async () => {
    const { clock, transport, calls } = setup([json(503, {}), json(429, {}), json(200, SEARCH_ANSWER)]);
    const outcome = await settle(clock, track(transport.getJson(PATH)));
    expect(outcome.value).toEqual(SEARCH_ANSWER);
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.url).toBe(`${BASE}${PATH}`);
      expect(call.url).not.toContain(KEY);
      expect(call.headers.get('x-api-key')).toBe(KEY);
      expect(call.headers.get('accept')).toBe('application/json');
    }
  });

  test('each attempt gets its own signal, not the caller’s', async () => {
    const controller = new AbortController();
    const { clock, transport, calls } = setup([json(200, SEARCH_ANSWER)]);
    await settle(clock, track(transport.getJson(PATH, controller.signal)));
    expect(calls[0].signal).toBeInstanceOf(AbortSignal);
    expect(calls[0].signal).not.toBe(controller.signal);
  });

  test.each(['', '   ', '\t\n'])('no API key (%j): MissingApiKeyError and no call made', async (apiKey) => {
    const { clock, transport, calls } = setup([json(200, SEARCH_ANSWER)], { apiKey });
    const error = await failure(clock, transport.getJson(PATH));
    expect(error).toBeInstanceOf(MissingApiKeyError);
    expect(error).toBeInstanceOf(PartSpecError);
    expect((error as Error).message).toMatch(/No API key is set, so nothing was sent/);
    expect(calls).toHaveLength(0);
    expect(transport.stats.requests).toBe(0);
  });

  test('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled before start');
    controller.abort(reason);
    const { clock, transport, calls } = setup([json(200, SEARCH_ANSWER)]);
    expect(await failure(clock, transport.getJson(PATH, controller.signal))).toBe(reason);
    expect(calls).toHaveLength(0);
  });
});

describe('Transport.getJson: answers', () => {
  test('200 JSON is parsed, one request counted, no timer left behind', async () => {
    const answer = { HasMoreHits: true, Data: { Inductors: { Products: [{ Partno: 'LQW15AN1N0B00' }] } } };
    const { clock, transport, calls } = setup([json(200, answer)]);
    const request = track(transport.getJson(PATH));
    await flushMicrotasks();
    expect(request.value).toEqual(answer); // no clock movement needed
    expect(calls).toHaveLength(1);
    expect(transport.stats).toEqual({ requests: 1, retries: 0, throttled: 0 });
    expect(clock.pending()).toBe(0); // the timeout timer was stopped
  });

  test('400 gives BadRequestError with the service’s message', async () => {
    const message = "Invalid $filter: unknown item 'Capacitence' (at position 0)";
    const { clock, transport, calls } = setup([json(400, { message })]);
    const error = await failure(clock, transport.getJson(PATH));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toBeInstanceOf(PartSpecError);
    expect((error as BadRequestError).serviceMessage).toBe(message);
    expect((error as BadRequestError).message).toBe(`The service refused the query: ${message}`);
    expect((error as BadRequestError).status).toBe(400);
    expect(calls).toHaveLength(1); // a 400 is not retried
  });

  test('400 with a plain-text body gives its text as the message', async () => {
    const { clock, transport } = setup([text(400, '  Bad filter near "and"\n')]);
    const error = (await failure(clock, transport.getJson(PATH))) as BadRequestError;
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.serviceMessage).toBe('Bad filter near "and"');
  });

  test('400 with an empty body still says something', async () => {
    const { clock, transport } = setup([text(400, '')]);
    const error = (await failure(clock, transport.getJson(PATH))) as BadRequestError;
    expect(error.serviceMessage).toBe('no reason given');
  });

  test('400 with a very long text body is cut to 300 characters', async () => {
    const { clock, transport } = setup([text(400, 'x'.repeat(2_000))]);
    const error = (await failure(clock, transport.getJson(PATH))) as BadRequestError;
    expect(error.serviceMessage).toHaveLength(300);
    expect(error.serviceMessage.endsWith('…')).toBe(true);
  });

  test('a 400 body that echoes the key shows everything but the key', async () => {
    // A gateway may echo request headers back in its error body: the key must not reach a cell or the pane.
    const { clock, transport } = setup([
      json(400, { message: `Invalid header x-api-key: ${KEY}; request x-api-key=${KEY}\r\nhost: example` }),
    ]);
    const error = (await failure(clock, transport.getJson(PATH))) as BadRequestError;
    expect(error.serviceMessage).toBe('Invalid header x-api-key: [API key]; request x-api-key=[API key] host: example');
  });

  test.each([
    ['in upper case', KEY.toUpperCase()],
    ['in lower case after a gateway folded it', KEY.toLowerCase()],
    ['percent-encoded', [...KEY].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')],
    ['percent-encoded, upper-case hex', [...KEY].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('')],
    ['as \\u escapes', [...KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')],
    ['as HTML references', [...KEY].map((c) => `&#${c.charCodeAt(0)};`).join('')],
  ])('a 400 body that echoes the key %s: redacted too', async (_, echoed) => {
    const { clock, transport } = setup([text(400, `rejected header x-api-key=${echoed}; fix the filter`)]);
    const error = (await failure(clock, transport.getJson(PATH))) as BadRequestError;
    expect(error.serviceMessage).toBe('rejected header x-api-key=[API key]; fix the filter');
    expect(error.message).not.toContain(echoed);
  });

  test.each([301, 302, 303, 307, 308])(
    'a %i is never followed: RedirectRefusedError naming where, without query or key',
    async (status) => {
      const { clock, transport, calls } = setup([
        async () =>
          new Response(null, {
            status,
            headers: { location: `https://elsewhere.example.net:9443/collect/v2/products?key=${KEY}#x` },
          }),
      ]);
      const error = (await failure(clock, transport.getJson(PATH))) as RedirectRefusedError;
      expect(error).toBeInstanceOf(RedirectRefusedError);
      expect(error).toMatchObject({
        redirectStatus: status,
        location: 'https://elsewhere.example.net:9443/collect/v2/products',
      });
      expect(error.message).toContain('https://elsewhere.example.net:9443/collect/v2/products');
      expect(error.message).not.toContain(KEY);
      expect(calls).toHaveLength(1); // not retried, and nothing sent to the other place
    },
  );

  test("fetch is told not to follow redirects; a browser's opaque redirect is refused as one", async () => {
    let init: RequestInit | undefined;
    const opaque = Object.assign(new Response(null, { status: 200 }), {});
    Object.defineProperty(opaque, 'type', { value: 'opaqueredirect' });
    Object.defineProperty(opaque, 'status', { value: 0 });
    const { clock, transport } = setup([], {
      fetch: async (_input, given) => {
        init = given;
        return opaque;
      },
    });
    const error = (await failure(clock, transport.getJson(PATH))) as RedirectRefusedError;
    expect(init?.redirect).toBe('manual');
    expect(error).toBeInstanceOf(RedirectRefusedError);
    expect(error).toMatchObject({ redirectStatus: undefined, location: undefined });
    expect(error.message).not.toContain(KEY);
  });

  test('a redirect whose Location holds the key in its path: named with the key redacted', async () => {
    const { clock, transport } = setup([
      async () =>
        new Response(null, {
          status: 302,
          headers: { location: `https://u:${KEY}@elsewhere.example.net/k/${KEY.toUpperCase()}/x?key=${KEY}` },
        }),
    ]);
    const error = (await failure(clock, transport.getJson(PATH))) as RedirectRefusedError;
    expect(error.location).toBe('https://elsewhere.example.net/k/[API key]/x');
    expect(JSON.stringify({ ...error, message: error.message }).toLowerCase()).not.toContain(KEY.toLowerCase());
  });

  test('a fetch that fails quoting the key: NetworkError whose message and cause chain hold no form of it', async () => {
    const steps = Array.from({ length: 3 }, () => async (): Promise<Response> => {
      const socket = Object.assign(new Error(`gateway closed for ${encodeURIComponent(KEY).toUpperCase()}`), {
        code: 'ECONNRESET',
      });
      throw new TypeError(`request with x-api-key ${KEY} failed`, { cause: socket });
    });
    const { clock, transport } = setup(steps);
    const error = (await failure(clock, transport.getJson(PATH))) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.reason).toBe('the connection was reset'); // the cause's code still read
    const cause = error.cause as Error & { cause: Error & { code: string } };
    expect(cause.message).toBe('request with x-api-key [API key] failed');
    expect(cause.cause).toMatchObject({ code: 'ECONNRESET', message: 'gateway closed for [API key]' });
    const texts = [error.message, String(error.stack), cause.message, String(cause.stack), cause.cause.message];
    for (const text of texts) expect(text.toLowerCase()).not.toContain(KEY.toLowerCase());
  });

  test('a 404 on a service URL whose path holds the key: the path named with the key redacted', async () => {
    const { clock, transport } = setup([json(404, { message: 'Resource not found' })], {
      baseUrl: `https://pis.example.com/${KEY}`,
    });
    const error = (await failure(clock, transport.getJson(PATH))) as NotFoundError;
    expect(error.what).toBe('/[API key]/v2/products');
    expect(error.message).not.toContain(KEY);
  });

  test('another status whose body echoes the key does not show it either', async () => {
    const { clock, transport } = setup([text(418, `teapot says ${KEY}`)]);
    const error = (await failure(clock, transport.getJson(PATH))) as PartSpecError;
    expect(error.message).toBe('The service answered 418: teapot says [API key]');
  });

  test('403 gives ApiKeyRefusedError: says the key was refused, never shows the key', async () => {
    const { clock, transport, calls } = setup([json(403, { message: `Forbidden for key ${KEY}` })]);
    const error = (await failure(clock, transport.getJson(PATH))) as ApiKeyRefusedError;
    expect(error).toBeInstanceOf(ApiKeyRefusedError);
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error.status).toBe(403);
    expect(error.message).toMatch(/API key was refused/);
    expect(error.message).toMatch(/Check the key/);
    expect(error.message).not.toContain(KEY);
    expect(String(error.stack)).not.toContain(KEY);
    expect(calls).toHaveLength(1);
  });

  test('404 gives NotFoundError naming the path, without the query', async () => {
    const { clock, transport } = setup([json(404, { message: 'Resource not found' })]);
    const error = (await failure(clock, transport.getJson(PATH))) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.status).toBe(404);
    expect(error.message).toContain('/api/v2/products does not exist on the service (404)');
    expect(error.message).not.toContain('Partno');
  });

  test('414 gives UrlTooLongError with the length of the address', async () => {
    const { clock, transport } = setup([text(414, 'URI Too Long')]);
    const error = (await failure(clock, transport.getJson(PATH))) as UrlTooLongError;
    expect(error).toBeInstanceOf(UrlTooLongError);
    expect(error.status).toBe(414);
    expect(error.message).toContain(`414, ${BASE.length + PATH.length} characters`);
    expect(error.message).toMatch(/fewer values/);
  });

  test.each([401, 405, 409, 418])(
    'another 4xx (%i) gives an UnexpectedStatusError with the status and message',
    async (status) => {
      const { clock, transport, calls } = setup([json(status, { message: 'Method not allowed here' })]);
      const error = (await failure(clock, transport.getJson(PATH))) as PartSpecError;
      expect(error).toBeInstanceOf(PartSpecError);
      expect(error).toBeInstanceOf(UnexpectedStatusError);
      expect(error.name).toBe('UnexpectedStatusError');
      expect((error as UnexpectedStatusError).serviceMessage).toBe('Method not allowed here');
      expect(error.status).toBe(status);
      expect(error.message).toBe(`The service answered ${status}: Method not allowed here`);
      expect(calls).toHaveLength(1);
    },
  );

  test('200 that is not JSON gives ResponseFormatError', async () => {
    const { clock, transport } = setup([text(200, '<html>Login page</html>')]);
    const error = (await failure(clock, transport.getJson(PATH))) as ResponseFormatError;
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error.status).toBe(200);
    expect(error.message).toMatch(/not JSON/);
    expect(error.message).toMatch(/Product Information Service v2\.2/);
  });
});

describe('Transport.getJson: 429', () => {
  test('429 then 200 succeeds, counts the 429 and the retry, and lowers the rate', async () => {
    const { clock, transport, calls, limiter } = setup([
      json(429, { message: 'Too Many Requests' }),
      json(200, SEARCH_ANSWER),
    ]);
    const outcome = await settle(clock, track(transport.getJson(PATH)));
    expect(outcome.value).toEqual(SEARCH_ANSWER);
    expect(calls).toHaveLength(2);
    expect(transport.stats).toEqual({ requests: 2, retries: 1, throttled: 1 });
    // Halved to 5 by the 429, then +5% of 10 for the success.
    expect(limiter.currentRate).toBe(5.5);
  });

  test('429 waits the backoff, then for a token of the emptied bucket', async () => {
    const { clock, transport, calls } = setup([json(429, {}), json(200, SEARCH_ANSWER)], { random: () => 0.5 });
    const start = clock.now();
    await settle(clock, track(transport.getJson(PATH)));
    // 250 ms of backoff (0.5 x 500 ms); by then 1.25 tokens are back at 5 per second, so no more wait.
    expect(calls.map((call) => call.at - start)).toEqual([0, 250]);
  });

  test('429 for ever gives RateLimitError after maxThrottledRetries + 1 attempts', async () => {
    const steps = Array.from({ length: 10 }, () => json(429, {}));
    const { clock, transport, calls, limiter } = setup(steps, { maxThrottledRetries: 3 });
    const error = (await failure(clock, transport.getJson(PATH))) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/request limit was reached and 4 attempts did not get through/);
    expect(error.message).toMatch(/lower the request rate/);
    expect(calls).toHaveLength(4);
    expect(transport.stats).toEqual({ requests: 4, retries: 3, throttled: 4 });
    // Lowered at least once, never below the floor; 429s within a second of a decrease halve it only once.
    expect(limiter.currentRate).toBeLessThanOrEqual(5);
    expect(limiter.currentRate).toBeGreaterThanOrEqual(1);
  });

  test('Retry-After in seconds is honoured exactly', async () => {
    const { clock, transport, calls } = setup([json(429, {}, { 'retry-after': '3' }), json(200, SEARCH_ANSWER)]);
    const start = clock.now();
    const request = track(transport.getJson(PATH));
    await clock.advance(2_999);
    expect(calls).toHaveLength(1);
    await clock.advance(1);
    expect(calls).toHaveLength(2);
    expect(calls[1].at - start).toBe(3_000);
    await flushMicrotasks();
    expect(request.value).toEqual(SEARCH_ANSWER);
  });

  test('Retry-After as an HTTP date is honoured', async () => {
    const clock = new FakeClock(Date.UTC(2025, 5, 1, 8, 0, 0));
    const limiter = new RateLimiter({}, clock);
    const { transport, calls } = setup(
      [json(429, {}, { 'retry-after': 'Sun, 01 Jun 2025 08:00:04 GMT' }), json(200, SEARCH_ANSWER)],
      { limiter },
    );
    await settle(clock, track(transport.getJson(PATH)));
    expect(calls.map((call) => call.at - Date.UTC(2025, 5, 1, 8, 0, 0))).toEqual([0, 4_000]);
  });

  test('a Retry-After above the backoff cap waits only the cap', async () => {
    const { clock, transport, calls } = setup([json(429, {}, { 'retry-after': '3600' }), json(200, SEARCH_ANSWER)], {
      backoff: { maxDelayMs: 5_000 },
    });
    const start = clock.now();
    await settle(clock, track(transport.getJson(PATH)));
    expect(calls[1].at - start).toBe(5_000);
  });

  test('an unreadable Retry-After falls back to the jittered backoff', async () => {
    const { clock, transport, calls } = setup([json(429, {}, { 'retry-after': 'soon' }), json(200, SEARCH_ANSWER)], {
      random: () => 0.999,
      backoff: { baseDelayMs: 1_000 },
    });
    const start = clock.now();
    await settle(clock, track(transport.getJson(PATH)));
    expect(calls[1].at - start).toBe(999);
  });

  test('the limiter shared by two transports is throttled by either', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ perSecond: 10 }, clock);
    const a = setup([json(429, {}), json(200, SEARCH_ANSWER)], { limiter });
    const b = setup([json(200, SEARCH_ANSWER)], { limiter });
    const first = track(a.transport.getJson(PATH));
    await flushMicrotasks();
    expect(limiter.currentRate).toBe(5);
    const second = track(b.transport.getJson(PATH));
    await clock.advance(60_000);
    expect(first.value).toEqual(SEARCH_ANSWER);
    expect(second.value).toEqual(SEARCH_ANSWER);
    // Three requests in all, the retry and the 429 being the first transport's.
    expect(a.transport.stats).toEqual({ requests: 2, retries: 1, throttled: 1 });
    expect(b.transport.stats).toEqual({ requests: 1, retries: 0, throttled: 0 });
  });
});

describe('Transport.getJson: 5xx, network failures, timeouts', () => {
  test.each([500, 502, 503])(
    '%i is retried up to maxFailureRetries, then ServiceError with the status',
    async (status) => {
      const steps = Array.from({ length: 10 }, () => json(status, { message: 'Internal server error' }));
      const { clock, transport, calls } = setup(steps, { maxFailureRetries: 2 });
      const error = (await failure(clock, transport.getJson(PATH))) as ServiceError;
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toBeInstanceOf(PartSpecError);
      expect(error.status).toBe(status);
      expect(error.message).toMatch(new RegExp(`problem \\(${status}\\) and 3 attempts`));
      expect(error.message).toMatch(/Try again later/);
      expect(calls).toHaveLength(3);
      expect(transport.stats).toEqual({ requests: 3, retries: 2, throttled: 0 });
    },
  );

  test('5xx then 200 succeeds', async () => {
    const { clock, transport, calls } = setup([json(502, {}), json(200, SEARCH_ANSWER)]);
    expect((await settle(clock, track(transport.getJson(PATH)))).value).toEqual(SEARCH_ANSWER);
    expect(calls).toHaveLength(2);
  });

  test('the waits between retries grow: full jitter over 500 ms x 2^(retry - 1)', async () => {
    const steps = Array.from({ length: 4 }, () => json(503, {}));
    const { clock, transport, calls } = setup(steps, { maxFailureRetries: 3, random: () => 0.5 });
    const start = clock.now();
    await failure(clock, transport.getJson(PATH));
    expect(calls.map((call) => call.at - start)).toEqual([0, 250, 750, 1_750]);
  });

  test('maxFailureRetries 0: the first 5xx is final', async () => {
    const { clock, transport, calls } = setup([json(500, {}), json(200, SEARCH_ANSWER)], { maxFailureRetries: 0 });
    const error = (await failure(clock, transport.getJson(PATH))) as ServiceError;
    expect(error).toBeInstanceOf(ServiceError);
    expect(calls).toHaveLength(1);
  });

  test('a network failure is retried, then NetworkError naming the origin only', async () => {
    const steps = Array.from({ length: 5 }, () => networkFailure('fetch failed'));
    const { clock, transport, calls } = setup(steps, { maxFailureRetries: 2 });
    const error = (await failure(clock, transport.getJson(PATH))) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error.status).toBeUndefined();
    expect(error.message).toContain('Could not reach the service at https://pis.example.com:8443 after 3 attempts');
    expect(error.message).toMatch(/Check the service URL/);
    expect(error.message).not.toContain('/api');
    expect(error.message).not.toContain('/v2');
    expect(error.message).not.toContain('Partno');
    expect(error.message).not.toContain(KEY);
    expect((error as Error & { cause?: unknown }).cause).toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(3);
    expect(transport.stats.retries).toBe(2);
  });

  test('a network failure then 200 succeeds', async () => {
    const { clock, transport, calls } = setup([networkFailure(), json(200, SEARCH_ANSWER)]);
    expect((await settle(clock, track(transport.getJson(PATH)))).value).toEqual(SEARCH_ANSWER);
    expect(calls).toHaveLength(2);
  });

  test('a request that never answers is cut at timeoutMs, retried, then TimeoutError', async () => {
    const { clock, transport, calls } = setup([hang(), hang(), hang()], {
      timeoutMs: 1_000,
      maxFailureRetries: 2,
      random: () => 0,
    });
    const start = clock.now();
    const request = track(transport.getJson(PATH));
    await clock.advance(999);
    expect(calls).toHaveLength(1);
    expect(calls[0].signal.aborted).toBe(false);
    await clock.advance(1);
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls[1].at - start).toBe(1_000);
    await clock.advance(2_000);
    expect(calls).toHaveLength(3);
    expect(calls[2].at - start).toBe(2_000);
    expect(request.settled).toBe(true);
    const error = request.error as TimeoutError;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error.message).toMatch(/did not answer within 1 s \(3 attempts\)/);
    expect(error.message).toMatch(/Try again later/);
    expect(clock.pending()).toBe(0);
  });

  test('a timeout then a 200 succeeds', async () => {
    const { clock, transport, calls } = setup([hang(), json(200, SEARCH_ANSWER)], { timeoutMs: 500 });
    expect((await settle(clock, track(transport.getJson(PATH)))).value).toEqual(SEARCH_ANSWER);
    expect(calls).toHaveLength(2);
  });

  test('a body that stops coming is cut by the same timeout', async () => {
    const stalledBody: Step = async (call) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"HasMoreHits":'));
          call.signal.addEventListener('abort', () => controller.error(call.signal.reason), { once: true });
        },
      });
      return new Response(body, { status: 200 });
    };
    const { clock, transport, calls } = setup([stalledBody, json(200, SEARCH_ANSWER)], { timeoutMs: 2_000 });
    const start = clock.now();
    expect((await settle(clock, track(transport.getJson(PATH)))).value).toEqual(SEARCH_ANSWER);
    expect(calls.map((call) => call.at - start)).toEqual([0, 2_250]);
  });

  // maxThrottledRetries and maxFailureRetries are documented as two budgets ("Retries after a 429" /
  // "Retries after a 5xx, a network failure or a timeout"), but both are compared with the number of
  // attempts of every kind: after three 429s, the first 503 is final even though no failure retry was used.
  test('429 retries do not use up the budget of failure retries', async () => {
    const { clock, transport, calls } = setup(
      [json(429, {}), json(429, {}), json(429, {}), json(503, {}), json(200, SEARCH_ANSWER)],
      { maxThrottledRetries: 8, maxFailureRetries: 3 },
    );
    const outcome = await settle(clock, track(transport.getJson(PATH)));
    expect(outcome.error).toBeUndefined();
    expect(outcome.value).toEqual(SEARCH_ANSWER);
    expect(calls).toHaveLength(5);
  });

  test('failure retries do not use up the budget of 429 retries', async () => {
    const { clock, transport, calls } = setup(
      [json(503, {}), json(503, {}), json(429, {}), json(429, {}), json(200, SEARCH_ANSWER)],
      { maxThrottledRetries: 2, maxFailureRetries: 2 },
    );
    const outcome = await settle(clock, track(transport.getJson(PATH)));
    expect(outcome.error).toBeUndefined();
    expect(calls).toHaveLength(5);
  });
});

describe('Transport.getJson: the caller’s abort', () => {
  test('abort during fetch rejects at once with an AbortError and makes no further call', async () => {
    const controller = new AbortController();
    const { clock, transport, calls } = setup([hang(), json(200, SEARCH_ANSWER)]);
    const request = track(transport.getJson(PATH, controller.signal));
    await flushMicrotasks();
    expect(calls).toHaveLength(1);
    controller.abort();
    await flushMicrotasks();
    expect(request.rejected).toBe(true);
    expect(request.error).toBeInstanceOf(DOMException);
    expect((request.error as DOMException).name).toBe('AbortError');
    expect(request.error).not.toBeInstanceOf(PartSpecError);
    expect(calls[0].signal.aborted).toBe(true);
    await clock.advance(600_000);
    expect(calls).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });

  test('abort during fetch is not counted as a retry, and never becomes a NetworkError, even with no retries left', async () => {
    const controller = new AbortController();
    const { transport, calls } = setup([hang()], { maxFailureRetries: 0 });
    const request = track(transport.getJson(PATH, controller.signal));
    await flushMicrotasks();
    controller.abort();
    await flushMicrotasks();
    expect(request.error).not.toBeInstanceOf(PartSpecError);
    expect((request.error as DOMException).name).toBe('AbortError');
    expect(transport.stats).toEqual({ requests: 1, retries: 0, throttled: 0 });
    expect(calls).toHaveLength(1);
  });

  test('abort during fetch rejects with the reason given', async () => {
    const controller = new AbortController();
    const reason = new Error('The user closed the task pane');
    const { transport, calls } = setup([hang()]);
    const request = track(transport.getJson(PATH, controller.signal));
    await flushMicrotasks();
    controller.abort(reason);
    await flushMicrotasks();
    expect(request.error).toBe(reason);
    expect(calls).toHaveLength(1);
  });

  test('abort during fetch is not mistaken for a network failure even when fetch rejects with its own error', async () => {
    const controller = new AbortController();
    const ownError: Step = (call) =>
      new Promise<Response>((_resolve, reject) => {
        call.signal.addEventListener('abort', () => reject(new TypeError('fetch failed')), { once: true });
      });
    const { clock, transport, calls } = setup([ownError, json(200, SEARCH_ANSWER)]);
    const request = track(transport.getJson(PATH, controller.signal));
    await flushMicrotasks();
    controller.abort();
    await clock.advance(60_000);
    expect((request.error as DOMException).name).toBe('AbortError');
    expect(calls).toHaveLength(1);
  });

  test('abort during the backoff sleep rejects at once and makes no further call', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const { clock, transport, calls } = setup([json(503, {}), json(200, SEARCH_ANSWER)], {
      backoff: { baseDelayMs: 10_000 },
      random: () => 0.5,
    });
    const request = track(transport.getJson(PATH, controller.signal));
    await clock.advance(1_000); // sleeping 5000 ms
    expect(calls).toHaveLength(1);
    expect(request.settled).toBe(false);
    expect(clock.pending()).toBe(1);
    controller.abort(reason);
    await flushMicrotasks();
    expect(request.error).toBe(reason);
    expect(clock.pending()).toBe(0);
    await clock.advance(60_000);
    expect(calls).toHaveLength(1);
    expect(transport.stats.requests).toBe(1);
  });

  test('abort during the Retry-After wait of a 429 rejects at once', async () => {
    const controller = new AbortController();
    const { clock, transport, calls } = setup([json(429, {}, { 'retry-after': '10' }), json(200, SEARCH_ANSWER)]);
    const request = track(transport.getJson(PATH, controller.signal));
    await clock.advance(5_000);
    controller.abort();
    await flushMicrotasks();
    expect((request.error as DOMException).name).toBe('AbortError');
    await clock.advance(60_000);
    expect(calls).toHaveLength(1);
  });

  test('abort while waiting for a place among the requests in flight rejects at once', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ perSecond: 10, burst: 10, maxConcurrent: 1 }, clock);
    const { transport, calls } = setup([hang(), json(200, SEARCH_ANSWER)], { limiter, timeoutMs: 60_000 });
    const holder = track(transport.getJson(PATH));
    const controller = new AbortController();
    const waiter = track(transport.getJson(PATH, controller.signal));
    await clock.advance(1_000);
    expect(calls).toHaveLength(1);
    controller.abort();
    await flushMicrotasks();
    expect((waiter.error as DOMException).name).toBe('AbortError');
    expect(holder.settled).toBe(false);
    expect(transport.stats.requests).toBe(1);
    await clock.advance(60_000); // the holder times out and retries: its retry is the second call, not the waiter
    expect(calls).toHaveLength(2);
    expect(holder.value).toEqual(SEARCH_ANSWER);
  });

  test('abort while waiting for a token rejects at once', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ perSecond: 0.1, burst: 1, maxConcurrent: 6 }, clock);
    const { transport, calls } = setup([json(200, SEARCH_ANSWER), json(200, SEARCH_ANSWER)], { limiter });
    const first = track(transport.getJson(PATH));
    await flushMicrotasks();
    expect(first.value).toEqual(SEARCH_ANSWER);
    const controller = new AbortController();
    const reason = new Error('stop waiting');
    const second = track(transport.getJson(PATH, controller.signal));
    await clock.advance(5_000); // the next token comes at 10 s
    expect(second.settled).toBe(false);
    controller.abort(reason);
    await flushMicrotasks();
    expect(second.error).toBe(reason);
    await clock.advance(60_000);
    expect(calls).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });
});

describe('Transport.getJson: a key a header cannot carry', () => {
  test('is refused before anything is sent, without echoing the key', async () => {
    const { transport, calls } = setup([json(200, SEARCH_ANSWER)], { apiKey: 'secret key\r\nx-pasted' });
    const error = await transport.getJson(PATH).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidApiKeyError);
    expect((error as Error).message).not.toContain('secret');
    expect(calls).toHaveLength(0);
  });
});

describe('Transport.getJson: answers cut short', () => {
  /** A body whose first bytes arrive, then the connection closes, as Node's fetch reports it. */
  const cutOff =
    (code = 'UND_ERR_SOCKET'): Step =>
    async () => {
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.enqueue(new TextEncoder().encode('{"HasMoreHits":false,"Da'));
          controller.error(
            Object.assign(new TypeError('terminated'), {
              cause: Object.assign(new Error('other side closed'), { code }),
            }),
          );
        },
      });
      return new Response(body, { status: 200 });
    };

  test('a body cut off mid-way is retried, then NetworkError that says the connection closed', async () => {
    const { clock, transport, calls } = setup([cutOff(), cutOff(), cutOff()], { maxFailureRetries: 2 });
    const error = (await failure(clock, transport.getJson(PATH))) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe(
      'Could not reach the service at https://pis.example.com:8443 after 3 attempts: the connection closed before the whole answer arrived. Check the service URL and the network connection.',
    );
    expect(error.origin).toBe('https://pis.example.com:8443');
    expect(error.attempts).toBe(3);
    expect(calls).toHaveLength(3);
  });

  test('a corrupt compressed body is a NetworkError that says so', async () => {
    const { clock, transport } = setup([cutOff('Z_DATA_ERROR')], { maxFailureRetries: 0 });
    const error = (await failure(clock, transport.getJson(PATH))) as NetworkError;
    expect(error.reason).toBe('the answer arrived damaged (its compression is corrupt)');
  });

  test('a cut-off body, then a whole one, succeeds', async () => {
    const { clock, transport } = setup([cutOff(), json(200, SEARCH_ANSWER)]);
    expect((await settle(clock, track(transport.getJson(PATH)))).value).toEqual(SEARCH_ANSWER);
  });

  test('JSON shorter than it should be (a short Content-Length) is retried, then ResponseFormatError', async () => {
    const { clock, transport, calls } = setup([text(200, '{"HasMoreHits":false,"Da'), text(200, '{"HasM')], {
      maxFailureRetries: 1,
    });
    const error = (await failure(clock, transport.getJson(PATH))) as ResponseFormatError;
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error.message).toContain('the answer was cut off before its end');
    expect(calls).toHaveLength(2);
  });

  test('an HTML page from a wrong address is not retried', async () => {
    const { clock, transport, calls } = setup([text(200, '<!doctype html><title>Login</title>')]);
    const error = (await failure(clock, transport.getJson(PATH))) as ResponseFormatError;
    expect(error.message).toContain('the answer is not JSON');
    expect(calls).toHaveLength(1);
  });

  test("the runtime's message is not shown when it holds the address or the filter", async () => {
    const { clock, transport } = setup([networkFailure(`Failed to parse URL from /api${PATH}`)], {
      maxFailureRetries: 0,
    });
    const error = (await failure(clock, transport.getJson(PATH))) as NetworkError;
    expect(error.message).not.toContain('Partno');
    expect(error.message).not.toContain('/v2');
    expect(error.reason).toBeUndefined();
  });
});

describe('Transport.getJson: a job shares one RetryBudget', () => {
  const budgetOf = (clock: FakeClock, retries: number, deadlineMs?: number): RetryBudget =>
    new RetryBudget({ retries, deadlineMs, random: () => 0.5 }, clock);

  test('a request is retried past maxFailureRetries while the job is within its budget', async () => {
    const steps = [...Array.from({ length: 6 }, () => json(503, {})), json(200, SEARCH_ANSWER)];
    const { clock, transport, calls } = setup(steps, { maxFailureRetries: 1 });
    const budget = budgetOf(clock, 8);
    expect((await settle(clock, track(transport.getJson(PATH, undefined, budget)))).value).toEqual(SEARCH_ANSWER);
    expect(calls).toHaveLength(7);
  });

  test('a request that keeps failing is retried while another request of the job succeeds', async () => {
    // The first request fails; the second succeeds meanwhile, which forgives that failure: the first then
    // fails three times more before its two retries are spent (without the success: two more).
    const steps = [json(503, {}), json(200, SEARCH_ANSWER), json(503, {}), json(503, {}), json(503, {})];
    const { clock, transport, calls } = setup(steps);
    const budget = budgetOf(clock, 2);
    const stubborn = track(transport.getJson(PATH, undefined, budget));
    await clock.advance(1);
    const other = track(transport.getJson(PATH, undefined, budget));
    await settle(clock, other);
    const error = (await settle(clock, stubborn)).error as ServiceError;
    expect(other.value).toEqual(SEARCH_ANSWER);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toContain('4 attempts');
    expect(calls).toHaveLength(5);
  });

  test('no retry waits past the deadline', async () => {
    const steps = Array.from({ length: 10 }, () => json(503, {}));
    const { clock, transport, calls } = setup(steps);
    // Waits of 250, 500, 1000, 2000 ms (random 0.5): the fourth would end past 3 s.
    const budget = budgetOf(clock, 100, 3_000);
    const start = clock.now();
    await failure(clock, transport.getJson(PATH, undefined, budget));
    expect(calls.map((call) => call.at - start)).toEqual([0, 250, 750, 1_750]);
  });
});

describe('Transport.getJson: an access token for a relay, in place of the key', () => {
  const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.relay-token-4d2b';

  test('a token given as text: Authorization Bearer on every call, no x-api-key, never in the URL', async () => {
    const { clock, transport, calls } = setup([json(503, {}), json(200, SEARCH_ANSWER)], { accessToken: TOKEN });
    const outcome = await settle(clock, track(transport.getJson(PATH)));
    expect(outcome.value).toEqual(SEARCH_ANSWER);
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
      expect(call.headers.get('x-api-key')).toBeNull();
      expect(call.url).not.toContain(TOKEN);
    }
  });

  test('a 401 asks the function for a fresh token once and sends again at once; it is asked for each request', async () => {
    const asked: boolean[] = [];
    const tokens = ['stale-token', 'fresh-token', 'next-token'];
    const accessToken: AccessTokenSource = async ({ refresh }) => {
      asked.push(refresh);
      return tokens[asked.length - 1];
    };
    const { clock, transport, calls } = setup([json(401, {}), json(200, SEARCH_ANSWER), json(200, SEARCH_ANSWER)], {
      accessToken,
    });
    expect((await settle(clock, track(transport.getJson(PATH)))).value).toEqual(SEARCH_ANSWER);
    expect(asked).toEqual([false, true]);
    expect(calls.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer stale-token',
      'Bearer fresh-token',
    ]);
    expect(calls[1].at).toBe(calls[0].at);
    expect((await settle(clock, track(transport.getJson(PATH)))).value).toEqual(SEARCH_ANSWER);
    expect(asked).toEqual([false, true, false]);
  });

  test('a fresh token refused too: AccessTokenError refused, after two calls, without the token in it', async () => {
    const { clock, transport, calls } = setup([json(401, { message: `bad token ${TOKEN}` }), json(401, {})], {
      accessToken: async () => TOKEN,
    });
    const error = await failure(clock, transport.getJson(PATH));
    expect(error).toBeInstanceOf(AccessTokenError);
    expect(error).toMatchObject({ problem: 'refused', status: 401 });
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toContain(TOKEN);
    expect(calls).toHaveLength(2);
  });

  test('a token given as text and refused: AccessTokenError refused after one call (nothing to ask afresh)', async () => {
    const { clock, transport, calls } = setup([json(401, {})], { accessToken: TOKEN });
    expect(await failure(clock, transport.getJson(PATH))).toMatchObject({
      name: 'AccessTokenError',
      problem: 'refused',
    });
    expect(calls).toHaveLength(1);
  });

  test.each<[string, AccessTokenSource, string]>([
    ['empty text', '  ', 'missing'],
    ['a function giving nothing', async () => '', 'missing'],
    ['a line break pasted in', 'relay-token\r\nx-injected: 1', 'invalid'],
    ['a function that fails', async () => Promise.reject(new Error('the sign-in window was closed')), 'unavailable'],
    [
      'a function that needs the user to sign in, and says so',
      async () => Promise.reject(new AccessTokenError('signInRequired')),
      'signInRequired',
    ],
  ])('%s: AccessTokenError %s, and nothing sent', async (_, accessToken, problem) => {
    const { clock, transport, calls } = setup([json(200, SEARCH_ANSWER)], { accessToken });
    const error = await failure(clock, transport.getJson(PATH));
    expect(error).toMatchObject({ name: 'AccessTokenError', problem });
    expect((error as Error).message).not.toContain('relay-token');
    expect(calls).toHaveLength(0);
  });

  test('a token function that never answers: AccessTokenError unavailable once its deadline has passed, nothing sent', async () => {
    const { clock, transport, calls } = setup([json(200, SEARCH_ANSWER)], {
      accessToken: () => new Promise<string>(() => undefined),
    });
    const request = track(transport.getJson(PATH));
    await clock.advance(ACCESS_TOKEN_DEADLINE_MS - 1);
    expect(request.settled).toBe(false);
    await clock.advance(1);
    expect(request.error).toMatchObject({ name: 'AccessTokenError', problem: 'unavailable' });
    expect(calls).toHaveLength(0);
  });

  test('Cancel while a token is awaited rejects at once with the reason, nothing sent', async () => {
    const controller = new AbortController();
    const { clock, transport, calls } = setup([json(200, SEARCH_ANSWER)], {
      accessToken: () => new Promise<string>(() => undefined),
    });
    const request = track(transport.getJson(PATH, controller.signal));
    await clock.advance(1000);
    controller.abort(new Error('Cancel'));
    await clock.advance(0);
    expect(request.error).toEqual(new Error('Cancel'));
    expect(calls).toHaveLength(0);
  });

  test('a 401 to a client with an API key is no token problem: the service answered an unexpected status', async () => {
    const { clock, transport } = setup([json(401, {})]);
    expect(await failure(clock, transport.getJson(PATH))).toBeInstanceOf(UnexpectedStatusError);
  });

  test('a key and a token both given are refused at once', () => {
    expect(() => new Credentials(KEY, TOKEN)).toThrow('Give createClient an apiKey or an accessToken, not both.');
  });
});
