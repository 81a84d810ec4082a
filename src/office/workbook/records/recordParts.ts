import { jsonBytes } from '../payload';
import { recordXml } from '../recordXml';

/**
 * A text too long for one record, cut into parts that are each kept as a record of their own. Excel on the
 * web refuses a request or an answer over 5 MB, and reads a custom XML part only whole: a part of at most
 * MAX_RECORD_PART_BYTES is written in one request and read in one answer far under that, on every platform.
 */

/**
 * The most bytes one part may weigh, as the request that writes it is measured (jsonBytes of its custom XML
 * part, as writeRecord sends it; payload.ts): the XML itself is smaller still.
 */
export const MAX_RECORD_PART_BYTES = 1_000_000;

/** What one UTF-16 unit of the text adds to the measure: its XML escape, as JSON, as UTF-8. */
function unitCost(unit: number): number {
  if (unit === 0x26) return 5; // &amp;
  if (unit === 0x3c || unit === 0x3e) return 4; // &lt; &gt;
  if (unit === 0x22 || unit === 0x5c) return 2; // \" \\ in JSON
  if (unit < 0x20) return unit === 0x09 || unit === 0x0a || unit === 0x0d ? 2 : 6; // \t \n \r, \u00XX
  if (unit < 0x80) return 1;
  if (unit < 0x800) return 2;
  return 3; // a surrogate pair is counted apart (cutParts); a lone one becomes \uDXXX in JSON (6), see below
}

const isHigh = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * `text` cut into parts, in order, whose records (named `nameOf(index)`) each weigh at most `maxBytes`:
 * joined, they are `text`. Each part is as long as it can be; a character is never cut in two. An empty
 * text is one empty part.
 */
export function cutParts(text: string, nameOf: (index: number) => string, maxBytes = MAX_RECORD_PART_BYTES): string[] {
  const parts: string[] = [];
  let start = 0;
  do {
    const envelope = jsonBytes(recordXml(nameOf(parts.length), ''));
    let bytes = envelope;
    let end = start;
    while (end < text.length) {
      const unit = text.charCodeAt(end);
      const pair = isHigh(unit) && isLow(text.charCodeAt(end + 1));
      const cost = pair ? 4 : isHigh(unit) || isLow(unit) ? 6 : unitCost(unit);
      if (bytes + cost > maxBytes) break;
      bytes += cost;
      end += pair ? 2 : 1;
    }
    if (end === start && start < text.length) {
      throw new RangeError(`A record part of ${maxBytes} bytes cannot hold even one character with its envelope.`);
    }
    parts.push(text.slice(start, end));
    start = end;
  } while (start < text.length);
  return parts;
}
