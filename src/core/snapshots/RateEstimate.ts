/**
 * How much the measurements before a new one still count, the prior included: each new one halves them. So
 * the first large download mostly replaces the prior, and the estimate follows a network that changes (an
 * office's, then a hotel's) within a few downloads rather than averaging over the whole session.
 */
const EARLIER_WEIGHT = 0.5;

/**
 * A rate in bytes per second that starts at a prior and moves to what is measured. Measurements are pooled
 * by their bytes and their time, so a large file says more than a small one; the prior counts as
 * `priorBytes` measured at the prior rate.
 */
export class RateEstimate {
  private bytes: number;
  private seconds: number;

  constructor(priorBytesPerSecond: number, priorBytes: number) {
    this.bytes = priorBytes;
    this.seconds = priorBytes / priorBytesPerSecond;
  }

  get bytesPerSecond(): number {
    return this.bytes / this.seconds;
  }

  /** Milliseconds for `bytes` at the rate estimated now. */
  millisecondsFor(bytes: number): number {
    return (bytes * 1000) / this.bytesPerSecond;
  }

  /** `bytes` took `milliseconds`. A measurement that cannot be one (no bytes, no time, a clock gone back) is left out. */
  measure(bytes: number, milliseconds: number): void {
    if (!(Number.isFinite(bytes) && bytes > 0 && Number.isFinite(milliseconds) && milliseconds > 0)) return;
    this.bytes = this.bytes * EARLIER_WEIGHT + bytes;
    this.seconds = this.seconds * EARLIER_WEIGHT + milliseconds / 1000;
  }
}
