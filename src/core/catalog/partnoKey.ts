/**
 * A part number as a key: two part numbers are the same part when their keys are equal. The service matches
 * part numbers without regard to case (spec 4.3), and what a user types or pastes into a cell often carries
 * spaces around it; every map of parts by part number (the lookup's cache, snapshots, the pane's jobs, the
 * reference service) keys them by this, so that none disagrees with another about which part is meant.
 */
export function partnoKey(partno: string): string {
  return partno.trim().toLowerCase();
}
