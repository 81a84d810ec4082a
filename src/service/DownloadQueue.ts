/**
 * At most `limit` downloads are sent at once; the others wait their turn in arrival order. A download is
 * never refused for being one too many (a storage server behind a presigned address does not refuse
 * either), and one whose client goes away while waiting leaves the queue without ever taking a turn.
 */
export class DownloadQueue {
  private sendingCount = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new RangeError(`A download queue sends at least one download at once, not ${limit}`);
    }
  }

  /** Downloads being sent now. */
  get sending(): number {
    return this.sendingCount;
  }

  /** Downloads waiting for a turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs `send` when fewer than `limit` downloads are being sent, and gives its turn to the next waiting
   * download when it settles. Resolves `false` without running it if `gone` aborts first.
   */
  async run(gone: AbortSignal, send: () => Promise<void>): Promise<boolean> {
    if (!(await this.turn(gone))) return false;
    try {
      await send();
    } finally {
      this.release();
    }
    return true;
  }

  private turn(gone: AbortSignal): Promise<boolean> {
    if (gone.aborted) return Promise.resolve(false);
    if (this.sendingCount < this.limit) {
      this.sendingCount += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const start = (): void => {
        gone.removeEventListener('abort', leave);
        resolve(true);
      };
      const leave = (): void => {
        this.waiting.splice(this.waiting.indexOf(start), 1);
        resolve(false);
      };
      gone.addEventListener('abort', leave, { once: true });
      this.waiting.push(start);
    });
  }

  /** A finished download hands its turn straight to the next waiting one, so the count of those sending stays. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      next();
    } else {
      this.sendingCount -= 1;
    }
  }
}
