import type { BottomCategory, Language } from '../catalog';
import type { BackoffOptions, Clock } from '../throttle';
import { type DownloadOptions, type DownloadProgress, type ProductFileSource, readCategoryFile } from './download';
import { askFileSize } from './fileSize';
import { type IssuedAddress, IssuedAddresses } from './IssuedAddresses';
import type { DownloadedFile } from './ServiceApi';
import type { ServiceClock } from './ServiceClock';
import type { FetchFunction } from './Transport';

export interface CategoryDownloaderOptions {
  /** The download-URL operation (spec 4.1): one rate-limited request, through the client's transport. */
  readonly downloadUrl: (category: BottomCategory, lang: Language, signal?: AbortSignal) => Promise<string>;
  /** What fetches the file and its HEAD: without the key, through no rate limiter. */
  readonly fetch: FetchFunction;
  readonly clock: Clock;
  /**
   * The service's clock, as the `Date` of its answers says it: an address is dated by the service's time when
   * it was issued (the `Date` of the answer that gave it), never by this computer's.
   */
  readonly serviceClock: Pick<ServiceClock, 'now'>;
  /** The client's resolveDownloadUrl: the address to fetch for the one the service gave. */
  readonly resolveDownloadUrl?: (address: string) => string;
  /** The client's `download` options (deadlines, restarts). */
  readonly download?: Pick<DownloadOptions, 'idleTimeoutMs' | 'floorBytesPerSecond' | 'restarts'>;
  readonly backoff?: BackoffOptions;
  readonly random?: () => number;
  /** Where each attempt's file is read (the client's `productFiles`): in a worker in the browser, default in-process. */
  readonly productFiles?: ProductFileSource;
  /**
   * Each file's checksum too, made as its products arrive (where the runtime has WebCrypto): a client that
   * keeps snapshots keeps it with them, and need not hash the whole category after its download.
   */
  readonly checksums?: boolean;
}

/**
 * A client's category files (spec 4.1): each one's size as its storage tells it before the download, and
 * the download itself. Asking for an address is a rate-limited request and the file's fetch is not, so the
 * address asked for to learn a size is the one the download that follows uses (IssuedAddresses).
 */
export class CategoryDownloader {
  private readonly addresses: IssuedAddresses;

  constructor(private readonly options: CategoryDownloaderOptions) {
    this.addresses = new IssuedAddresses(options.clock);
  }

  /**
   * The size in bytes of a category's file: its address asked for (one rate-limited request), kept for the
   * download, and the file's HEAD. Undefined when it is not told, the address refused included; never rejects.
   */
  readonly size = async (
    category: BottomCategory,
    lang: Language,
    signal?: AbortSignal,
  ): Promise<number | undefined> => {
    let issued: IssuedAddress;
    try {
      issued = await this.issue(category, lang, signal);
    } catch {
      return undefined;
    }
    this.addresses.keep(category, lang, issued);
    return askFileSize(this.options.fetch, issued.address, { signal, clock: this.options.clock });
  };

  /**
   * A category's file, fetched and parsed, with the time its address was issued (what its snapshot is dated),
   * its size and how long it took to arrive: through the address `size` asked for a moment ago, else a new one.
   */
  readonly download = async (
    category: BottomCategory,
    lang: Language,
    signal?: AbortSignal,
    onProgress?: (progress: DownloadProgress) => void,
  ): Promise<DownloadedFile> => {
    const { clock } = this.options;
    onProgress?.({ phase: 'address', bytes: 0 });
    let issued = this.addresses.take(category, lang) ?? (await this.issue(category, lang, signal));
    const started = clock.now();
    let bytes = 0;
    const file = await readCategoryFile(this.options.fetch, issued.address, {
      ...this.options.download,
      checksum: this.options.checksums,
      backoff: this.options.backoff,
      random: this.options.random,
      clock,
      source: this.options.productFiles,
      signal,
      // The storage refused the address (its signature went stale when the service restarted, or it
      // expired): a new one, within the restarts, which dates the file.
      renewAddress: async () => {
        issued = await this.issue(category, lang, signal);
        return issued.address;
      },
      onProgress: (progress) => {
        bytes = progress.bytes;
        onProgress?.(progress);
      },
    });
    return { issuedAt: issued.issuedAt, bytes, ...file, milliseconds: clock.now() - started };
  };

  /**
   * A new address of the file, dated by the service's clock as its answer left it: the client's ServiceClock
   * has just read that answer's `Date` (a service that sends none leaves it this computer's).
   */
  private async issue(category: BottomCategory, lang: Language, signal?: AbortSignal): Promise<IssuedAddress> {
    const address = await this.options.downloadUrl(category, lang, signal);
    return {
      address: this.options.resolveDownloadUrl?.(address) ?? address,
      issuedAt: this.options.serviceClock.now().toISOString(),
      receivedAt: this.options.clock.now(),
    };
  }
}
