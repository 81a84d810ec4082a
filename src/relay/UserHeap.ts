/** A user waiting for a turn, as the heap orders them: served longest ago first, then the one who came first. */
export interface HeapUser {
  readonly user: string;
  /** The count of turns given when this user was last served; -1: never (or forgotten). */
  readonly lastServed: number;
  /** When this user joined the heap: among equals, the first to come goes first. */
  readonly arrival: number;
}

function before(a: HeapUser, b: HeapUser): boolean {
  return a.lastServed < b.lastServed || (a.lastServed === b.lastServed && a.arrival < b.arrival);
}

/** A binary min-heap of waiting users: the next to serve in O(1), a push or a pop in O(log n). */
export class UserHeap {
  private readonly items: HeapUser[] = [];

  get size(): number {
    return this.items.length;
  }

  push(item: HeapUser): void {
    const items = this.items;
    items.push(item);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!before(items[index], items[parent])) break;
      [items[index], items[parent]] = [items[parent], items[index]];
      index = parent;
    }
  }

  pop(): HeapUser | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      let index = 0;
      for (;;) {
        const left = 2 * index + 1;
        const right = left + 1;
        let first = index;
        if (left < items.length && before(items[left], items[first])) first = left;
        if (right < items.length && before(items[right], items[first])) first = right;
        if (first === index) break;
        [items[index], items[first]] = [items[first], items[index]];
        index = first;
      }
    }
    return top;
  }
}
