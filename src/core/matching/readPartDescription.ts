import type { PartDescription } from './PartDescription';

/**
 * What a BOM line states (`100nF 0402 X7R 16V 10%`, `C_100N_0402_X5R_K_10`, `4.7uH/2A`), with the words it
 * did not understand; `footprint` is a separate footprint text (`C_0402_1005Metric`), whose size code is
 * preferred to an ambiguous one in the text.
 */
export function readPartDescription(text: string, footprint?: string): PartDescription {
  // Placeholder until the reader lands: states nothing, understands nothing.
  const joined = [text, footprint].filter((part) => part !== undefined && part.trim() !== '').join(' ');
  return { text: joined, unread: joined.split(/\s+/).filter(Boolean), notes: [] };
}
