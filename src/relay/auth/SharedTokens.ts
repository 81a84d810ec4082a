import type { RedisTokenStore } from '../state/RedisTokenStore';
import type { StoredToken, TokenRecord } from './TokenRecord';
import { TokenUnchecked } from './TokenUnchecked';

/** How long an instance cut off from Redis still accepts an issued token it saw live. */
export const TOKENS_REMEMBERED_MS = 10 * 60_000;

/** How often an instance tells Redis a token it accepted was used (list-tokens' last use). */
const LAST_USE_EVERY_MS = 60_000;

/** Whether Redis is this instance's state now, and where a failed command is reported (FallbackState). */
export interface RedisLink {
  readonly sharing: boolean;
  failed(error: unknown): void;
  /** Redis answered in time. */
  answered(): void;
}

/**
 * Issued tokens as one instance sees them. While Redis answers, every request asks it (a token issued,
 * replaced or revoked counts on every instance at once), and the tokens found live are remembered for
 * TOKENS_REMEMBERED_MS; cut off from Redis, the instance accepts those it remembers, and no other.
 *
 * A token Redis does not know was ended, unless Redis lost its state (a new epoch: restarted without
 * persistence): then the tokens this instance remembers are put back, each unless its name has a later
 * generation there. What is remembered is checked against Redis's generations at every sync (each
 * heartbeat, and on Redis's return), so that a token replaced or revoked is forgotten, and never put back.
 */
export class SharedTokens {
  private readonly remembered = new Map<string, { readonly stored: StoredToken; until: number }>();
  /** Tokens this instance saw live and then ended (replaced or revoked), for as long as it would have remembered them. */
  private readonly ended = new Map<string, number>();
  /**
   * The latest generation this instance has seen of each name: a record of an earlier one is never live again
   * here, even if someone who can write to Redis put an old record back with its generation.
   */
  private readonly latest = new Map<string, number>();
  private readonly lastToldUse = new Map<string, number>();
  private knownEpoch: string | undefined;
  private syncing: Promise<void> | undefined;

  constructor(
    private readonly store: RedisTokenStore,
    private readonly link: RedisLink,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The live token of this hash; undefined for none. When Redis cannot answer (away, or too slow just now), a
   * token this instance remembers live, undefined for one it saw end; for any other it throws TokenUnchecked
   * (the caller says 503: the token may be good).
   */
  async find(hash: string): Promise<TokenRecord | undefined> {
    if (this.link.sharing) {
      try {
        const record = await this.findOnRedis(hash);
        this.link.answered();
        return record;
      } catch (error) {
        this.link.failed(error);
      }
    }
    const seen = this.fresh(hash);
    if (seen) return seen.record;
    if ((this.ended.get(hash) ?? 0) > this.now()) return undefined;
    throw new TokenUnchecked();
  }

  /**
   * Brings what this instance remembers in line with Redis: after Redis lost its state, puts the remembered
   * tokens back (each only if no later one of its name is there); then forgets every token whose name has
   * moved on. One at a time.
   */
  sync(): Promise<void> {
    this.syncing ??= this.syncOnce().finally(() => (this.syncing = undefined));
    return this.syncing;
  }

  /** Tells Redis that a token was accepted now, at most once a minute per token (list-tokens' last use). */
  used(record: TokenRecord): void {
    const at = this.now();
    if (!this.link.sharing || at - (this.lastToldUse.get(record.id) ?? 0) < LAST_USE_EVERY_MS) return;
    this.lastToldUse.set(record.id, at);
    this.store.used(record.id, at).catch((error: unknown) => this.link.failed(error));
  }

  private async findOnRedis(hash: string): Promise<TokenRecord | undefined> {
    let found = await this.store.lookUp(hash);
    if (!found && this.fresh(hash)) {
      // Remembered live and unknown now: ended, unless Redis lost its state; sync tells which.
      await this.sync();
      found = await this.store.lookUp(hash);
    }
    const record = found?.stored.record;
    if (!found?.live || !record || record.generation < (this.latest.get(record.name) ?? 0)) {
      this.end(hash);
      return undefined;
    }
    this.latest.set(record.name, record.generation);
    if (found.stored.record.expiresAt !== undefined && found.stored.record.expiresAt <= this.now()) {
      // Expired: the caller says so; nothing to remember.
      this.remembered.delete(hash);
      return found.stored.record;
    }
    this.remembered.set(hash, { stored: found.stored, until: this.now() + TOKENS_REMEMBERED_MS });
    return found.stored.record;
  }

  private async syncOnce(): Promise<void> {
    if (!this.link.sharing) return;
    try {
      const epoch = await this.store.epoch();
      if (this.knownEpoch !== undefined && epoch !== this.knownEpoch) {
        for (const [hash] of this.remembered) {
          const seen = this.fresh(hash);
          if (seen) await this.store.putBack(seen);
        }
      }
      this.knownEpoch = epoch;
      const names = new Set([...this.remembered.values()].map((entry) => entry.stored.record.name));
      const states = await this.store.names([...names]);
      for (const [hash, entry] of this.remembered) {
        const { record } = entry.stored;
        const state = states.get(record.name);
        if (state?.generation !== undefined && state.generation > (this.latest.get(record.name) ?? 0)) {
          this.latest.set(record.name, state.generation);
        }
        const movedOn =
          state?.generation !== undefined &&
          (state.generation > record.generation || (state.generation === record.generation && state.current !== hash));
        if (movedOn) this.end(hash);
        else if (entry.until <= this.now()) this.remembered.delete(hash);
      }
      for (const [hash, until] of this.ended) {
        if (until <= this.now()) this.ended.delete(hash);
      }
    } catch (error) {
      this.link.failed(error);
    }
  }

  /** Forgets a token that ended, and remembers that it did (while it would have been remembered live). */
  private end(hash: string): void {
    if (this.remembered.delete(hash)) this.ended.set(hash, this.now() + TOKENS_REMEMBERED_MS);
  }

  private fresh(hash: string): StoredToken | undefined {
    const entry = this.remembered.get(hash);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.stored;
    this.remembered.delete(hash);
    return undefined;
  }
}
