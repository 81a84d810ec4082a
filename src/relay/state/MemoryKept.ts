import { entryBytes, type KeptBudget, type KeptEntry } from './RelayState';

interface Held {
  readonly value: Buffer;
  readonly bytes: number;
  readonly owner: string;
  readonly expiresAt: number;
  readonly refs?: KeptEntry['refs'];
}

/**
 * Kept answers in one instance's memory (alone, or while Redis is away), under the same budget as on Redis
 * (keptScripts.ts): an owner over its share loses its oldest entries first, then everyone's least recently
 * used go while all hold more than the budget; an entry goes at its time, with its references.
 */
export class MemoryKept {
  /** Every entry, least recently used first (a Map keeps the order things were set in). */
  private readonly entries = new Map<string, Held>();
  /** Each owner's entries, oldest first, and their bytes. */
  private readonly owners = new Map<string, { keys: Set<string>; bytes: number }>();
  private readonly maps = new Map<string, Map<string, string>>();
  private total = 0;

  constructor(
    private readonly budget: KeptBudget,
    private readonly now: () => number,
  ) {}

  /** Bytes and entries held now. */
  totals(): { bytes: number; entries: number } {
    return { bytes: this.total, entries: this.entries.size };
  }

  get(keys: readonly string[]): Array<Buffer | undefined> {
    const now = this.now();
    return keys.map((key) => {
      const held = this.entries.get(key);
      if (!held) return undefined;
      if (held.expiresAt <= now) {
        this.forget(key);
        return undefined;
      }
      // Used now: to the end of the order.
      this.entries.delete(key);
      this.entries.set(key, held);
      return held.value;
    });
  }

  refs(map: string, fields: readonly string[]): Array<string | undefined> {
    const texts = this.maps.get(map);
    return fields.map((field) => texts?.get(field));
  }

  keep(entries: readonly KeptEntry[], owner: string, ttlMs: number): void {
    const expiresAt = this.now() + ttlMs;
    for (const entry of entries) {
      if (this.entries.has(entry.key)) this.forget(entry.key);
      const bytes = entryBytes(entry);
      if (bytes > this.budget.maxBytesPerOwner) continue;
      this.entries.set(entry.key, { value: entry.value, bytes, owner, expiresAt, refs: entry.refs });
      const owned = this.owners.get(owner) ?? { keys: new Set<string>(), bytes: 0 };
      owned.keys.add(entry.key);
      owned.bytes += bytes;
      this.owners.set(owner, owned);
      this.total += bytes;
      if (entry.refs) {
        const texts = this.maps.get(entry.refs.map) ?? new Map<string, string>();
        for (const [field, text] of entry.refs.fields) texts.set(field, text);
        this.maps.set(entry.refs.map, texts);
      }
    }
    for (let owned = this.owners.get(owner); owned && owned.bytes > this.budget.maxBytesPerOwner;) {
      const [oldest] = owned.keys;
      if (oldest === undefined) break;
      this.forget(oldest);
      owned = this.owners.get(owner);
    }
    while (this.total > this.budget.maxBytes) {
      const [oldest] = this.entries.keys();
      if (oldest === undefined) break;
      this.forget(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.owners.clear();
    this.maps.clear();
    this.total = 0;
  }

  private forget(key: string): void {
    const held = this.entries.get(key);
    if (!held) return;
    this.entries.delete(key);
    this.total -= held.bytes;
    const owned = this.owners.get(held.owner);
    if (owned) {
      owned.keys.delete(key);
      owned.bytes -= held.bytes;
      if (owned.keys.size === 0) this.owners.delete(held.owner);
    }
    const texts = held.refs ? this.maps.get(held.refs.map) : undefined;
    for (const [field] of held.refs?.fields ?? []) {
      // Only while the field still leads here: a later entry may have taken it over.
      if (texts?.get(field)?.startsWith(`${key}#`)) texts.delete(field);
    }
  }
}
