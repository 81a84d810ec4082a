import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** Bump to reshuffle the whole catalogue; every stream seed is derived from it. */
const DATASET_SEED = 'orvane-reference-dataset/1';

/** FNV-1a: a stable 32-bit seed from a stream name, so each series draws from its own stream. */
function seedOf(stream: string): number {
  let hash = 0x811c9dc5;
  const text = `${DATASET_SEED}/${stream}`;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * A seeded stream of random choices. Each series gets a stream of its own so that changing one series
 * leaves the products of every other series as they were.
 */
export class Random {
  private readonly generator: RandomGenerator;

  constructor(stream: string) {
    this.generator = xoroshiro128plus(seedOf(stream));
  }

  /** An integer in [min, max], both included. */
  integer(min: number, max: number): number {
    return uniformInt(this.generator, min, max);
  }

  chance(probability: number): boolean {
    return uniformFloat64(this.generator) < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick: nothing to pick from');
    return items[this.integer(0, items.length - 1)] as T;
  }

  /** One of the values, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let remaining = uniformFloat64(this.generator) * total;
    for (const [value, weight] of entries) {
      remaining -= weight;
      if (remaining < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('Random.weighted: no entries');
    return last[0];
  }

  /** Fisher-Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let index = items.length - 1; index > 0; index -= 1) {
      const other = this.integer(0, index);
      const kept = items[index] as T;
      items[index] = items[other] as T;
      items[other] = kept;
    }
    return items;
  }
}
