import { distance } from 'fastest-levenshtein';

/**
 * The candidates closest to a misspelt name, for "did you mean" messages. Case is ignored; a candidate
 * that contains the name, or that the name contains, counts as close whatever its length.
 */
export function nearestNames(name: string, candidates: readonly string[], limit = 3): string[] {
  const wanted = name.toLowerCase();
  const scored = candidates.map((candidate) => {
    const lower = candidate.toLowerCase();
    const contained = lower.includes(wanted) || wanted.includes(lower);
    return { candidate, score: contained ? 0 : distance(wanted, lower) };
  });
  const threshold = Math.max(2, Math.floor(wanted.length / 3));
  return scored
    .filter(({ score }) => score <= threshold)
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
