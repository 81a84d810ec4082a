import {
  ApiKeyRefusedError,
  BadRequestError,
  InvalidApiKeyError,
  InvalidPartnoError,
  isApiKeyRefusedError,
  isBadRequestError,
  isInvalidApiKeyError,
  isInvalidPartnoError,
  isMissingApiKeyError,
  isNetworkError,
  isNotFoundError,
  isRateLimitError,
  isResponseFormatError,
  isServiceError,
  isTimeoutError,
  isUrlTooLongError,
  MissingApiKeyError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ResponseFormatError,
  ServiceError,
  TimeoutError,
  UrlTooLongError,
} from '../../../../src/core/client';
import { isPartSpecError, PartSpecError } from '../../../../src/core/errors';

interface Case {
  readonly error: PartSpecError;
  readonly type: new (...args: never[]) => PartSpecError;
  readonly status: number | undefined;
  /** Phrases the message must contain: what happened, and what to do next. */
  readonly phrases: readonly (string | RegExp)[];
}

const cases: Record<string, Case> = {
  PartSpecError: {
    error: new PartSpecError('Something failed. Try again.', { status: 418 }),
    type: PartSpecError,
    status: 418,
    phrases: ['Something failed. Try again.'],
  },
  ApiKeyRefusedError: {
    error: new ApiKeyRefusedError(),
    type: ApiKeyRefusedError,
    status: 403,
    phrases: ['API key was refused (403)', 'Check the key', 'service URL'],
  },
  BadRequestError: {
    error: new BadRequestError("Invalid $filter: unknown item 'Capacitence' (at position 0)"),
    type: BadRequestError,
    status: 400,
    phrases: ['The service refused the query', "unknown item 'Capacitence' (at position 0)"],
  },
  InvalidPartnoError: {
    error: new InvalidPartnoError(["GRM'1", 'A|B']),
    type: InvalidPartnoError,
    status: undefined,
    phrases: [
      'These part numbers cannot be sent',
      `"GRM'1" ("'" at character 4), "A|B" ("|" at character 2)`,
      'Correct them',
      'nothing was sent',
    ],
  },
  MissingApiKeyError: {
    error: new MissingApiKeyError(),
    type: MissingApiKeyError,
    status: undefined,
    phrases: ['No API key is set', 'nothing was sent', 'Set the API key'],
  },
  NetworkError: {
    error: new NetworkError('https://pis.example.com', 4, new TypeError('fetch failed')),
    type: NetworkError,
    status: undefined,
    phrases: [
      'Could not reach the service at https://pis.example.com after 4 attempts.',
      'Check the service URL and the network connection',
    ],
  },
  NotFoundError: {
    error: new NotFoundError('/v2/products/getproductdatadownloadurl'),
    type: NotFoundError,
    status: 404,
    phrases: ['/v2/products/getproductdatadownloadurl does not exist on the service (404)', 'Check the service URL'],
  },
  RateLimitError: {
    error: new RateLimitError(9),
    type: RateLimitError,
    status: 429,
    phrases: [
      'request limit was reached',
      '9 attempts',
      '(429)',
      'Wait a minute and try again',
      'lower the request rate',
    ],
  },
  ResponseFormatError: {
    error: new ResponseFormatError('HasMoreHits is missing', 200),
    type: ResponseFormatError,
    status: 200,
    phrases: ['unexpected form (HasMoreHits is missing)', 'Product Information Service v2.2'],
  },
  ServiceError: {
    error: new ServiceError(502, 4),
    type: ServiceError,
    status: 502,
    phrases: ['The service had a problem (502)', '4 attempts', 'Try again later'],
  },
  TimeoutError: {
    error: new TimeoutError(30_000, 4),
    type: TimeoutError,
    status: undefined,
    phrases: ['did not answer within 30 s', '(4 attempts)', 'Try again later', 'narrow the request'],
  },
  UrlTooLongError: {
    error: new UrlTooLongError(2_412),
    type: UrlTooLongError,
    status: 414,
    phrases: ['too long for the service (414, 2412 characters)', 'Use fewer values', 'maximum URL length'],
  },
};

describe.each(Object.entries(cases))('%s', (className, { error, type, status, phrases }) => {
  test('is a PartSpecError and an Error of its own class', () => {
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error).toBeInstanceOf(Error);
  });

  test('name equals the class name', () => {
    expect(error.name).toBe(className);
    expect(String(error)).toMatch(new RegExp(`^${className}: `));
  });

  test('status', () => {
    expect(error.status).toBe(status);
  });

  test('message says what happened and what to do', () => {
    for (const phrase of phrases) {
      if (typeof phrase === 'string') expect(error.message).toContain(phrase);
      else expect(error.message).toMatch(phrase);
    }
    expect(error.message).toMatch(/[.)]$/); // a whole sentence
  });
});

describe('details', () => {
  test('PartSpecError keeps a cause, and has no status when the service did not answer', () => {
    const cause = new Error('socket hang up');
    const error = new PartSpecError('Could not connect.', { cause });
    expect(error.cause).toBe(cause);
    expect(error.status).toBeUndefined();
    expect(new PartSpecError('No cause.').cause).toBeUndefined();
  });

  test('NetworkError keeps its cause and says nothing about attempts when there was one', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new NetworkError('http://127.0.0.1:3100', 1, cause);
    expect(error.cause).toBe(cause);
    expect(error.message).toBe(
      'Could not reach the service at http://127.0.0.1:3100: the browser could not complete the request (offline, a wrong address, or a service that does not accept calls from this page). Check the service URL and the network connection.',
    );
  });

  test('NetworkError with a cause that is not an Error gives no reason', () => {
    expect(new NetworkError('http://127.0.0.1:3100', 2, 'boom').message).toBe(
      'Could not reach the service at http://127.0.0.1:3100 after 2 attempts. Check the service URL and the network connection.',
    );
  });

  test('NetworkError carries its origin, attempts and reason as fields', () => {
    const cause = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3100'), { code: 'ECONNREFUSED' }),
    });
    const error = new NetworkError('http://127.0.0.1:3100', 3, cause);
    expect(error).toMatchObject({ origin: 'http://127.0.0.1:3100', attempts: 3 });
    expect(error.reason).toBe('the connection was refused (is the service running at that address?)');
  });

  test('NetworkError never repeats a runtime message that holds the address or the filter', () => {
    const cause = new TypeError("Failed to parse URL from /api/v2/products?$filter=Partno%20eq%20'X'");
    const error = new NetworkError('/api', 1, cause);
    expect(error.message).toBe(
      'Could not reach the service at /api. Check the service URL and the network connection.',
    );
  });

  test('TimeoutError carries its time, attempts and what it waited for, in the words for each', () => {
    expect(new TimeoutError(60_000, 1, 'fileIdle')).toMatchObject({
      timeoutMs: 60_000,
      attempts: 1,
      subject: 'fileIdle',
    });
    expect(new TimeoutError(60_000, 1, 'fileIdle').message).toBe(
      'The category file stopped arriving: nothing came for 60 s. Try again later.',
    );
    expect(new TimeoutError(1_200_000, 3, 'fileDeadline').message).toBe(
      'The category file did not arrive in full within 20 min (3 attempts), far slower than a download should be. Try again later.',
    );
    expect(new TimeoutError(30_000, 2).subject).toBe('answer');
  });

  test('BadRequestError keeps the service’s own message', () => {
    expect(new BadRequestError('Invalid $orderby').serviceMessage).toBe('Invalid $orderby');
  });

  test('InvalidPartnoError shows five part numbers and counts the rest', () => {
    const partnos = ['a|1', 'a|2', 'a|3', 'a|4', 'a|5', 'a|6', 'a|7'];
    const error = new InvalidPartnoError(partnos);
    expect(error.partnos).toEqual(partnos);
    expect(error.message).toContain('"a|5" ("|" at character 2) and 2 more.');
    expect(error.message).not.toContain('a|6');
  });

  test('ResponseFormatError without a status has none', () => {
    expect(new ResponseFormatError('ProductDataDownloadUrl is missing').status).toBeUndefined();
  });

  test('a subclass is caught as PartSpecError by instanceof after a throw', () => {
    const caught = (() => {
      try {
        throw new RateLimitError(3);
      } catch (error) {
        return error;
      }
    })();
    expect(caught instanceof PartSpecError && caught.status).toBe(429);
  });
});

describe('facts as fields', () => {
  // Each error with the fields it must carry, and the guard that recognises it (and no other class).
  const guards = {
    ApiKeyRefusedError: isApiKeyRefusedError,
    BadRequestError: isBadRequestError,
    InvalidApiKeyError: isInvalidApiKeyError,
    InvalidPartnoError: isInvalidPartnoError,
    MissingApiKeyError: isMissingApiKeyError,
    NetworkError: isNetworkError,
    NotFoundError: isNotFoundError,
    RateLimitError: isRateLimitError,
    ResponseFormatError: isResponseFormatError,
    ServiceError: isServiceError,
    TimeoutError: isTimeoutError,
    UrlTooLongError: isUrlTooLongError,
  } as const;
  const facts: ReadonlyArray<[keyof typeof guards, PartSpecError, Record<string, unknown>]> = [
    ['ApiKeyRefusedError', new ApiKeyRefusedError(), { status: 403 }],
    ['BadRequestError', new BadRequestError('Invalid $orderby'), { status: 400, serviceMessage: 'Invalid $orderby' }],
    ['InvalidApiKeyError', new InvalidApiKeyError(), { status: undefined }],
    ['InvalidPartnoError', new InvalidPartnoError(["O'CM", 'A|B']), { partnos: ["O'CM", 'A|B'] }],
    ['MissingApiKeyError', new MissingApiKeyError(), { status: undefined }],
    [
      'NetworkError',
      new NetworkError('https://pis.example.com', 3, undefined, { reason: 'the connection was reset' }),
      { origin: 'https://pis.example.com', attempts: 3, reason: 'the connection was reset', status: undefined },
    ],
    ['NotFoundError', new NotFoundError('/api/v2/products'), { status: 404, what: '/api/v2/products' }],
    ['RateLimitError', new RateLimitError(7), { status: 429, attempts: 7 }],
    [
      'ResponseFormatError',
      new ResponseFormatError('the answer was cut off before its end', 200, { truncated: true }),
      { status: 200, problem: 'the answer was cut off before its end', truncated: true },
    ],
    ['ServiceError', new ServiceError(503, 4), { status: 503, attempts: 4 }],
    [
      'TimeoutError',
      new TimeoutError(30_000, 2, 'fileIdle'),
      { timeoutMs: 30_000, attempts: 2, subject: 'fileIdle', status: undefined },
    ],
    ['UrlTooLongError', new UrlTooLongError(2_412), { status: 414, length: 2_412, sent: true, limit: undefined }],
    [
      'UrlTooLongError',
      new UrlTooLongError(9_000, { sent: false, limit: 8_000 }),
      { status: undefined, length: 9_000, sent: false, limit: 8_000 },
    ],
  ];

  test.each(facts)('%s carries its facts', (name, error, fields) => {
    expect(error.name).toBe(name);
    for (const [field, value] of Object.entries(fields))
      expect({ field, value: error[field as keyof PartSpecError] }).toEqual({ field, value });
  });

  test.each(facts)('%s: its guard, and no other, says yes', (name, error) => {
    expect(isPartSpecError(error)).toBe(true);
    for (const [other, guard] of Object.entries(guards))
      expect({ other, is: guard(error) }).toEqual({ other, is: other === name });
  });

  test('the guards say no to anything else', () => {
    for (const guard of [isPartSpecError, ...Object.values(guards)]) {
      for (const value of [undefined, null, 'NetworkError', new Error('x'), { name: 'NetworkError' }]) {
        expect(guard(value)).toBe(false);
      }
    }
    // A foreign error that borrowed the name is still not one.
    expect(isNetworkError(Object.assign(new Error('x'), { name: 'NetworkError' }))).toBe(false);
  });

  test('no message names a screen of the add-in', () => {
    for (const [, error] of facts) {
      expect(error.message).not.toMatch(/settings|task pane|open Settings/i);
    }
  });
});
