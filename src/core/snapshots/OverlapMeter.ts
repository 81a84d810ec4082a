/** One transfer that ended: its bytes, and the span it took up to the moment it ended. */
export interface EndedTransfer {
  readonly bytes: number;
  readonly milliseconds: number;
}

/**
 * Measures transfers that overlap as one: from the first one's start to the last one's end, all their bytes.
 * Two category files fetched and parsed at once each arrive at about half the rate one alone does (the
 * parse shares one thread, the downloads one link); timed each alone, they would halve the estimate of
 * what one download takes. A measurement is handed on once no transfer is running.
 */
export class OverlapMeter {
  private running = 0;
  private bytes = 0;
  private firstStart = Number.POSITIVE_INFINITY;
  private lastEnd = Number.NEGATIVE_INFINITY;

  constructor(private readonly measured: (bytes: number, milliseconds: number) => void) {}

  started(): void {
    this.running += 1;
  }

  /** A transfer ended at `endedAt`: what it carried, or undefined when it failed (it is not measured). */
  ended(endedAt: number, transfer?: EndedTransfer): void {
    this.running = Math.max(0, this.running - 1);
    if (transfer && Number.isFinite(transfer.bytes) && Number.isFinite(transfer.milliseconds)) {
      this.bytes += transfer.bytes;
      this.firstStart = Math.min(this.firstStart, endedAt - transfer.milliseconds);
      this.lastEnd = Math.max(this.lastEnd, endedAt);
    }
    if (this.running > 0) return;
    if (this.bytes > 0) this.measured(this.bytes, this.lastEnd - this.firstStart);
    this.bytes = 0;
    this.firstStart = Number.POSITIVE_INFINITY;
    this.lastEnd = Number.NEGATIVE_INFINITY;
  }
}
