import { UserHeap } from './UserHeap';

interface Waiting {
  readonly start: () => void;
  /** Left the line (its signal aborted) before its turn. */
  left: boolean;
}

/** One user's line: its tasks in order (the first `head` are gone), and how many of them still wait. */
interface Line {
  readonly tasks: Waiting[];
  head: number;
  waiting: number;
  /** Whether the user is in the heap now. */
  queued: boolean;
}

/** A user the queue has served, and when: forgotten once idle for FORGET_AFTER_MS. */
interface Served {
  readonly turn: number;
  readonly at: number;
}

/** Users idle this long are forgotten: their next request counts as a new user's. */
export const FORGET_AFTER_MS = 10 * 60_000;

/** How often the queue looks for users to forget. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Longest the queue gives turns one after another before it lets the event loop turn: tasks that end
 * without waiting for anything (answers kept in memory) would otherwise hand the thread from one turn to
 * the next until the last of 20,000 users is served, and no other request or timer would run meanwhile.
 */
const SLICE_MS = 10;

/**
 * Turns to reach the service, taken in rotation between users: each user's requests wait in their own line,
 * and the next free place goes to the waiting user served longest ago (one never served first, then in the
 * order they came), so that one user's 167 batches never stand in front of another's one. At most
 * `concurrency` run at once. The waiting users are kept in a heap: a turn costs O(log n) however many wait
 * (20,000 users waiting keep the event loop free: npm run bench:relay). Users idle for FORGET_AFTER_MS are
 * forgotten, so the queue's memory follows the users at work, not every user ever seen.
 */
export class FairQueue {
  private readonly lines = new Map<string, Line>();
  private readonly heap = new UserHeap();
  /** When each user was last served, least recently served first (a Map keeps the order things were set in). */
  private readonly served = new Map<string, Served>();
  private turns = 0;
  private arrivals = 0;
  private running = 0;
  private waitingCount = 0;
  private lastSweep: number;
  /** When the current run of turns began (until the event loop turns), and whether the next turns wait for it. */
  private sliceStarted: number | undefined;
  private deferred = false;

  constructor(
    private readonly concurrency: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  /** How many wait for a place now. */
  get waiting(): number {
    return this.waitingCount;
  }

  /** How many users the queue remembers (served within FORGET_AFTER_MS, or waiting). */
  get users(): number {
    let waitingOnly = 0;
    for (const user of this.lines.keys()) if (!this.served.has(user)) waitingOnly += 1;
    return this.served.size + waitingOnly;
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
      this.sweep();
      const entry: Waiting = {
        left: false,
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
      const line = this.lines.get(user) ?? { tasks: [], head: 0, waiting: 0, queued: false };
      this.lines.set(user, line);
      const leave = (): void => {
        if (!entry.left) {
          entry.left = true;
          line.waiting -= 1;
          this.waitingCount -= 1;
          // The user stays in the heap until its turn comes, and is passed over then if nothing of it waits.
        }
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', leave, { once: true });
      line.tasks.push(entry);
      line.waiting += 1;
      this.waitingCount += 1;
      if (!line.queued) this.enqueue(user, line);
      this.next();
    });
  }

  private enqueue(user: string, line: Line): void {
    line.queued = true;
    this.arrivals += 1;
    this.heap.push({ user, lastServed: this.served.get(user)?.turn ?? -1, arrival: this.arrivals });
  }

  private next(): void {
    if (this.deferred) return;
    const now = performance.now();
    if (this.sliceStarted === undefined) {
      this.sliceStarted = now;
      setImmediate(() => (this.sliceStarted = undefined));
    } else if (now - this.sliceStarted > SLICE_MS) {
      // The thread has gone from turn to turn long enough: the next turns after the event loop's.
      this.deferred = true;
      setImmediate(() => {
        this.deferred = false;
        this.sliceStarted = undefined;
        this.next();
      });
      return;
    }
    while (this.running < this.concurrency && this.heap.size > 0) {
      const { user } = this.heap.pop() as { user: string };
      const line = this.lines.get(user) as Line;
      line.queued = false;
      let entry: Waiting | undefined;
      while (line.head < line.tasks.length && !entry) {
        const candidate = line.tasks[line.head];
        line.head += 1;
        if (!candidate.left) entry = candidate;
      }
      if (line.head === line.tasks.length) {
        line.tasks.length = 0;
        line.head = 0;
      }
      if (!entry) {
        // Everything of this user left while it waited.
        if (line.tasks.length === 0) this.lines.delete(user);
        continue;
      }
      line.waiting -= 1;
      this.waitingCount -= 1;
      this.turns += 1;
      this.served.delete(user);
      this.served.set(user, { turn: this.turns, at: this.now() });
      if (line.waiting > 0) this.enqueue(user, line);
      else this.lines.delete(user);
      entry.start();
    }
  }

  /** Forgets the users served last FORGET_AFTER_MS ago or more and not waiting, at most once a minute. */
  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [user, served] of this.served) {
      if (now - served.at < FORGET_AFTER_MS) break;
      if (!this.lines.has(user)) this.served.delete(user);
    }
  }
}
