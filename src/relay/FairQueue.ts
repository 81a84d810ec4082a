interface Waiting {
  readonly start: () => void;
}

/**
 * Turns to reach the service, taken in rotation between users: each user's requests wait in their own line,
 * and the next free place goes to the next user in turn, so that one user's 167 batches never stand in front
 * of another's one. At most `concurrency` run at once.
 */
export class FairQueue {
  /** Each user's line; the Map's order is the rotation (a served user goes to the back). */
  private readonly lines = new Map<string, Waiting[]>();
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
    while (this.running < this.concurrency) {
      const first = this.lines.entries().next();
      if (first.done) return;
      const [user, line] = first.value;
      const entry = line.shift() as Waiting;
      // To the back of the rotation, or out of it when nothing of theirs waits.
      this.lines.delete(user);
      if (line.length > 0) this.lines.set(user, line);
      entry.start();
    }
  }
}
