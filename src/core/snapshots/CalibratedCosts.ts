import type { BottomCategory, Language } from '../catalog';
import { acceptedDelay, DOWNLOAD_REQUESTS, requestsCost, type SnapshotCostModel } from './costModel';
import { RateEstimate } from './RateEstimate';
import { categoryKey } from './categoryKey';

/** What the planner believes costs are now: the rates it measured (from the model's priors) and the files' sizes. */
export interface CalibratedFigures {
  readonly downloadBytesPerSecond: number;
  readonly loadBytesPerSecond: number;
}

/**
 * The cost model as this client has measured it: download and read rates that start at the model's priors
 * and follow the downloads and reads measured (RateEstimate), and each category file's size as last seen
 * (a download, a kept snapshot) or told by the service (a HEAD) before it is costed blind at
 * `expectedBytes`. It says whether a snapshot pays: spends fewer rate-limited requests than asking for the
 * part numbers it would answer, and is at most the delay accepted for those it spares slower (costModel.ts).
 */
export class CalibratedCosts {
  private readonly download: RateEstimate;
  private readonly load: RateEstimate;
  /** Bytes of each file as last seen or told, per category and language. */
  private readonly sizes = new Map<string, number>();

  constructor(private readonly model: SnapshotCostModel) {
    // The priors count as one file of the expected size: the first measurement of a large file outweighs them.
    this.download = new RateEstimate(model.downloadBytesPerSecond, model.expectedBytes);
    this.load = new RateEstimate(model.loadBytesPerSecond, model.expectedBytes);
  }

  get figures(): CalibratedFigures {
    return { downloadBytesPerSecond: this.download.bytesPerSecond, loadBytesPerSecond: this.load.bytesPerSecond };
  }

  /** A download of `bytes` (its file, its address not counted) took `milliseconds`. */
  measureDownload(bytes: number, milliseconds: number): void {
    this.download.measure(bytes, milliseconds);
  }

  /** A kept snapshot of a file of `bytes` took `milliseconds` to be read and checked. */
  measureLoad(bytes: number, milliseconds: number): void {
    this.load.measure(bytes, milliseconds);
  }

  /** The file's size, seen or told; a size that cannot be one is left out. */
  noteSize(category: BottomCategory, lang: Language, bytes: number): void {
    if (Number.isSafeInteger(bytes) && bytes > 0) this.sizes.set(categoryKey(category, lang), bytes);
  }

  /**
   * Whether this file's size is known: in this language, or its category's in another (the files of one
   * category differ little between languages); else it is costed at the prior.
   */
  knowsSize(category: BottomCategory, lang: Language): boolean {
    return (
      this.sizes.has(categoryKey(category, lang)) ||
      [...this.sizes.keys()].some((key) => key.startsWith(`${category}\n`))
    );
  }

  /** The size a download of this file is costed at: known, else the category's in another language, else the prior. */
  sizeOf(category: BottomCategory, lang: Language): number {
    const known = this.sizes.get(categoryKey(category, lang));
    if (known !== undefined) return known;
    const other = [...this.sizes].find(([key]) => key.startsWith(`${category}\n`));
    return other?.[1] ?? this.model.expectedBytes;
  }

  /** The wait for `requests` rate-limited requests. */
  requestsMs(requests: number): number {
    return requestsCost(this.model, requests);
  }

  /** The wait for a download of this file: its address, then its bytes at the download rate. */
  downloadMs(category: BottomCategory, lang: Language): number {
    return this.requestsMs(DOWNLOAD_REQUESTS) + this.download.millisecondsFor(this.sizeOf(category, lang));
  }

  /** The wait for kept snapshots of files of `bytes` in all to be read. */
  loadMs(bytes: number): number {
    return this.load.millisecondsFor(bytes);
  }

  /** A download of this file instead of `requests` requests: it spends fewer, and is at most the accepted delay slower. */
  downloadPays(category: BottomCategory, lang: Language, requests: number): boolean {
    return this.pays(this.downloadMs(category, lang), requests, requests - DOWNLOAD_REQUESTS);
  }

  /** Reading kept snapshots of `bytes` instead of `requests` requests: a read spends none. */
  readPays(bytes: number, requests: number): boolean {
    return this.pays(this.loadMs(bytes), requests, requests);
  }

  /** A snapshot that takes `snapshotMs` and spares `spared` of `requests`: it spares some, and is not too slow. */
  private pays(snapshotMs: number, requests: number, spared: number): boolean {
    return spared > 0 && snapshotMs <= this.requestsMs(requests) + acceptedDelay(this.model, spared);
  }
}
