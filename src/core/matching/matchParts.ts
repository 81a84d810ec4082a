import type { PartSpecClient } from '../types';
import type { PartDescription } from './PartDescription';
import type { PartMatchOptions, PartMatch } from './PartMatch';

/** What matching needs of the client: every product of a search. */
export type MatchClient = Pick<PartSpecClient, 'searchAll'>;

/** The parts that meet `description`, best first (see PartSpecClient.match). */
export async function matchParts(
  _client: MatchClient,
  _description: PartDescription,
  _options: PartMatchOptions = {},
): Promise<PartMatch[]> {
  throw new Error('matchParts: not written yet');
}
