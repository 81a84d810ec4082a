/** The fewest characters a token listed in the options (`auth.tokens`) may have. */
export const MIN_LISTED_TOKEN_LENGTH = 32;

/** The fewest bits of randomness, as estimatedRandomBits estimates them, a listed token may have. */
export const MIN_LISTED_TOKEN_BITS = 128;

/** A run of characters seen before in a token adds nothing to its randomness: runs this long are looked for. */
const REPEAT = 4;

/**
 * An estimate of the randomness of `token` in bits: its length times the Shannon entropy of its own
 * characters, once every run of 4 characters that appeared before in it is taken out (a pattern said again
 * adds nothing). It cannot know how a token was made, so it errs low: 44 random base64 characters (what
 * `openssl rand -base64 32` prints, 256 bits) come out at 180 or more, 64 random hex digits at 190 or more;
 * 32 random base64 characters (192 bits) fall under 128 about once in 7,000, 32 hex digits (128 bits) nearly
 * always; a name with a number (`team-token-for-the-relay-test-0001`) comes out at 123, a pattern said over
 * and over at what it holds once. A phrase of words can still pass: no count of characters tells words from
 * noise.
 */
export function estimatedRandomBits(token: string): number {
  const characters = [...token];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let index = 0; index < characters.length;) {
    const run = characters.slice(index, index + REPEAT).join('');
    if (run.length === REPEAT && seen.has(run)) {
      index += REPEAT;
      continue;
    }
    seen.add(run);
    kept.push(characters[index]);
    index += 1;
  }
  const counts = new Map<string, number>();
  for (const character of kept) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / kept.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return bitsPerCharacter * kept.length;
}

/**
 * What is wrong with a listed token, in words that never repeat it (`position` counts from 1); undefined
 * when it is long and random enough. Tokens people choose are guessed; these come from a program.
 */
export function listedTokenProblem(
  token: string,
  position: number,
  what = `Listed token ${position}`,
): string | undefined {
  const advice =
    what === `Listed token ${position}`
      ? 'a listed token must be at least 32 characters of random text, such as `openssl rand -base64 32` prints (or issue tokens on Redis with `npm run relay -- issue-token NAME`)'
      : 'it must be at least 32 characters of random text, such as `openssl rand -base64 32` prints';
  if (token.length < MIN_LISTED_TOKEN_LENGTH) {
    return `${what} has ${token.length} characters: ${advice}.`;
  }
  const bits = estimatedRandomBits(token);
  if (bits < MIN_LISTED_TOKEN_BITS) {
    return `${what} looks chosen rather than random (about ${Math.floor(bits)} bits of randomness, fewer than ${MIN_LISTED_TOKEN_BITS}): ${advice}.`;
  }
  return undefined;
}
