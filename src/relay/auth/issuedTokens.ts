import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
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
  private readonly listed: ReadonlyArray<{ readonly hash: Buffer; readonly name: string }>;

  constructor(
    listed: readonly string[],
    private readonly shared: SharedTokens | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.listed = listed.map((token, index) => ({
      hash: Buffer.from(tokenHash(token), 'hex'),
      name: nameOfListedToken(index + 1),
    }));
  }

  async authenticate(token: string): Promise<Verdict> {
    const hash = tokenHash(token);
    const hashBytes = Buffer.from(hash, 'hex');
    // Compared in constant time: the hashes are secret-derived, and timing should tell an attacker nothing.
    const listed = this.listed.find((entry) => timingSafeEqual(entry.hash, hashBytes));
    if (listed) return { caller: { user: listed.name } };
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
