import { createHash, randomBytes } from 'node:crypto';
import type { Authenticator, Verdict } from './Authenticator';
import type { SharedTokens } from './SharedTokens';

/** What every token the relay issues starts with, so that one found in a file or a log can be recognised. */
export const ISSUED_TOKEN_PREFIX = 'psr_';

/** A new token: 32 random bytes, which nobody guesses. */
export function newToken(): string {
  return `${ISSUED_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What the relay keeps of a token: its SHA-256, so that Redis (or its backup) never holds a usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A listed token's name in the relay's logs (its options give it none): its place in the list, which says
 * nothing of the token.
 */
export function nameOfListedToken(position: number): string {
  return `listed-${position}`;
}

/**
 * `auth: { tokens }`: the tokens listed in the relay's options, and those issued by `npm run relay --
 * issue-token NAME` (their records kept on Redis, so that every instance knows them and issuing or revoking
 * counts on all of them at once: SharedTokens).
 */
export class IssuedTokens implements Authenticator {
  /**
   * The listed tokens' names by their hashes. A lookup's time may tell which hashes start alike, never a
   * token: nobody can make a token whose SHA-256 continues a prefix learned so, so the map is as safe as a
   * comparison in constant time, and a request costs the same with 20,000 tokens listed as with one.
   */
  private readonly listed: ReadonlyMap<string, string>;

  constructor(
    listed: readonly string[],
    private readonly shared: SharedTokens | undefined,
    private readonly now: () => number = Date.now,
  ) {
    const names = new Map<string, string>();
    // A token listed twice keeps its first place's name.
    listed.forEach((token, index) => {
      const hash = tokenHash(token);
      if (!names.has(hash)) names.set(hash, nameOfListedToken(index + 1));
    });
    this.listed = names;
  }

  async authenticate(token: string): Promise<Verdict> {
    const hash = tokenHash(token);
    const listed = this.listed.get(hash);
    if (listed !== undefined) return { caller: { user: listed } };
    let record;
    try {
      record = await this.shared?.find(hash);
    } catch {
      // Redis was slow to answer: the token may be good, so this is no 401.
      return {
        refused: 'unavailable',
        message: 'The relay could not check your token just now: try again in a moment.',
      };
    }
    if (record === undefined) {
      return {
        refused: 'unknown',
        message:
          'This relay token is not known here (mistyped, replaced by a newer one, or revoked): ask your administrator for a new one.',
      };
    }
    if (record.expiresAt !== undefined && record.expiresAt <= this.now()) {
      return {
        refused: 'expired',
        message: `This relay token expired on ${new Date(record.expiresAt).toISOString().slice(0, 10)}: ask your administrator for a new one.`,
      };
    }
    this.shared?.used(record);
    return { caller: { user: record.name } };
  }
}
