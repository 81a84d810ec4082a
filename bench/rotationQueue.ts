interface Waiting {
  readonly start: () => void;
}

/**
 * The relay's fair queue as it was before issue 38, kept for bench:relay to measure today's against: the next
 * turn goes to the waiting user served longest ago, found by looking at every waiting user at each turn (so
 * serving n waiting users costs n^2), and every user ever served is remembered.
 */
export class RotationQueue {
  /** Each waiting user's line. */
  private readonly lines = new Map<string, Waiting[]>();
  /** When each user was last served, by a count of turns given. */
  private readonly lastServed = new Map<string, number>();
  private turns = 0;
  private running = 0;

  constructor(private readonly concurrency: number) {}

  /** How many wait for a place now. */
  get waiting(): number {
    let count = 0;
    for (const line of this.lines.values()) count += line.length;
    return count;
  }

  /**
   * Runs `task` in `user`'s turn. A `signal` aborted while the task waits takes it out of the line and
   * rejects with the signal's reason; once running, the task itself answers for the signal.
   */
  run<T>(user: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const entry: Waiting = {
        start: () => {
          signal?.removeEventListener('abort', leave);
          this.running += 1;
          task()
            .then(resolve, reject)
            .finally(() => {
              this.running -= 1;
              this.next();
            });
        },
      };
      const leave = (): void => {
        const line = this.lines.get(user);
        const index = line?.indexOf(entry) ?? -1;
        if (line && index >= 0) {
          line.splice(index, 1);
          if (line.length === 0) this.lines.delete(user);
        }
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', leave, { once: true });
      const line = this.lines.get(user);
      if (line) line.push(entry);
      else this.lines.set(user, [entry]);
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.concurrency && this.lines.size > 0) {
      let chosen: string | undefined;
      for (const user of this.lines.keys()) {
        if (chosen === undefined || (this.lastServed.get(user) ?? -1) < (this.lastServed.get(chosen) ?? -1)) {
          chosen = user;
        }
      }
      const user = chosen as string;
      const line = this.lines.get(user) as Waiting[];
      const entry = line.shift() as Waiting;
      if (line.length === 0) this.lines.delete(user);
      this.turns += 1;
      this.lastServed.set(user, this.turns);
      entry.start();
    }
  }
}
