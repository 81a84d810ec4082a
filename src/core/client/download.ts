import { type ParsedElementInfo, TokenParser, Tokenizer, TokenType } from '@streamparser/json';
import {
  type BottomCategory,
  CATEGORY_OF_GROUP,
  type GroupName,
  type Language,
  type Product,
  type ProductRecord,
} from '../catalog';
import { abortableWait, type BackoffOptions, backoffDelay, type Clock, systemClock } from '../throttle';
import { isPartSpecError } from '../errors';
import {
  DownloadRefusedError,
  isDownloadRefusedError,
  isNetworkError,
  isResponseFormatError,
  isTimeoutError,
  NetworkError,
  ResponseFormatError,
  TimeoutError,
} from './errors';
import { originOf } from './address';
import { codesOf } from './failureReason';
import type { FetchFunction } from './Transport';

export interface DownloadProgress {
  readonly phase: 'address' | 'download' | 'parse';
  /** Bytes of the file received so far (after decompression, when the browser decompresses). */
  readonly bytes: number;
  /** The file's Content-Length when the service sent one and the body is not compressed in transit. */
  readonly totalBytes?: number;
}

export interface DownloadOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: DownloadProgress) => void;
  /**
   * Longest wait for the answer's headers, and then for each next piece of the file.
   * @default 60_000
   */
  readonly idleTimeoutMs?: number;
  /**
   * The slowest average rate a download may keep: its overall deadline is its Content-Length at this rate
   * (at least DOWNLOAD_MINIMUM_DEADLINE_MS; DOWNLOAD_UNKNOWN_LENGTH_DEADLINE_MS when the length is not
   * sent), so that a storage server dripping a byte a minute cannot hold a download for ever.
   * @default 50_000 (bytes per second: a 10 MB compressed category then has 200 s)
   */
  readonly floorBytesPerSecond?: number;
  /**
   * Further attempts after a failure another try can mend: the connection closing mid-file, a damaged or
   * truncated file, a timeout, a 5xx, and (with `renewAddress`) an address the storage refuses. Each starts
   * the file again (the reference service, like object storage behind presigned addresses, may not serve
   * ranges), with the same address or, after a refusal, a new one.
   * @default 2
   */
  readonly restarts?: number;
  /**
   * Asks the service for a new address of the file, for when the storage refuses this one (403): its
   * signature went stale (the service restarted with a new signing key) or it expired. Each new address
   * is one of `restarts`. Without it, a refused address ends the download at once.
   */
  readonly renewAddress?: () => Promise<string>;
  /** The wait before a restart, as between retries of a request. @default 500 ms doubling, full jitter */
  readonly backoff?: BackoffOptions;
  readonly random?: () => number;
  /** Timeouts and the wait before a restart. @default the system clock */
  readonly clock?: Clock;
}

export const DOWNLOAD_FLOOR_BYTES_PER_SECOND = 50_000;
export const DOWNLOAD_MINIMUM_DEADLINE_MS = 60_000;
export const DOWNLOAD_UNKNOWN_LENGTH_DEADLINE_MS = 30 * 60_000;
const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
const DEFAULT_RESTARTS = 2;

/**
 * The file behind a download address (spec 4.1): fetched without the API key, which must never go to
 * the storage behind the address, read as a stream so progress can be shown, and parsed into products.
 * Every failure is a PartSpecError: NetworkError (no answer, or the connection closed before the file's
 * end), TimeoutError (nothing for `idleTimeoutMs`, or past the deadline), ResponseFormatError (a damaged
 * or truncated file), or DownloadRefusedError (the storage answered an error status); those another attempt
 * can mend are tried `restarts` more times first, a refused address with a new one from `renewAddress`.
 * Whatever `renewAddress` throws (the key refused by the address operation, say) ends the download as it is.
 */
export async function fetchProductFile(
  fetchFunction: FetchFunction,
  address: string,
  options: DownloadOptions = {},
): Promise<Product[]> {
  const clock = options.clock ?? systemClock;
  const restarts = options.restarts ?? DEFAULT_RESTARTS;
  let current = address;
  for (let attempt = 1; ; attempt += 1) {
    options.signal?.throwIfAborted();
    try {
      return await downloadOnce(fetchFunction, current, options, clock, attempt);
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      if (attempt > restarts) throw error;
      if (options.renewAddress && isAddressRefused(error)) {
        // Not a passing fault: the same address would be refused again, and a new one needs no wait.
        current = await options.renewAddress();
        continue;
      }
      if (!canMend(error)) throw error;
    }
    // A moment for a passing fault to pass, as before any retry.
    await clock.sleep(backoffDelay(attempt - 1, options.backoff, options.random), options.signal);
  }
}

/** The storage refused the address itself (checkStatus's 403): stale or expired, a new one may work. */
function isAddressRefused(error: unknown): boolean {
  return isDownloadRefusedError(error) && error.status === 403;
}

/** Whether another attempt at the same address may succeed where this one failed. */
function canMend(error: unknown): boolean {
  if (isNetworkError(error) || isTimeoutError(error)) return true;
  if (isResponseFormatError(error)) return error.truncated;
  return isPartSpecError(error) && error.status !== undefined && error.status >= 500;
}

async function downloadOnce(
  fetchFunction: FetchFunction,
  address: string,
  options: DownloadOptions,
  clock: Clock,
  attempt: number,
): Promise<Product[]> {
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  // Our own signal for the request, so that a timeout closes the connection rather than leaving it open.
  const request = new AbortController();
  const forwardAbort = (): void => request.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  const started = clock.now();
  let deadline = started + DOWNLOAD_UNKNOWN_LENGTH_DEADLINE_MS;
  /** Waits for `step`, no longer than the idle timeout and the deadline allow, and not past an abort. */
  const waitFor = <T>(step: Promise<T>): Promise<T> => {
    const remaining = deadline - clock.now();
    const idle = idleTimeoutMs <= remaining;
    // Raced, not only signalled: a storage server that stalls, or a fetch that ignores its signal, cannot
    // hold the download for ever.
    return abortableWait(step, {
      signal: request.signal,
      deadline: {
        clock,
        ms: Math.max(0, Math.min(idleTimeoutMs, remaining)),
        error: () =>
          idle
            ? new TimeoutError(idleTimeoutMs, attempt, 'fileIdle')
            : new TimeoutError(deadline - started, attempt, 'fileDeadline'),
      },
    });
  };
  try {
    let response: Response;
    try {
      response = await waitFor(fetchFunction(address, { method: 'GET', signal: request.signal }));
    } catch (error) {
      throw asDownloadError(error, address, attempt, options.signal);
    }
    await checkStatus(response);
    const encoded = response.headers.get('content-encoding');
    const length = Number(response.headers.get('content-length'));
    const sentLength = Number.isFinite(length) && length > 0 ? length : undefined;
    if (sentLength !== undefined) {
      const floor = options.floorBytesPerSecond ?? DOWNLOAD_FLOOR_BYTES_PER_SECOND;
      deadline = started + Math.max(DOWNLOAD_MINIMUM_DEADLINE_MS, (sentLength / floor) * 1000);
    }
    // Content-Length counts the bytes in transit: compressed ones when the body is compressed.
    const totalBytes = encoded ? undefined : sentLength;
    let received = 0;
    // Parsed as it arrives: the file's text is never whole in memory, only the products made of it.
    const file = new ProductFileParser();
    try {
      await readBody(
        response,
        waitFor,
        (chunk) => file.write(chunk),
        (bytes) => {
          received = bytes;
          options.onProgress?.({ phase: 'download', bytes, totalBytes });
        },
      );
    } catch (error) {
      throw asDownloadError(error, address, attempt, options.signal);
    }
    if (totalBytes !== undefined && received < totalBytes) {
      throw new NetworkError(originOf(address), attempt, undefined, {
        reason: `the connection closed after ${received} of the file's ${totalBytes} bytes`,
      });
    }
    // The parse went along with the download; this says it is over, and how many bytes it took.
    options.onProgress?.({ phase: 'parse', bytes: received, totalBytes });
    return file.end();
  } finally {
    options.signal?.removeEventListener('abort', forwardAbort);
    // Whatever ended the attempt, its connection is closed: a timed-out body must not go on arriving.
    request.abort();
  }
}

async function checkStatus(response: Response): Promise<void> {
  if (response.status === 403) {
    // Read only to tell an expired address from another refusal; never shown (it may echo the address).
    const text = await response.text().catch(() => '');
    throw new DownloadRefusedError(/expired/i.test(text) ? 'expired' : 'refused', 403);
  }
  if (response.status === 404) throw new DownloadRefusedError('gone', 404);
  if (!response.ok) throw new DownloadRefusedError('failed', response.status);
}

/** A failure while fetching or reading the file as a PartSpecError (the caller's abort stays an abort). */
function asDownloadError(error: unknown, address: string, attempt: number, signal?: AbortSignal): unknown {
  if (signal?.aborted) return signal.reason;
  if (isPartSpecError(error)) return error;
  // zlib's codes: the body arrived, but its compression is broken.
  if (codesOf(error).some((code) => code.startsWith('Z_'))) {
    return new ResponseFormatError('the category file arrived damaged: its compression is corrupt', undefined, {
      truncated: true,
    });
  }
  return new NetworkError(originOf(address), attempt, error);
}

/** Hands each piece of the body to `take` as it arrives, and the bytes so far to `onBytes` after it. */
async function readBody(
  response: Response,
  waitFor: <T>(step: Promise<T>) => Promise<T>,
  take: (chunk: Uint8Array) => void,
  onBytes: (bytes: number) => void,
): Promise<void> {
  if (!response.body) {
    const bytes = new Uint8Array(await waitFor(response.arrayBuffer()));
    take(bytes);
    onBytes(bytes.byteLength);
    return;
  }
  const reader = response.body.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await waitFor(reader.read());
      if (done) break;
      bytes += value.byteLength;
      take(value);
      onBytes(bytes);
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    throw error;
  }
}

/** A product in a category file: `{"Data":{"<Group>":{..., "Products":[<product>, ...]}}}` (spec 2.2). */
const PRODUCT_PATH = '$.Data.*.Products.*';

// Read once: each read of TokenType goes through the package's module getter, and FileOutline reads them
// for every token of the file.
const { COLON, COMMA, LEFT_BRACE, LEFT_BRACKET, RIGHT_BRACE, RIGHT_BRACKET, STRING } = TokenType;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A category file parsed while its bytes arrive, into what productsOfData gives for the file parsed whole,
 * refusing what it refuses. No text or object of the whole file ever exists: the parser hands over each
 * product as soon as its closing brace arrives and keeps nothing of it (keepStack: false), so the memory
 * is the products' own and the parser's few open values.
 *
 * Errors come as they would from JSON.parse and then productsOfData, whatever order the bytes show them in:
 * broken JSON first (cut off when the text begins as an object, else not JSON), then a Data that is not an
 * object, then the first group or product productsOfData would refuse. Later bytes can still make a file
 * broken JSON, so a refused product is only noted, and the bytes are parsed to their end; and broken JSON
 * ends the parse, not the download, so that a connection closing early or a Content-Length left short is
 * still told first, as before.
 */
class ProductFileParser {
  private readonly products: Product[] = [];
  private readonly tokenizer = new Tokenizer();
  private readonly parser = new TokenParser({ paths: [PRODUCT_PATH], keepStack: false });
  private readonly outline = new FileOutline((problem) => this.refuse(problem));
  /** Decodes as the whole file's text was decoded: a bad byte is U+FFFD, not an error. */
  private readonly decoder = new TextDecoder();
  /** The text's first character that is not white space: whether broken JSON is cut off or not JSON. */
  private firstCharacter: string | undefined;
  /** The bytes are not JSON (or not all of it): nothing more is parsed. */
  private broken = false;
  /** The first thing productsOfData would refuse, once seen. */
  private refused: ResponseFormatError | undefined;

  constructor() {
    this.tokenizer.onToken = (token) => {
      this.parser.write(token);
      // After the parser: the outline sees only tokens that make JSON.
      this.outline.see(token.token, token.value);
    };
    // Each ends the other: the file ends after its one top-level value, and the parser with the bytes.
    this.tokenizer.onEnd = () => {
      if (!this.parser.isEnded) this.parser.end();
    };
    this.parser.onEnd = () => {
      if (!this.tokenizer.isEnded) this.tokenizer.end();
    };
    // Must not throw: what onValue throws, the parser takes for broken JSON.
    this.parser.onValue = (element) => this.take(element);
  }

  /** The next piece of the file. */
  write(chunk: Uint8Array): void {
    if (!this.broken) this.parse(this.decoder.decode(chunk, { stream: true }));
  }

  /** The file's products, once it has all arrived; a ResponseFormatError for a file productsOfData would refuse. */
  end(): Product[] {
    if (!this.broken) this.parse(this.decoder.decode());
    if (!this.broken && !this.tokenizer.isEnded) {
      try {
        this.tokenizer.end();
      } catch {
        this.broken = true;
      }
    }
    if (this.broken || !this.outline.complete) {
      // As when the whole text failed JSON.parse: one that begins as an object was cut off on the way.
      const cutOff = this.firstCharacter === '{';
      throw new ResponseFormatError(
        cutOff ? 'the category file was cut off before its end' : 'the category file is not JSON',
        undefined,
        { truncated: cutOff },
      );
    }
    if (!this.outline.dataIsObject) throw new ResponseFormatError('Data is not an object');
    if (this.refused) throw this.refused;
    return this.products;
  }

  /**
   * Text rather than the bytes themselves: the tokenizer refuses a byte that is not UTF-8, where the
   * whole text decoded and parsed at once had U+FFFD in its place.
   */
  private parse(text: string): void {
    if (text === '') return;
    this.firstCharacter ??= /\S/.exec(text)?.[0];
    try {
      this.tokenizer.write(text);
    } catch {
      this.broken = true;
    }
  }

  /** A value at PRODUCT_PATH: parent is its Products list, stack[2] its group in Data. */
  private take({ value, parent, stack }: ParsedElementInfo): void {
    const group = stack[2]?.key;
    // Unknown groups are skipped as productsOfData skips them; a Products that is not a list is refused
    // when its group ends (FileOutline), as productsOfData refuses it before looking at its products.
    if (this.refused || typeof group !== 'string' || !Object.hasOwn(CATEGORY_OF_GROUP, group)) return;
    if (!Array.isArray(parent)) return;
    if (!isObject(value) || typeof value.Partno !== 'string') {
      this.refuse(`a product of ${group} has no Partno`);
      return;
    }
    this.products.push({ category: CATEGORY_OF_GROUP[group as GroupName], record: asParsed(value) });
  }

  private refuse(problem: string): void {
    if (this.refused) return;
    this.refused = new ResponseFormatError(problem);
    // The file is refused whatever follows: its products need not be kept.
    this.products.length = 0;
  }
}

/**
 * The record as JSON.parse makes it. The token parser builds an object one property at a time, and V8
 * keeps an object given more than about sixteen properties that way as a hash table ("dictionary
 * mode"): the 42,001 products of the largest file took 283 MB so, against 130 MB as JSON.parse makes
 * them (measured, Node 20). Written out and read back, a few KB at a time, they take JSON.parse's
 * compact form, for a small part of the parse's time.
 */
function asParsed(record: Record<string, unknown>): ProductRecord {
  return JSON.parse(JSON.stringify(record)) as ProductRecord;
}

/**
 * What productsOfData checks that the products alone do not show, followed token by token (the parser
 * keeps none of it): whether the file held a whole top-level value, whether its Data is an object, and
 * whether each known group is an object with a Products list. Of a repeated Data or Products key the last
 * counts, as in JSON.parse; a file repeating a group's name (JSON allows it, no service sends it) has
 * each of its copies checked where JSON.parse would keep only the last.
 */
class FileOutline {
  /** The top-level value arrived whole. */
  complete = false;
  /** The top-level object's Data member is an object. */
  dataIsObject = false;
  /** For each open container, outermost first: whether it is an object. */
  private readonly objects: boolean[] = [];
  /** For each open container: the key of the member being read, when it is an object. */
  private readonly keys: (string | undefined)[] = [];
  /** The next string is a key: just after `{`, or after a comma in an object. */
  private keyNext = false;
  /** The known group whose object is open, and whether it holds a Products list so far. */
  private group: GroupName | undefined;
  private groupHasList = false;

  constructor(private readonly refuse: (problem: string) => void) {}

  see(token: TokenType, value: unknown): void {
    switch (token) {
      case COLON:
        return;
      case COMMA:
        this.keyNext = this.objects[this.objects.length - 1] === true;
        return;
      case RIGHT_BRACE:
      case RIGHT_BRACKET:
        this.close();
        return;
      case STRING:
        if (this.keyNext) {
          this.keys[this.keys.length - 1] = value as string;
          this.keyNext = false;
          return;
        }
        break;
      default:
        break;
    }
    this.begin(token);
  }

  /** A value begins: a primitive, or a container's opening. */
  private begin(token: TokenType): void {
    const depth = this.objects.length;
    const isObjectStart = token === LEFT_BRACE;
    const isListStart = token === LEFT_BRACKET;
    if (depth === 0) {
      // A primitive is whole as it begins (the tokenizer gives it in one token); an object or a list at its close.
      this.complete = !isObjectStart && !isListStart;
    } else if (depth === 1 && this.objects[0] && this.keys[0] === 'Data') {
      this.dataIsObject = isObjectStart;
    } else if (depth === 2 && this.inData()) {
      const name = this.keys[1];
      if (name !== undefined && Object.hasOwn(CATEGORY_OF_GROUP, name)) {
        if (isObjectStart) {
          this.group = name as GroupName;
          this.groupHasList = false;
        } else {
          this.refuse(`the group ${name} has no Products list`);
        }
      }
    } else if (depth === 3 && this.group !== undefined && this.keys[2] === 'Products') {
      this.groupHasList = isListStart;
    }
    if (isObjectStart || isListStart) {
      this.objects.push(isObjectStart);
      this.keys.push(undefined);
      this.keyNext = isObjectStart;
    }
  }

  private close(): void {
    if (this.objects.length === 3 && this.group !== undefined) {
      if (!this.groupHasList) this.refuse(`the group ${this.group} has no Products list`);
      this.group = undefined;
    }
    this.objects.pop();
    this.keys.pop();
    this.keyNext = false;
    if (this.objects.length === 0) this.complete = true;
  }

  /** The member being read is in the top-level object's Data object. */
  private inData(): boolean {
    return this.objects[0] && this.keys[0] === 'Data' && this.objects[1];
  }
}

export interface DownloadAddress {
  readonly Language: Language;
  readonly Category: BottomCategory;
  readonly ProductDataDownloadUrl: string;
}

export function parseDownloadAddress(json: unknown): DownloadAddress {
  const record = json as Partial<DownloadAddress> | null;
  if (typeof record?.ProductDataDownloadUrl !== 'string') {
    throw new ResponseFormatError('ProductDataDownloadUrl is missing');
  }
  return record as DownloadAddress;
}
