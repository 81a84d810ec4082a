import type { BottomCategory, Language } from '../catalog';
import type { DownloadedFile, DownloadProgress, ServiceApi } from '../client';
import type { Clock } from '../throttle';
import type { CalibratedCosts } from './CalibratedCosts';
import { InFlight } from './InFlight';
import { OverlapMeter } from './OverlapMeter';
import type { Snapshot } from './Snapshot';
import type { SnapshotIndex } from './SnapshotIndex';
import type { SnapshotLibrary } from './SnapshotLibrary';
import type { SnapshotStats } from './SnapshotStats';
import { newSnapshot } from './snapshotChecks';
import { categoryKey } from './categoryKey';

/** A kept snapshot's file as it arrives: its category and language, and its bytes so far. */
export interface SnapshotDownload {
  readonly category: BottomCategory;
  readonly lang: Language;
  readonly progress: DownloadProgress;
}

export interface SnapshotDownloadsOptions {
  /** The service this client talks to: the snapshots made say they came from it. */
  readonly service: string;
  readonly api: Pick<ServiceApi, 'downloadCategory'>;
  /** This computer's clock: when downloads end. */
  readonly clock: Clock;
  /** Told what each download took. */
  readonly costs: CalibratedCosts;
  /** Where each downloaded snapshot is kept. */
  readonly library: SnapshotLibrary;
  /** Counts the downloads. */
  readonly stats: SnapshotStats;
}

/**
 * Category files downloaded into kept snapshots: one download of a file at a time however many want it, the
 * downloads at once measured together, and their bytes told as they arrive to whoever listens (onDownload).
 */
export class SnapshotDownloads {
  private readonly running = new InFlight<SnapshotIndex>();
  private readonly meter: OverlapMeter;
  /** Who hears the downloads as they arrive: the jobs waiting on them, for their progress. */
  private readonly listeners = new Set<(download: SnapshotDownload) => void>();

  constructor(private readonly options: SnapshotDownloadsOptions) {
    this.meter = new OverlapMeter((bytes, milliseconds) => options.costs.measureDownload(bytes, milliseconds));
  }

  /**
   * Hears every download of a category file (for a lookup, a search or a refresh) as its bytes arrive, until the
   * function returned is called.
   */
  onDownload(listener: (download: SnapshotDownload) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * A category downloaded anew, in memory at once and on its way into the store; its bytes told to `onProgress`
   * as they arrive when this download is the one that runs, not one already under way.
   */
  download(
    category: BottomCategory,
    lang: Language,
    signal?: AbortSignal,
    onProgress?: (progress: DownloadProgress) => void,
  ): Promise<SnapshotIndex> {
    return this.running.run(categoryKey(category, lang), async () => {
      const { api, clock, stats, library } = this.options;
      this.meter.started();
      let downloaded: DownloadedFile;
      try {
        downloaded = await api.downloadCategory(category, lang, signal, (progress) => {
          onProgress?.(progress);
          for (const listener of this.listeners) listener({ category, lang, progress });
        });
      } catch (error) {
        this.meter.ended(clock.now());
        throw error;
      }
      this.meter.ended(clock.now(), { bytes: downloaded.bytes, milliseconds: downloaded.milliseconds });
      const snapshot = await this.snapshotOfFile(category, lang, downloaded);
      stats.downloads += 1;
      return library.keep(snapshot);
    });
  }

  /**
   * Keeps a category downloaded elsewhere (a whole-category download in the pane) as these downloads are kept:
   * the time its file took to arrive and be parsed measured, a snapshot of it in memory and on its way into the
   * store.
   */
  async keepDownloaded(category: BottomCategory, lang: Language, downloaded: DownloadedFile): Promise<Snapshot> {
    this.options.costs.measureDownload(downloaded.bytes, downloaded.milliseconds);
    const snapshot = await this.snapshotOfFile(category, lang, downloaded);
    this.options.library.keep(snapshot);
    return snapshot;
  }

  /** A snapshot of this service of a downloaded file, with the checksum its download made, if it made one. */
  private snapshotOfFile(category: BottomCategory, lang: Language, downloaded: DownloadedFile): Promise<Snapshot> {
    const { milliseconds: _taken, checksum, ...file } = downloaded;
    return newSnapshot({ service: this.options.service, category, lang, ...file }, checksum);
  }
}
