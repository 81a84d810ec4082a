/**
 * The order of part numbers as the service sorts them (`$orderby=Partno asc`, and its own order within a
 * category): by character code, ignoring case, as the service matches part numbers without regard to case.
 */
export function comparePartnos(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}
