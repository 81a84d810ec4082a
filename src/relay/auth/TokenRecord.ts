import type { EntrySeal } from '../state/EntrySeal';

/**
 * What the relays know of a token issued on Redis (never the token: it is found by its hash). `generation`
 * orders the tokens of one name: issuing or revoking moves the name's generation on (to Redis's clock in
 * ms, or one past the last), and only the token of the name's current generation is live.
 */
export interface TokenRecord {
  /** A short random id, shown by `list-tokens` and safe to say: it is not the token, nor derived from it. */
  readonly id: string;
  /** The person or team it was issued to; the user of its requests. */
  readonly name: string;
  readonly generation: number;
  /** When it was issued (ms since 1970). */
  readonly issuedAt: number;
  /** When it ends (ms since 1970); undefined for a token that does not expire. */
  readonly expiresAt?: number;
}

/** A token's record with its hash and its text exactly as Redis keeps it, so that it can be put back as it was. */
export interface StoredToken {
  readonly hash: string;
  readonly record: TokenRecord;
  readonly text: string;
}

/**
 * The text Redis keeps for the record of the token whose hash is `hash`: JSON whose `r` is [id, name,
 * generation, issuedAt, expiresAt or null], and `mac` its MAC with the token's hash (EntrySeal), so that a
 * record written by anyone without the service key, or moved to another token, is never believed.
 */
export function tokenRecordText(record: TokenRecord, hash: string, seal: EntrySeal): string {
  const r = JSON.stringify([record.id, record.name, record.generation, record.issuedAt, record.expiresAt ?? null]);
  return `{"r":${r},"mac":"${seal.mac('token', hash, r).toString('base64url')}"}`;
}

/** The record in `text` kept for the token of `hash`, or undefined when it is not one the relays wrote for it. */
export function readTokenRecord(text: string, hash: string, seal: EntrySeal): TokenRecord | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { r: fields, mac } = (parsed ?? {}) as { r?: unknown; mac?: unknown };
  if (!Array.isArray(fields) || fields.length !== 5 || typeof mac !== 'string') return undefined;
  if (!seal.verify(Buffer.from(mac, 'base64url'), 'token', hash, JSON.stringify(fields))) return undefined;
  const [id, name, generation, issuedAt, expiresAt] = fields as unknown[];
  if (typeof id !== 'string' || typeof name !== 'string' || name === '') return undefined;
  if (!Number.isSafeInteger(generation) || !Number.isSafeInteger(issuedAt)) return undefined;
  if (expiresAt !== null && !Number.isSafeInteger(expiresAt)) return undefined;
  return {
    id,
    name,
    generation: generation as number,
    issuedAt: issuedAt as number,
    ...(expiresAt === null ? {} : { expiresAt: expiresAt as number }),
  };
}
